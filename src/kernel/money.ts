/**
 * Money is integer grosze inside both programs. The API carries PLN as JSON numbers with at most two decimals,
 * so the conversion lives here, once.
 */
export type Grosze = number;

/** PLN (as sent over the API) to integer grosze. */
export function toGrosze(pln: number): Grosze {
  // API values have at most two decimals, so pln * 100 is within float noise of an integer.
  return Math.round(pln * 100);
}

/** Integer grosze to PLN for the API. */
export function toPln(grosze: Grosze): number {
  return Math.round(grosze) / 100;
}

/** Same as toPln but keeps null, for optional prices. */
export function toPlnOrNull(grosze: Grosze | null | undefined): number | null {
  return grosze === null || grosze === undefined ? null : toPln(grosze);
}

/** Same as toGrosze but keeps null, for optional prices. */
export function toGroszeOrNull(pln: number | null | undefined): Grosze | null {
  return pln === null || pln === undefined ? null : toGrosze(pln);
}

/** True when the PLN amount has at most two decimals. */
export function hasAtMostTwoDecimals(pln: number): boolean {
  return Math.abs(pln * 100 - Math.round(pln * 100)) < 1e-6;
}
