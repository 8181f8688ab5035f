import type { BuyerRecord } from '../db/tables';
import type { Schemas } from '../../src/contract/types';
import { InvalidInput } from './errors';
import { VALIDATION_MESSAGES as M } from '../../src/kernel/validation-messages';
import { isValidNip, normalizeNip } from '../../src/kernel/nip';
import type { FieldErrors } from '../../src/kernel/validation';

export const BUYER_MESSAGES = {
  immediateService: M.immediateServiceRequired,
} as const;

const trimmedOrNull = (value: string | null | undefined): string | null => value?.trim() || null;

/**
 * Checks what the schema cannot: a company needs its name and a NIP with a valid checksum; a consumer must ask for
 * the service to start at once, waiving the 14-day withdrawal right (the products are delivered right after
 * payment). Returns the buyer snapshot stored on the order.
 */
export function checkBuyer(buyer: Schemas['BuyerInput'], consents: Schemas['CheckoutConsents']): BuyerRecord {
  const errors: FieldErrors = {};
  const companyName = trimmedOrNull(buyer.company_name);
  const nip = trimmedOrNull(buyer.nip);
  if (buyer.type === 'company') {
    if (!companyName) errors['buyer.company_name'] = [M.required];
    if (!nip) errors['buyer.nip'] = [M.required];
    else if (!isValidNip(nip)) errors['buyer.nip'] = [M.nip];
  } else if (consents.immediate_service !== true) {
    errors['consents.immediate_service'] = [BUYER_MESSAGES.immediateService];
  }
  if (Object.keys(errors).length > 0) throw new InvalidInput(errors);
  const isCompany = buyer.type === 'company';
  return {
    type: buyer.type,
    name: buyer.name.trim(),
    email: buyer.email.trim(),
    phone: trimmedOrNull(buyer.phone),
    company_name: isCompany ? companyName : null,
    nip: isCompany && nip ? normalizeNip(nip) : null,
    street: buyer.street.trim(),
    postal_code: buyer.postal_code.trim(),
    city: buyer.city.trim(),
    country: buyer.country,
  };
}
