/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, out of connections, the
 * network between us gone), as opposed to a query that is wrong. Such a request is answered 503 with a Polish
 * message and can be retried unchanged; nothing it would have written was written, since the transaction never ran
 * or never committed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Node's socket errors, when the server is down or unreachable.
    if (NETWORK_CODES.has(code)) return true;
    // SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, crash, starting up), 53300 (too many
    // connections).
    if (/^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300')
      return true;
  }
  // node-postgres reports a dropped connection and an exhausted connect timeout only in words.
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    error.message,
  );
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
