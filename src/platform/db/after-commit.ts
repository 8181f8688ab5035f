import type { DbFailure, DbNews, DbOperation, DbReply, ResultOf } from './protocol';

/** What a store may do once a request of its kind has committed. */
export interface Commit {
  /** Tells the other tabs, right after the asking tab has its answer. */
  announce(news: DbNews): void;
  /** A failure worth telling the user; the write itself is committed. */
  report(failure: DbFailure): void;
}

/** A store's step after a request of kind `O` commits; it runs before the asking tab hears the answer. */
export type AfterCommit<O extends DbOperation> = (result: ResultOf<O>, commit: Commit) => void;

/** The steps the stores registered: "after a request of kind X commits, do Y". */
export class AfterCommitHooks {
  #hooks = new Set<(reply: DbReply, commit: Commit) => void>();

  /** Registers `hook` for committed requests of kind `op`; returns its removal. */
  add<O extends DbOperation>(op: O, hook: AfterCommit<O>): () => void {
    const run = (reply: DbReply, commit: Commit) => {
      const result = reply.ok ? reply.result[op] : undefined;
      if (result !== undefined) hook(result, commit);
    };
    this.#hooks.add(run);
    return () => {
      this.#hooks.delete(run);
    };
  }

  /** Runs the steps registered for the reply's kind; a failed reply committed nothing. */
  run(reply: DbReply, commit: Commit): void {
    for (const hook of this.#hooks) hook(reply, commit);
  }
}
