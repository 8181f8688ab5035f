/** What a removed secret or personal detail is replaced by in the QA log. */
export const REDACTED = '[redacted]';

/** Keys whose whole value is secret, whatever it holds. */
const SECRET_KEY = /password|passwd|token|secret|authorization|cookie|api_?key/i;
/** Keys whose text or number is personal; a flag under them (`email_verified`) stays. */
const PERSONAL_KEY = /e-?mail|phone|telefon/i;
/** `nip`, `NIP`, `buyer_nip`, `companyNip`, but not `snippet`. */
const NIP_KEY = /(?:^|[^a-zA-Z])(?:nip|NIP|Nip)(?![a-z])|[a-z]Nip(?![a-z])/;

// Applied in this order: an e-mail or a token may contain digit runs that would otherwise be cut into "phones".
const PATTERNS: readonly RegExp[] = [
  // E-mail addresses, with the characters RFC 5322 allows in the local part.
  /[\w.!#$%&'*+/=?^`{|}~-]+@[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)+/gi,
  // Authorization header values: `Bearer …` anywhere in a text, Sanctum's `12|…` included (`|` is not a token68 char).
  /\bbearer\s+[\w\-.~+/|]+=*/gi,
  // `access_token=…`, `"refresh_token": "…"` and the like inside a text (a URL, a serialised body).
  /\b[\w-]*(?:token|secret|password)[\w-]*["']?\s*[:=]\s*["']?[^\s"'&,;}]+/gi,
  // JSON Web Tokens.
  /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g,
  // Sanctum-style API tokens: `12|` followed by the secret.
  /\b\d+\|[A-Za-z\d]{20,}/g,
  // NIP, optionally after "PL": 5250001224, 525-000-12-24, 525-00-01-224 (spaces also separate).
  /(?<!\d)(?:PL\s?)?(?:\d{10}|\d{3}[-\s]\d{3}[-\s]\d{2}[-\s]\d{2}|\d{3}[-\s]\d{2}[-\s]\d{2}[-\s]\d{3})(?!\d)/gi,
  // Phone numbers, optionally after +48 or 0048: 600100200, 600 100 200, 600-100-200, 22 123 45 67.
  /(?<![\d+])(?:(?:\+|00)48[\s-]?)?(?:\d{9}|\d{3}[-\s]\d{3}[-\s]\d{3}|\d{2}[-\s]\d{3}[-\s]\d{2}[-\s]\d{2})(?!\d)/g,
];

/** A text with every e-mail address, token, NIP and phone number in it replaced. */
export function redactText(text: string): string {
  return PATTERNS.reduce((result, pattern) => result.replace(pattern, REDACTED), text);
}

/**
 * A copy of any payload with secrets and personal data removed, to be stored in the QA log: values under secret
 * keys go whole, texts lose the e-mail addresses, tokens, NIPs and phone numbers in them. Numbers and booleans
 * stay (ids, prices and counts are what a QA engineer needs), unless their key is secret.
 */
export function redact(value: unknown): unknown {
  return redactValue(value, new WeakSet());
}

function isActorRef(value: object): value is { sessionId: string } {
  const candidate = value as { sessionId?: unknown; send?: unknown };
  return typeof candidate.sessionId === 'string' && typeof candidate.send === 'function';
}

function namedField(value: object): string | null {
  const { field, name } = value as { field?: unknown; name?: unknown };
  return typeof field === 'string' ? field : typeof name === 'string' ? name : null;
}

function isRemoved(key: string, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (SECRET_KEY.test(key)) return true;
  return (PERSONAL_KEY.test(key) || NIP_KEY.test(key)) && (typeof value === 'string' || typeof value === 'number');
}

function redactValue(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value !== 'object' || value === null) return value;
  // A cycle (an actor ref, a DOM node) is cut rather than followed forever.
  if (seen.has(value)) return REDACTED;
  // An actor in a context or an event is named, not copied: its system holds the whole app.
  if (isActorRef(value)) return { actor: value.sessionId };
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => redactValue(item, seen));
    if (value instanceof Date) return value.toISOString();
    const result: Record<string, unknown> = {};
    // `{ field: 'password', value: '…' }`, as a form's edit event carries it: the value is as secret as its field.
    const named = namedField(value);
    for (const [key, inner] of Object.entries(value)) {
      const removed = isRemoved(key, inner) || (key === 'value' && named !== null && isRemoved(named, inner));
      result[key] = removed ? REDACTED : redactValue(inner, seen);
    }
    return result;
  } finally {
    seen.delete(value);
  }
}
