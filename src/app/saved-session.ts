import type { Session, SessionUser } from '../features/auth/auth.machine';

/** Where the signed-in user and token live between visits (spec section 2, start-up). */
export const SESSION_KEY = 'domenika.auth';

function isSession(value: unknown): value is Session {
  if (!value || typeof value !== 'object') return false;
  const { user, access_token } = value as { user?: Partial<SessionUser>; access_token?: unknown };
  return (
    typeof access_token === 'string' &&
    !!user &&
    typeof user.id === 'number' &&
    typeof user.email === 'string' &&
    Array.isArray(user.privileges)
  );
}

/** The saved session, or null when there is none or it is unreadable (a damaged entry is removed). */
export function readSavedSession(storage: Storage): Session | null {
  const raw = storage.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSession(parsed)) return parsed;
  } catch {
    // fall through: not JSON
  }
  storage.removeItem(SESSION_KEY);
  return null;
}

export function saveSession(storage: Storage, session: Session): void {
  storage.setItem(SESSION_KEY, JSON.stringify(session));
}
