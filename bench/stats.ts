/** Median and 95th percentile of a list of timings (nearest-rank), rounded to 0.01 ms. */
export function summarize(samples: readonly number[]): {
  n: number;
  median: number;
  p95: number;
  min: number;
  max: number;
} {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    n: sorted.length,
    median: round(rank(0.5)),
    p95: round(rank(0.95)),
    min: round(sorted[0]!),
    max: round(sorted.at(-1)!),
  };
}

export interface Figure {
  group: string;
  name: string;
  /** What the figure is, in ms unless `unit` says otherwise. */
  value: number;
  unit?: string;
  /** The target it is held to, when one is set: a ceiling (a time, a size) or a floor (a score). */
  target?: { max: number; label: string } | { min: number; label: string };
  /** The value over the bare round trip to the database worker in the same run, where the figure is a browser's. */
  perRoundTrip?: number;
  detail?: Record<string, number | string>;
}

export function meetsTarget(figure: Figure): boolean | null {
  const { target } = figure;
  if (!target) return null;
  return 'max' in target ? figure.value <= target.max : figure.value >= target.min;
}
