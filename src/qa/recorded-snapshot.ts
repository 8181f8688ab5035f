import { redact } from './redact';

/** What the log keeps of a snapshot, and what a replay shows of each actor: where it is and what it holds. */
export interface RecordedSnapshot {
  value: unknown;
  context: unknown;
  status: unknown;
}

/** Any actor named in a context or payload; redact names one as `{ actor: sessionId }`. */
const ANY_ACTOR = '*';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ actor: 'x:3' }` as redact writes an actor ref: a replay has other session ids, so the id does not count. */
function withoutActorIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutActorIds);
  if (!isRecord(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === 'actor' && typeof value.actor === 'string') return { actor: ANY_ACTOR };
  return Object.fromEntries(keys.map((key) => [key, withoutActorIds(value[key])]));
}

/** A snapshot as the log stores it: redacted, and through JSON, so Dates and Maps read as the log has them. */
export function recordedForm(snapshot: unknown): RecordedSnapshot {
  const { value, context, status } = (isRecord(snapshot) ? snapshot : {}) as Partial<RecordedSnapshot>;
  return JSON.parse(JSON.stringify(redact({ value, context, status })) ?? '{}') as RecordedSnapshot;
}

/**
 * Where two snapshots in recorded form first differ (`value.mode`, `context.snapshot.discountCode`), or null when
 * they agree. Actor ids do not count: a replay's actors have other session ids than the recorded ones.
 */
export function snapshotDifference(expected: RecordedSnapshot, actual: RecordedSnapshot): string | null {
  return firstDifference(withoutActorIds(expected), withoutActorIds(actual));
}

const keyPath = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

/** The path of the first place two JSON values differ (`context.snapshot.mode`, `value.period`), or null. */
export function firstDifference(expected: unknown, actual: unknown, path = ''): string | null {
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const length = Math.max(expected.length, actual.length);
    for (let i = 0; i < length; i += 1) {
      const found =
        i < expected.length && i < actual.length
          ? firstDifference(expected[i], actual[i], `${path}[${i}]`)
          : `${path}[${i}]`;
      if (found !== null) return found;
    }
    return null;
  }
  if (isRecord(expected) && isRecord(actual)) {
    // Keys in the recorded order first, then those only the replay has.
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])];
    for (const key of keys) {
      const found = firstDifference(expected[key], actual[key], keyPath(path, key));
      if (found !== null) return found;
    }
    return null;
  }
  return JSON.stringify(expected) === JSON.stringify(actual) ? null : path;
}

/** The value at a path `firstDifference` gave. */
export function valueAt(root: unknown, path: string): unknown {
  const parts = path.match(/[^.[\]]+/g) ?? [];
  return parts.reduce<unknown>(
    (value, part) => (isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[part] : undefined),
    root,
  );
}

/** A state value as people read it: `submitting`, or `persistence.ready.idle, mode.buy, period.days30`. */
export function stateText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!isRecord(value)) return JSON.stringify(value) ?? String(value);
  return Object.entries(value)
    .map(([key, inner]) => {
      const innerText = stateText(inner);
      return isRecord(inner) && Object.keys(inner).length === 0
        ? key
        : innerText
            .split(', ')
            .map((part) => `${key}.${part}`)
            .join(', ');
    })
    .join(', ');
}
