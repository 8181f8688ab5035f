import type { DbClient, DbStatus } from '../platform/db/db-client';
import type { DbFailure } from '../platform/db/protocol';
import { pl } from '../i18n/pl';
import { showToast, type Toasts } from '../ui/toast-queue';

function messageFor(status: DbStatus, problem: DbFailure): string | null {
  if (status.rebuilt) return status.rebuilt.cartRestored ? pl.storage.rebuiltCartRestored : pl.storage.rebuilt;
  switch (problem.kind) {
    case 'quota':
      return pl.storage.quota;
    case 'locked':
      return pl.storage.locked;
    case 'corrupt':
      return pl.storage.rebuilt;
    case 'internal':
      return pl.storage.failed;
    case 'unavailable':
      return null; // the notice in the layout says it, once, without a toast
  }
}

/**
 * Tells the user about the browser database in Polish, once per problem, and marks the page with its role for
 * diagnostics (html[data-db-role], html[data-db-ready]) and the benchmark (performance mark "db-ready").
 */
export function watchStorage(db: DbClient, toasts: Toasts): void {
  let lastProblem: DbFailure | null = null;
  let markedReady = false;
  db.subscribe((event) => {
    if (event.type !== 'status') return;
    const { status } = event;
    const root = document.documentElement;
    root.dataset.dbRole = status.role;
    root.dataset.dbReady = String(status.ready);
    if (status.ready && (status.role === 'leader' || status.role === 'local') && !markedReady) {
      markedReady = true;
      performance.mark('db-ready');
    }
    if (status.problem && status.problem !== lastProblem) {
      const message = messageFor(status, status.problem);
      if (message) showToast(toasts, status.problem.kind === 'corrupt' ? 'info' : 'error', message);
    }
    lastProblem = status.problem;
  });
}
