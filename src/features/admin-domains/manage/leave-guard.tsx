import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { adminDomainsCopy as copy } from '../admin-domains-copy';
import { useDialog } from '../../../kit/use-dialog';
import { ConfirmQuestion } from '../../../kit/confirm-question';
import { useNavigationBlocker } from '../../../platform/router/use-navigation-blocker';

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

  const blocker = useNavigationBlocker(
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

  // The blocker is where the question comes from; the dialog machine holds it, and its answer goes back to the blocker.
  const question = useDialog({ confirm: () => blocker.proceed?.(), onDismiss: () => blocker.reset?.() });
  const blocked = blocker.state === 'blocked';
  const { open: ask, close: forgetQuestion } = question;
  useEffect(() => {
    if (blocked) ask();
    // The blocked move went ahead or was given up elsewhere (a second navigation): the question is gone.
    else forgetQuestion();
  }, [blocked, ask, forgetQuestion]);

  const dialog = (
    <ConfirmQuestion
      question={question}
      title={copy.leave.title}
      confirmLabel={copy.leave.leave}
      cancelLabel={copy.leave.stay}
    >
      {copy.leave.text}
    </ConfirmQuestion>
  );

  return { dialog, allowNextNavigation };
}
