import type { InspectionEvent, Observer } from 'xstate';

/**
 * Where every actor of the app reports to XState's inspection API (`inspect` of createActor). Nothing listens
 * unless QA mode is on; then the QA inspector, loaded later and only then, takes what was reported meanwhile (up to
 * a bound) and everything after it. Customers pay one function call per report, and the inspector's code is never
 * in their bundle.
 */
const EARLY_REPORTS_KEPT = 2_000;

let observer: ((event: InspectionEvent) => void) | null = null;
let early: InspectionEvent[] | null = null;

/** The `inspect` option every actor of the app is created with. */
export const forwardInspection: Observer<InspectionEvent> = {
  next(event) {
    if (observer) observer(event);
    else if (early && early.length < EARLY_REPORTS_KEPT) early.push(event);
  },
};

/** QA mode: keep the reports until the inspector has loaded. Called once, before any actor starts. */
export function holdInspectionReports(): void {
  early ??= [];
}

/** The inspector takes over: it gets the held reports in order, then each new one as it happens. */
export function observeInspection(next: (event: InspectionEvent) => void): () => void {
  for (const event of early ?? []) next(event);
  early = null;
  observer = next;
  return () => {
    if (observer === next) observer = null;
  };
}
