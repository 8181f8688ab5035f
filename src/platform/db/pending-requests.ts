import { DbError } from './db-error';
import type { ArgsOf, DbFailure, DbOperation, DbReply, DbRequest, ResultOf } from './protocol';

/** The result of a reply to an `op` request; a failed reply, or one without that result, throws a DbError. */
export function readReply<O extends DbOperation>(op: O, reply: DbReply): ResultOf<O> {
  if (!reply.ok) throw new DbError(reply.error);
  const result = reply.result[op];
  if (result === undefined) throw new DbError({ kind: 'internal', message: `the reply holds no result of ${op}` });
  return result;
}

interface Pending {
  request: DbRequest;
  settle(reply: DbReply): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * This tab's requests still waiting for an answer, wherever they were sent: each settles its caller's promise with
 * the typed result of its reply, or fails it when no answer comes in time.
 */
export class PendingRequests {
  #entries = new Map<string, Pending>();

  /** `onFailure` hears every failed reply, to tell the user about a full disk or a damaged file. */
  constructor(private readonly onFailure: (failure: DbFailure) => void) {}

  /** Starts waiting for the answer to a new request; the caller sends `request` wherever the store lives. */
  add<O extends DbOperation>(
    op: O,
    args: ArgsOf<O>,
    timeoutMs: number,
  ): { request: DbRequest<O>; answer: Promise<ResultOf<O>> } {
    const request: DbRequest<O> = { id: crypto.randomUUID(), op, args };
    const answer = new Promise<ResultOf<O>>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#entries.delete(request.id);
        reject(new DbError({ kind: 'unavailable', message: `no answer to ${op}` }));
      }, timeoutMs);
      const settle = (reply: DbReply) => {
        try {
          resolve(readReply(op, reply));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      };
      this.#entries.set(request.id, { request, settle, timer });
    });
    return { request, answer };
  }

  /** Settles the request the reply answers, if this tab still waits for it. */
  settle(reply: DbReply): void {
    const pending = this.#entries.get(reply.id);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.#entries.delete(reply.id);
    if (!reply.ok) this.onFailure(reply.error);
    pending.settle(reply);
  }

  /** Every request still waiting, oldest first: they are sent again when another tab or store takes over. */
  requests(): DbRequest[] {
    return [...this.#entries.values()].map((pending) => pending.request);
  }
}
