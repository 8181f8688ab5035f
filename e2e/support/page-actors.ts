import type { Page } from '@playwright/test';

/*
 * The state values the page's own machine actors went through, recorded in the page as they happen, so a test can
 * compare them with a generated path step by step, transient states (a write, a request) included, without racing
 * them. The cart's actor is the app's QA hook (`window.__domenika.cartActor`); the escrow actor lives inside its
 * popup, and the app exposes no hook for it yet, so it is found through React's developer-tools hook (the one the
 * browser extension uses), which production builds still call. Replace that with an app hook once there is one.
 */

interface WatchedActor {
  logic: { id?: string };
  getSnapshot(): { value: unknown };
  subscribe(observer: { next(snapshot: { value: unknown }): void; error(): void }): unknown;
}

interface HookFiber {
  type: unknown;
  memoizedState: unknown;
  child: HookFiber | null;
  sibling: HookFiber | null;
}

type LogWindow = Window & { __actorValues?: Record<string, unknown[]> };

/** Runs in the page before its scripts: records each value of the actors of these machine ids (no repeats). */
function install(machineIds: string[]) {
  const w = window as unknown as LogWindow & Record<string, unknown>;
  const logs: Record<string, unknown[]> = {};
  w.__actorValues = logs;
  const watched = new WeakSet<object>();
  const isWatched = (candidate: unknown): candidate is WatchedActor => {
    const actor = candidate as Partial<WatchedActor> | null;
    return typeof actor?.getSnapshot === 'function' && machineIds.includes(actor.logic?.id ?? '');
  };
  const watch = (actor: WatchedActor) => {
    if (watched.has(actor)) return;
    watched.add(actor);
    const log = (logs[actor.logic.id!] ??= []);
    const record = ({ value }: { value: unknown }) => {
      const json = JSON.stringify(value);
      if (JSON.stringify(log[log.length - 1]) !== json) log.push(JSON.parse(json));
    };
    record(actor.getSnapshot());
    actor.subscribe({ next: record, error: () => {} });
  };

  // The app assigns its QA hook once, at start-up, before the cart has been read: its first value is recorded.
  let qaHook: { cartActor?: unknown } | undefined;
  Object.defineProperty(w, '__domenika', {
    configurable: true,
    get: () => qaHook,
    set: (value: { cartActor?: unknown }) => {
      qaHook = value;
      if (isWatched(value.cartActor)) watch(value.cartActor);
    },
  });

  // @xstate/react keeps `[machine config, actor]` in a state hook of the component that runs the machine.
  const visit = (root: HookFiber) => {
    const stack: HookFiber[] = [root];
    while (stack.length > 0) {
      const fiber = stack.pop()!;
      if (typeof fiber.type === 'function') {
        let hook = fiber.memoizedState as { memoizedState: unknown; next: unknown } | null;
        while (hook && typeof hook === 'object' && 'next' in hook) {
          const held = hook.memoizedState;
          if (Array.isArray(held) && isWatched(held[1])) watch(held[1]);
          hook = hook.next as typeof hook;
        }
      }
      if (fiber.child) stack.push(fiber.child);
      if (fiber.sibling) stack.push(fiber.sibling);
    }
  };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    inject: () => 1,
    checkDCE: () => {},
    onCommitFiberRoot: (_id: number, root: { current: HookFiber }) => visit(root.current),
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
  };
}

/** Records the values of the page's actors of these machine ids, on every page load from now on. */
export async function watchActors(page: Page, machineIds: string[]): Promise<void> {
  await page.addInitScript(install, machineIds);
}

/** The values the page's actor of this machine went through since the page loaded, without repeats. */
export async function actorValues(page: Page, machineId: string): Promise<unknown[]> {
  return page.evaluate((id) => (window as LogWindow).__actorValues?.[id] ?? [], machineId);
}
