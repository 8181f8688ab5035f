import {
  NavigationType,
  parsePath,
  type Blocker,
  type BlockerFunction,
  type Location,
  type NavigateOptions,
  type To,
  type UNSAFE_createBrowserHistory,
} from 'react-router';

/** A history as react-router builds it (browser or memory), created with `v5Compat: true`. */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** What the app's router needs to know about a move besides where it goes. */
export type MoveOptions = Pick<NavigateOptions, 'flushSync' | 'preventScrollReset'>;

/** A move the router is to show: where, how (push, replace, back/forward) and what it was asked with. */
export interface HistoryMove {
  action: NavigationType;
  location: Location;
  options: MoveOptions;
}

/**
 * The app's history: react-router's navigator (push and replace take useNavigate's options, so the router can
 * honour `flushSync` and `preventScrollReset`), with one blocker that can hold a move until the user answers.
 */
export interface BlockableHistory {
  readonly action: NavigationType;
  /** The location the app shows (during a held back/forward the address bar may briefly say otherwise). */
  readonly location: Location;
  createHref: History['createHref'];
  createURL: History['createURL'];
  encodeLocation: History['encodeLocation'];
  go(delta: number): void;
  push(to: To, state?: unknown, options?: MoveOptions): void;
  replace(to: To, state?: unknown, options?: MoveOptions): void;
  /** The router's subscription: every move that was let through. One listener at a time. */
  listen(listener: (move: HistoryMove) => void): () => void;
  /**
   * Installs the blocker (one at a time: a newer one replaces it). `shouldBlock` is asked about each move;
   * `onChange` hears the blocker's state. Returns the removal.
   */
  block(shouldBlock: BlockerFunction, onChange: (blocker: Blocker) => void): () => void;
}

/** The blocker's state while nothing is held. */
export const UNBLOCKED: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };

/** The key react-router gives each entry: scroll positions are remembered by it. */
function entryKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/**
 * Wraps a v5Compat history (its listener hears push and replace too, synchronously) so that a registered blocker
 * can hold a move, the way react-router's data router does: push and replace wait for `proceed()`; back/forward has
 * already changed the address when the history hears of it, so it is undone with `go(-delta)` (that undoing move is
 * ignored) and `proceed()` repeats it.
 */
export function createBlockableHistory(base: History): BlockableHistory {
  let current = base.location;
  let listener: ((move: HistoryMove) => void) | null = null;
  let blocker: { shouldBlock: BlockerFunction; onChange: (blocker: Blocker) => void } | null = null;
  let blockerState: Blocker = UNBLOCKED;
  // The options of the push or replace under way: the base history reports it before `push` returns.
  let moveOptions: MoveOptions = {};
  // A held back/forward is being undone; the undoing POP arrives later in a browser (at once in memory).
  let undoing = false;
  let afterUndo: (() => void) | null = null;

  function setBlockerState(next: Blocker) {
    blockerState = next;
    blocker?.onChange(next);
  }

  function isBlocked(nextLocation: Location, historyAction: NavigationType): boolean {
    // A move the user agreed to goes through, whatever the blocker would say now.
    if (!blocker || blockerState.state === 'proceeding') return false;
    return blocker.shouldBlock({ currentLocation: current, nextLocation, historyAction });
  }

  function hold(location: Location, repeat: () => void) {
    setBlockerState({
      state: 'blocked',
      location,
      proceed() {
        setBlockerState({ state: 'proceeding', location, proceed: undefined, reset: undefined });
        repeat();
      },
      reset() {
        setBlockerState(UNBLOCKED);
      },
    });
  }

  function move(action: NavigationType.Push | NavigationType.Replace, to: To, state: unknown, options: MoveOptions) {
    const path = typeof to === 'string' ? parsePath(to) : to;
    // Built here, not by the base history, so the blocker is told of the very location that is then entered.
    const next: Location = { pathname: current.pathname, search: '', hash: '', ...path, state, key: entryKey() };
    const enter = () => {
      moveOptions = options;
      try {
        if (action === NavigationType.Push) base.push(next);
        else base.replace(next);
      } finally {
        moveOptions = {};
      }
    };
    if (isBlocked(next, action)) hold(next, enter);
    else enter();
  }

  base.listen(({ action, location, delta }) => {
    if (undoing) {
      undoing = false;
      const repeat = afterUndo;
      afterUndo = null;
      repeat?.();
      return;
    }
    // A POP without a delta reached an entry the app did not make (a bare #anchor): it cannot be undone.
    if (action === NavigationType.Pop && delta !== null && isBlocked(location, action)) {
      undoing = true;
      base.go(-delta);
      hold(location, () => {
        if (undoing) afterUndo = () => base.go(delta);
        else base.go(delta);
      });
      return;
    }
    current = location;
    // The move went ahead, so nothing is held any more (also when it was another move than the held one).
    if (blockerState.state !== 'unblocked') setBlockerState(UNBLOCKED);
    listener?.({ action, location, options: action === NavigationType.Pop ? {} : moveOptions });
  });

  return {
    get action() {
      return base.action;
    },
    get location() {
      return current;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    push: (to, state = null, options = {}) => move(NavigationType.Push, to, state, options),
    replace: (to, state = null, options = {}) => move(NavigationType.Replace, to, state, options),
    listen(next) {
      listener = next;
      return () => {
        if (listener === next) listener = null;
      };
    },
    block(shouldBlock, onChange) {
      const installed = { shouldBlock, onChange };
      blocker = installed;
      blockerState = UNBLOCKED;
      return () => {
        if (blocker !== installed) return;
        blocker = null;
        blockerState = UNBLOCKED;
      };
    },
  };
}
