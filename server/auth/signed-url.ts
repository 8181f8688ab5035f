import { createHmac, timingSafeEqual } from 'node:crypto';
import { sha256 } from './tokens';

const VERIFY_TTL_MS = 60 * 60 * 1000;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The e-mail verification link, Laravel style: /email/verify/{id}/{sha256(email)}?expires=…&signature=…, valid 60 minutes. */
export function verificationUrl(
  appUrl: string,
  secret: string,
  userId: number,
  email: string,
  now = Date.now(),
): string {
  const hash = sha256(email.toLowerCase());
  const expires = Math.floor((now + VERIFY_TTL_MS) / 1000);
  const path = `/email/verify/${userId}/${hash}?expires=${expires}`;
  return `${appUrl}${path}&signature=${sign(secret, path)}`;
}

/** Checks a verification link's signature, expiry and that it was made for this e-mail. */
export function isValidVerification(
  secret: string,
  params: { id: number; hash: string; expires: number; signature: string },
  email: string,
  now = Date.now(),
): boolean {
  const path = `/email/verify/${params.id}/${params.hash}?expires=${params.expires}`;
  return (
    safeEqual(sign(secret, path), params.signature) &&
    params.expires * 1000 > now &&
    safeEqual(params.hash, sha256(email.toLowerCase()))
  );
}

/** What an e-mail change link carries, as the SPA's confirmation page sends it back. */
export interface EmailChangeLink {
  id: number;
  email: string;
  expires: number;
  signature: string;
}

// The current address is signed in without being in the link: once the change applies (or another one does), the
// account's address differs and every link issued for the old one stops working, so a link works once.
function emailChangePayload(id: number, currentEmail: string, newEmail: string, expires: number): string {
  return `email-change|${id}|${sha256(currentEmail.toLowerCase())}|${newEmail.toLowerCase()}|${expires}`;
}

/** The SPA page that confirms a requested e-mail change: /email-change/confirm?id=…&email=…&expires=…&signature=…, valid 60 minutes. */
export function emailChangeUrl(
  appUrl: string,
  secret: string,
  link: { id: number; currentEmail: string; newEmail: string },
  now = Date.now(),
): string {
  const expires = emailChangeExpiry(now);
  const signature = sign(secret, emailChangePayload(link.id, link.currentEmail, link.newEmail, expires));
  const query = new URLSearchParams({ id: String(link.id), email: link.newEmail, expires: String(expires), signature });
  return `${appUrl}/email-change/confirm?${query.toString()}`;
}

/** When a link issued now stops working, in seconds since the epoch (the link's `expires`). */
function emailChangeExpiry(now: number): number {
  return Math.floor((now + VERIFY_TTL_MS) / 1000);
}

/** Checks an e-mail change link's signature and expiry against the account's current address. */
export function isValidEmailChange(
  secret: string,
  link: EmailChangeLink,
  currentEmail: string,
  now = Date.now(),
): boolean {
  const payload = emailChangePayload(link.id, currentEmail, link.email, link.expires);
  return safeEqual(sign(secret, payload), link.signature) && link.expires * 1000 > now;
}
