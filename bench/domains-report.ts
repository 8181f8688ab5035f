import type { DomainCombination } from './domain-combinations';
import type { Figure, summarize } from './stats';

type Summary = ReturnType<typeof summarize>;

export interface DomainResult {
  combination: DomainCombination;
  url: string;
  /** The capped total as the SPA shows it. */
  total: string;
  /** The statements the service chose for the page (services/domain-list-queries.ts). */
  strategy: string;
  /** The API's answer time. */
  api: Summary;
  /** The count and page statements, run directly. */
  sql: Summary;
  /** Every statement of the request run directly: also the token lookup and the page's categories. */
  allSql: Summary;
}

export interface DomainEngine {
  /** "PGlite" or "PostgreSQL", with the version. */
  name: string;
  /** What points the server at the million domains: DATA_DIR (PGlite) or DATABASE_URL. */
  env: Record<string, string>;
}

export interface EngineResults {
  engine: DomainEngine;
  /** In DOMAIN_COMBINATIONS' order: the first is the default listing. */
  results: DomainResult[];
  /** The combinations over RATIO_LIMIT × the defaults' p95, with their plans. */
  explained: { label: string; plans: string[] }[];
}

/** The target: each combination's p95 stays within this many times the default listing's p95 in the same run. */
export const RATIO_LIMIT = 2;
const TIMES_DEFAULT_TARGET = { max: RATIO_LIMIT, label: `≤ ${RATIO_LIMIT}× the defaults` };
const RATIO_TARGET = { max: 1.3, label: '≤ 1.3' };
const ratio = (a: Summary, b: Summary) => Math.round((a.median / b.median) * 100) / 100;

/** Prints one engine's twenty combinations: API and direct SQL, p50 and p95, and their ratios. */
export function printDomainTable(engine: string, results: DomainResult[]): void {
  const rows = results.map((r) => [
    `${r.combination.endpoint === 'admin' ? 'A' : 'C'} ${r.combination.label}`,
    r.total,
    r.api.median.toFixed(1),
    r.api.p95.toFixed(1),
    r.sql.median.toFixed(1),
    r.sql.p95.toFixed(1),
    ratio(r.api, r.sql).toFixed(2),
    r.allSql.median.toFixed(1),
    ratio(r.api, r.allSql).toFixed(2),
    r.strategy,
  ]);
  const head = [
    'combination (C customer, A admin)',
    'total',
    'API p50',
    'API p95',
    'SQL p50',
    'SQL p95',
    'ratio',
    'all SQL p50',
    'ratio all',
    'page read',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const numeric = (i: number) => i >= 2 && i <= 8;
  const line = (cells: string[]) =>
    cells.map((c, i) => (numeric(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ');
  console.log(
    `\n${engine}: domain lists on 1 000 000 domains, ms. SQL: the count and page statements run directly; all SQL: also`,
  );
  console.log('the token lookup and the categories. ratio = API p50 / SQL p50; ratio all = API p50 / all SQL p50.');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line(row));
}

const round2 = (x: number) => Math.round(x * 100) / 100;
/** A combination's API p95 over the default listing's, on the same engine in the same run. */
const timesDefault = (r: DomainResult, results: DomainResult[]) => round2(r.api.p95 / results[0]!.api.p95);
const labelOf = (r: DomainResult) => `${r.combination.endpoint === 'admin' ? 'A' : 'C'} ${r.combination.label}`;

/** The engines side by side: each combination's API p50 and p95, and its p95 over the defaults' p95. */
export function printEngineComparison(all: EngineResults[]): void {
  const head = ['combination', ...all.flatMap(({ engine }) => [`${engine.name} p50`, 'p95', '× defaults'])];
  const rows = all[0]!.results.map((first, i) => [
    labelOf(first),
    ...all.flatMap(({ results }) => {
      const r = results[i]!;
      const times = timesDefault(r, results);
      return [r.api.median.toFixed(1), r.api.p95.toFixed(1), `${times.toFixed(2)}${times > RATIO_LIMIT ? ' !' : ''}`];
    }),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ');
  console.log(
    `\nThe engines side by side: API times in ms on the same million domains; ! marks a p95 over ${RATIO_LIMIT}× the defaults'.`,
  );
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line(row));
}

/**
 * For each engine: each combination's p95 as a ratio to the defaults' (the goal), the worst absolute p95, the
 * worst ratio and how much the API adds to its SQL; and how long each million-domain database took to build.
 */
export function domainFigures(
  all: EngineResults[],
  builds: { engine: string; seconds: number; built: boolean }[],
): Figure[] {
  const figures: Figure[] = [];
  for (const { engine, results } of all) {
    const group = `domains 1M, ${engine.name}`;
    for (const r of results) {
      figures.push({
        group,
        name: `${labelOf(r)}: API p95 ÷ defaults' p95`,
        value: timesDefault(r, results),
        unit: '×',
        target: TIMES_DEFAULT_TARGET,
        detail: {
          url: r.url,
          total: r.total,
          strategy: r.strategy,
          apiP50: r.api.median,
          apiP95: r.api.p95,
          sqlP50: r.sql.median,
          sqlP95: r.sql.p95,
          ratio: ratio(r.api, r.sql),
          allSqlP50: r.allSql.median,
          allSqlP95: r.allSql.p95,
          ratioAll: ratio(r.api, r.allSql),
          samples: r.api.n,
        },
      });
    }
    const worst = (measure: (r: DomainResult) => number) => results.reduce((w, r) => (measure(r) > measure(w) ? r : w));
    const worstP95 = worst((r) => r.api.p95);
    const worstTimes = worst((r) => timesDefault(r, results));
    const worstRatio = worst((r) => ratio(r.api, r.sql));
    const worstRatioAll = worst((r) => ratio(r.api, r.allSql));
    figures.push(
      { group, name: `defaults (newest first): API p95`, value: results[0]!.api.p95 },
      { group, name: `worst API p95 (${worstP95.combination.label})`, value: worstP95.api.p95 },
      {
        group,
        name: `worst p95 over the defaults' (${worstTimes.combination.label})`,
        value: timesDefault(worstTimes, results),
        unit: '×',
        target: TIMES_DEFAULT_TARGET,
      },
      {
        group,
        name: `worst API / count+page SQL, p50 (${worstRatio.combination.label})`,
        value: ratio(worstRatio.api, worstRatio.sql),
        unit: '×',
        target: RATIO_TARGET,
      },
      {
        group,
        name: `worst API / all SQL of the request, p50 (${worstRatioAll.combination.label})`,
        value: ratio(worstRatioAll.api, worstRatioAll.allSql),
        unit: '×',
        target: RATIO_TARGET,
      },
    );
  }
  for (const { engine, seconds, built } of builds) {
    figures.push({
      group: `domains 1M, ${engine}`,
      name: `building the 1M database${built ? '' : ' (cached; time of its build)'}`,
      value: seconds,
      unit: 's',
    });
  }
  return figures;
}
