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

const P95_TARGET = { max: 50, label: '≤ 50 ms' };
const RATIO_TARGET = { max: 1.3, label: '≤ 1.3' };
const ratio = (a: Summary, b: Summary) => Math.round((a.median / b.median) * 100) / 100;

/** Prints the twenty combinations: API and direct SQL, p50 and p95, and their ratios. */
export function printDomainTable(results: DomainResult[]): void {
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
    '\nDomain lists on 1 000 000 domains, ms. SQL: the count and page statements run directly; all SQL: also',
  );
  console.log('the token lookup and the categories. ratio = API p50 / SQL p50; ratio all = API p50 / all SQL p50.');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line(row));
}

/** One figure per combination (its API p95 against the target) and the summary figures. */
export function domainFigures(results: DomainResult[], seedSeconds: number, built: boolean): Figure[] {
  const group = 'domains 1M';
  const figures: Figure[] = results.map((r) => ({
    group,
    name: `${r.combination.endpoint === 'admin' ? 'admin' : 'customer'}: ${r.combination.label.replace(/^admin: /, '')} (API p95)`,
    value: r.api.p95,
    target: P95_TARGET,
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
  }));
  const worst = (measure: (r: DomainResult) => number) => results.reduce((w, r) => (measure(r) > measure(w) ? r : w));
  const worstP95 = worst((r) => r.api.p95);
  const worstRatio = worst((r) => ratio(r.api, r.sql));
  const worstRatioAll = worst((r) => ratio(r.api, r.allSql));
  figures.push(
    { group, name: `worst API p95 (${worstP95.combination.label})`, value: worstP95.api.p95, target: P95_TARGET },
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
    {
      group,
      name: `building the 1M database${built ? '' : ' (cached; time of its build)'}`,
      value: seedSeconds,
      unit: 's',
    },
  );
  return figures;
}
