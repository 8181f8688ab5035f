import type { BodyOf } from '../contract/types';

/** What the confirmation page sends back from the link mailed to a requested new address. */
export type EmailChangeLink = BodyOf<'confirmEmailChange'>;

const POSITIVE_INTEGER = /^[1-9]\d{0,10}$/;

/**
 * The link's parameters from the page's query string, or null when one is missing or malformed (a link cut short
 * by a mail client): such a link is refused on the spot instead of being sent.
 */
export function emailChangeLinkOf(search: URLSearchParams): EmailChangeLink | null {
  const id = search.get('id') ?? '';
  const email = search.get('email')?.trim() ?? '';
  const expires = search.get('expires') ?? '';
  const signature = search.get('signature') ?? '';
  if (!POSITIVE_INTEGER.test(id) || !POSITIVE_INTEGER.test(expires) || email === '' || signature === '') return null;
  return { id: Number(id), email, expires: Number(expires), signature };
}
