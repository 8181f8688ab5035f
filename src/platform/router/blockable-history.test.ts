import { describe, expect, it } from 'vitest';
import { UNSAFE_createMemoryHistory, type Blocker, type BlockerFunction } from 'react-router';
import { createBlockableHistory, type HistoryMove } from './blockable-history';

/** A history over memory entries, with what its router would have shown and what its blocker reported. */
function setUp(entries = ['/manage'], shouldBlock?: BlockerFunction, index = entries.length - 1) {
  const base = UNSAFE_createMemoryHistory({ initialEntries: entries, initialIndex: index, v5Compat: true });
  const history = createBlockableHistory(base);
  const moves: HistoryMove[] = [];
  history.listen((move) => moves.push(move));
  const blockers: Blocker[] = [];
  const asked: Parameters<BlockerFunction>[0][] = [];
  const latest = () => blockers.at(-1);
  if (shouldBlock)
    history.block(
      (args) => {
        asked.push(args);
        return shouldBlock(args);
      },
      (blocker) => blockers.push(blocker),
    );
  return { base, history, moves, blockers, asked, latest };
}

const leavingThePage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname;

describe('the app history', () => {
  it('tells its listener of each move, with the options it was asked with', () => {
    const { history, moves } = setUp();
    history.push('/manage?page=2', null, { preventScrollReset: true, flushSync: true });
    history.replace('/categories', { from: 'test' });
    history.go(-1);
    expect(moves.map((move) => [move.action, move.location.pathname + move.location.search, move.options])).toEqual([
      ['PUSH', '/manage?page=2', { preventScrollReset: true, flushSync: true }],
      ['REPLACE', '/categories', {}],
      ['POP', '/manage', {}],
    ]);
    expect(moves[1]!.location.state).toEqual({ from: 'test' });
    expect(history.location.pathname).toBe('/manage');
  });

  it('lets every move through while the blocker says no', () => {
    const { history, moves, blockers, asked } = setUp(['/manage'], leavingThePage);
    history.push('/manage?page=2');
    history.replace('/manage?page=3');
    expect(moves.map((move) => move.location.search)).toEqual(['?page=2', '?page=3']);
    expect(asked.map((args) => [args.historyAction, args.currentLocation.search, args.nextLocation.search])).toEqual([
      ['PUSH', '', '?page=2'],
      ['REPLACE', '?page=2', '?page=3'],
    ]);
    expect(blockers).toEqual([]);
  });

  it('holds a push until proceed, then enters the very location the blocker was shown', () => {
    const { history, moves, latest } = setUp(['/manage'], leavingThePage);
    history.push('/categories', null, { flushSync: true });
    expect(moves).toEqual([]);
    expect(history.location.pathname).toBe('/manage');
    const blocked = latest()!;
    expect(blocked.state).toBe('blocked');
    expect(blocked.location?.pathname).toBe('/categories');

    blocked.proceed!();
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ action: 'PUSH', location: blocked.location, options: { flushSync: true } });
    expect(latest()!.state).toBe('unblocked');
  });

  it('holds a replace the same way, and reports proceeding before the move lands', () => {
    const { history, moves, blockers } = setUp(['/manage'], leavingThePage);
    history.replace('/categories');
    blockers.at(-1)!.proceed!();
    expect(blockers.map((blocker) => blocker.state)).toEqual(['blocked', 'proceeding', 'unblocked']);
    expect(moves.map((move) => [move.action, move.location.pathname])).toEqual([['REPLACE', '/categories']]);
  });

  it('stays where it is on reset, and asks again next time', () => {
    const { history, moves, latest, asked } = setUp(['/manage'], leavingThePage);
    history.push('/categories');
    latest()!.reset!();
    expect(latest()!.state).toBe('unblocked');
    expect(moves).toEqual([]);
    expect(history.location.pathname).toBe('/manage');
    history.push('/categories');
    expect(latest()!.state).toBe('blocked');
    expect(asked).toHaveLength(2);
  });

  it('lets the hold go when another move goes through meanwhile', () => {
    const { history, moves, latest } = setUp(['/manage'], leavingThePage);
    history.push('/categories');
    history.push('/manage?page=2');
    expect(moves.map((move) => move.location.pathname + move.location.search)).toEqual(['/manage?page=2']);
    expect(latest()!.state).toBe('unblocked');
  });

  it('undoes a blocked back at once, without telling the router, and goes back on proceed', () => {
    const { base, history, moves, latest } = setUp(['/domain-list', '/manage'], leavingThePage);
    history.go(-1);
    expect(moves).toEqual([]);
    expect(base.location.pathname).toBe('/manage');
    expect(history.location.pathname).toBe('/manage');
    const blocked = latest()!;
    expect(blocked).toMatchObject({ state: 'blocked', location: { pathname: '/domain-list' } });

    blocked.proceed!();
    expect(moves.map((move) => [move.action, move.location.pathname])).toEqual([['POP', '/domain-list']]);
    expect(base.location.pathname).toBe('/domain-list');
    expect(latest()!.state).toBe('unblocked');
  });

  it('undoes a blocked forward by as many entries as it jumped, and stays there on reset', () => {
    const { base, history, moves, latest } = setUp(['/manage', '/categories', '/orders'], leavingThePage, 0);
    history.go(2);
    expect(base.location.pathname).toBe('/manage');
    expect(latest()).toMatchObject({ state: 'blocked', location: { pathname: '/orders' } });
    latest()!.reset!();
    expect(moves).toEqual([]);
    expect(history.location.pathname).toBe('/manage');
  });

  it('lets a move through when the blocker is removed', () => {
    const { history, moves } = setUp(['/manage']);
    const remove = history.block(
      () => true,
      () => undefined,
    );
    history.push('/categories');
    expect(moves).toEqual([]);
    remove();
    history.push('/categories');
    expect(moves.map((move) => move.location.pathname)).toEqual(['/categories']);
  });
});
