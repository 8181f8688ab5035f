import type { Db } from '../db/database';
import { Forbidden, invalidField } from './errors';
import { NOUNS, plainCountOf } from '../shared/polish';

/** Why an order is refused before anything is priced or reserved: who may order, and how much at once. */
export const ORDER_RULE_MESSAGES = {
  emailUnverified:
    'Aby złożyć zamówienie, potwierdź swój adres e-mail: kliknij link z wiadomości, którą wysłaliśmy po założeniu konta. ' +
    'Jeśli jej nie masz albo link wygasł, wyślij nowy na stronie „Mój profil”.',
  tooManyDomains: (limit: number, count: number) =>
    `Jedno zamówienie może objąć najwyżej ${plainCountOf(limit, NOUNS.domainAccusative)}. ` +
    `Usuń z koszyka ${plainCountOf(count - limit, NOUNS.domainAccusative)} i złóż zamówienie ponownie.`,
} as const;

/** The refusal's `reason`, so a client can offer a new verification link instead of a generic refusal. */
export const EMAIL_UNVERIFIED = 'email_unverified';

/**
 * Ordering reserves domains, so only an account whose e-mail address is confirmed may do it: otherwise throwaway
 * addresses could take the catalogue off sale.
 */
export async function requireVerifiedEmail(db: Db, userId: number): Promise<void> {
  const user = await db.selectFrom('users').select('email_verified_at').where('id', '=', userId).executeTakeFirst();
  if (!user?.email_verified_at) throw new Forbidden(ORDER_RULE_MESSAGES.emailUnverified, { reason: EMAIL_UNVERIFIED });
}

/** Refuses `field` when one order would reserve more domains than the configured limit. */
export function checkDomainLimit(field: string, count: number, limit: number): void {
  if (count > limit) throw invalidField(field, ORDER_RULE_MESSAGES.tooManyDomains(limit, count));
}
