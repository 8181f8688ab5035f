// The test counts of one `npm test` run, read from the runners' JSON reports in REPORTS.
import { existsSync, readFileSync } from 'node:fs';

export const REPORTS = '.tmp/test-reports';

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** Passed, failed and flaky tests of Vitest (both server runs) and Playwright. */
export function testCounts() {
  const vitest = [readJson(`${REPORTS}/vitest.json`), readJson(`${REPORTS}/vitest-postgres.json`)];
  const playwright = readJson(`${REPORTS}/playwright.json`);
  const sum = (key) => vitest.reduce((total, report) => total + (report?.[key] ?? 0), 0);
  const flaky = playwright?.stats?.flaky ?? 0;
  return {
    passed: sum('numPassedTests') + (playwright?.stats?.expected ?? 0) + flaky,
    failed: sum('numFailedTests') + (playwright?.stats?.unexpected ?? 0),
    flaky,
  };
}
