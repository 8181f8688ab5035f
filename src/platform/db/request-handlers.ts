import type { ArgsOf, DbFailure, DbOperation, DbReply, DbRequest, DbResult, ResultOf } from './protocol';

/** A store's answers to its own operations, given as `{ op: { request, reply } }`. */
export type HandlersOf<Operations extends { [O in keyof Operations]: { request: unknown; reply: unknown } }> = {
  [O in keyof Operations]: (args: Operations[O]['request']) => Operations[O]['reply'];
};

/** What a driver does for each operation; the SQLite processor and the local-storage fallback are the two drivers. */
export type DbHandlers = { [O in DbOperation]: (args: ArgsOf<O>) => ResultOf<O> };

/** Runs one request through a driver's handlers; a throw becomes a failed reply, named by `failureOf`. */
export function answerRequest<O extends DbOperation>(
  handlers: DbHandlers,
  request: DbRequest<O>,
  failureOf: (error: unknown) => DbFailure,
): DbReply {
  try {
    const result: DbResult = {};
    result[request.op] = handlers[request.op](request.args);
    return { id: request.id, ok: true, result };
  } catch (error) {
    return { id: request.id, ok: false, error: failureOf(error) };
  }
}
