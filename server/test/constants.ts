/** The moment the test database was seeded at; seeded dates are relative to it. */
export const TEST_NOW = new Date('2026-11-20T10:00:00Z');
export const TEST_SEED_DOMAINS = 600;
/** A logger for background jobs run by hand in tests, whose lines nobody reads. */
export const SILENT_LOG = { info: () => {}, error: () => {} };
