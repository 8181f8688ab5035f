import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { adminDomainsCopy as copy } from '../../../i18n/admin-domains';
import { ConfirmDialog } from '../../../ui/confirm-dialog';

/**
 * Asks before unsaved edits are lost: an in-app navigation to another page waits for a Polish confirmation, and
 * closing or reloading the tab gets the browser's own question. Changing only the query (paging, sorting,
 * filtering) is not leaving. `allowNextNavigation` lets a deliberate move through (after a save or a delete).
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  // The blocker reads it on navigation, after the render that changed it has been committed.
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string };
        nextLocation: { pathname: string };
      }) => dirtyRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    // New edits after a let-through move are guarded again.
    allowed.current = false;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows its dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const allowNextNavigation = useCallback(() => {
    allowed.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      title={copy.leave.title}
      confirmLabel={copy.leave.leave}
      cancelLabel={copy.leave.stay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {copy.leave.text}
    </ConfirmDialog>
  );

  return { dialog, allowNextNavigation };
}
