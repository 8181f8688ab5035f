import { describe, expect, it } from 'vitest';
import { EMPTY_CART } from '../../kernel/cart';
import { AfterCommitHooks, type Commit } from './after-commit';
import type { DbFailure, DbNews } from './protocol';

function commitLog(): { commit: Commit; news: DbNews[]; failures: DbFailure[] } {
  const news: DbNews[] = [];
  const failures: DbFailure[] = [];
  return {
    commit: { announce: (item) => news.push(item), report: (failure) => failures.push(failure) },
    news,
    failures,
  };
}

describe("the stores' after-commit steps", () => {
  it('run for a committed request of their kind, with its result, and for no other kind', () => {
    const hooks = new AfterCommitHooks();
    hooks.add('cart.write', (snapshot, commit) => commit.announce({ type: 'cart', snapshot }));
    hooks.add('cache.invalidate', (count, commit) =>
      commit.report({ kind: 'internal', message: `${count} entries dropped` }),
    );
    const { commit, news, failures } = commitLog();

    hooks.run({ id: '1', ok: true, result: { 'cart.write': EMPTY_CART } }, commit);
    hooks.run({ id: '2', ok: true, result: { 'cache.get': null } }, commit);

    expect(news).toEqual([{ type: 'cart', snapshot: EMPTY_CART }]);
    expect(failures).toEqual([]);
  });

  it('do not run for a failed request, nor once removed', () => {
    const hooks = new AfterCommitHooks();
    const remove = hooks.add('cart.write', (snapshot, commit) => commit.announce({ type: 'cart', snapshot }));
    const { commit, news } = commitLog();

    hooks.run({ id: '1', ok: false, error: { kind: 'quota', message: 'full' } }, commit);
    remove();
    hooks.run({ id: '2', ok: true, result: { 'cart.write': EMPTY_CART } }, commit);

    expect(news).toEqual([]);
  });
});
