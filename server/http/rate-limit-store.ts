import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AppContext } from '../context';
import { countAttempt, readAttempts, type CountedAttempt } from '../services/rate-limit-counters';

type Reply = (error: Error | null, result?: { current: number; ttl: number }) => void;

const answer = (done: Reply) => (counted: CountedAttempt) => done(null, { current: counted.hits, ttl: counted.ttlMs });

/**
 * The rate-limit plugin's store, kept in the database instead of the plugin's per-process memory: every API process
 * on one database counts the same attempts, and a restart does not hand an attacker a fresh window. The clock is the
 * app's, so tests move it. The plugin builds the store with `new`, so this returns a class bound to the context.
 */
export function databaseRateLimitStore(ctx: Pick<AppContext, 'db' | 'now'>): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, done: Reply, timeWindow: number): void {
      countAttempt(ctx.db, key, timeWindow, ctx.now().getTime()).then(answer(done), done);
    }

    /** Used by the plugin for `{ increment: false }` checks. */
    read(key: string, done: Reply): void {
      readAttempts(ctx.db, key, ctx.now().getTime()).then(answer(done), done);
    }

    /** Windows and limits arrive with each call, so a route's child store is the same store. */
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}
