import type { Grosze } from './money';

/** The standard Polish VAT rate for the services sold here. */
export const VAT_RATE = 0.23;
const VAT_PERCENT = 23;

export interface NetVatGross {
  net: Grosze;
  vat: Grosze;
  gross: Grosze;
}

/** VAT on a net amount, rounded half up to a grosz (VAT is computed on the total per rate, as on an invoice). */
export function vatOf(net: Grosze): Grosze {
  return Math.round((net * VAT_PERCENT) / 100);
}

/** Net, VAT and gross for a net amount. */
export function withVat(net: Grosze): NetVatGross {
  const vat = vatOf(net);
  return { net, vat, gross: net + vat };
}
