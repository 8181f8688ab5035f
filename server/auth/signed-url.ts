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
