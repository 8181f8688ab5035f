/**
 * How long a test waits for an outcome that must come: a database opened, another process answering, a list
 * replaced. Waits return as soon as the outcome is there, so the limit matters only when it never comes; it is
 * generous because on the stress run's busy cores (and with Chromium throttled 4×) a first tab takes many times its
 * usual time to open its database (docs/performance.md, "Test limits"). How fast anything is belongs to `npm run bench`, never to a test. Vitest, the server suite and the
 * Playwright journeys all take it from here.
 */
export const OUTCOME_LIMIT_MS = 60_000;
