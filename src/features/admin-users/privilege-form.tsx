import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAppMachine } from '../../platform/machines/use-app-machine';
import { fromPromise } from 'xstate';
import { useAdminUsers, useSetPrivileges, type AdminUser } from './admin-users-api';
import { adminUsersCopy as copy } from './admin-users-copy';
import { submissionMachine } from '../../platform/machines/submission.machine';
import { adminRemovalRefusal } from '../../kernel/admin-privilege-rule';
import { PRIVILEGES, type Privilege } from '../../kernel/privileges';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Form } from '../../ui/form';
import { pageStyles } from '../../ui/page';
import { useAuth } from '../auth';
import { useToast } from '../../kit/toasts';
import pages from '../../kit/admin-pages.module.css';
import styles from './users.module.css';

const p = copy.privilegeForm;
const ADMINS_ONLY = { privilege: 'admin', page: 1, per_page: 1 } as const;

/**
 * The privilege switch of a user's page. The two rules the server holds are said beside the admin box before anyone
 * tries: it is locked on one's own account and on the last administrator. Saving goes through the submission machine;
 * a refusal keeps the boxes as they were ticked.
 */
export function PrivilegeForm({ user }: { user: AdminUser }) {
  const viewerId = useAuth().user?.id ?? null;
  const admins = useAdminUsers(ADMINS_ONLY);
  const lock = adminRemovalRefusal({
    targetIsAdmin: user.privileges.includes('admin'),
    targetIsActor: user.id === viewerId,
    adminCount: admins.data?.total ?? null,
  });
  const save = useSetPrivileges(user.id);
  const toast = useToast();
  const [chosen, setChosen] = useState<readonly Privilege[]>(user.privileges);
  const latest = useRef({ save, chosen, toast });
  useEffect(() => {
    latest.current = { save, chosen, toast };
  });
  // eslint-disable-next-line react-hooks/refs -- the actors read `latest` when they run, after render, never while rendering
  const [machine] = useState(() =>
    submissionMachine.provide({
      actors: { submit: fromPromise<unknown>(() => latest.current.save.mutateAsync([...latest.current.chosen])) },
      actions: { notifySuccess: () => latest.current.toast('success', p.saved) },
    }),
  );
  const [state, send] = useAppMachine(machine);
  const busy = state.hasTag('busy');
  const [clientError, setClientError] = useState<string | null>(null);
  const removing = user.privileges.some((privilege) => !chosen.includes(privilege));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setClientError(chosen.length === 0 ? p.noneChosen : null);
    if (chosen.length > 0) send({ type: 'form.submit', values: chosen });
  };
  const toggle = (privilege: Privilege, on: boolean) =>
    setChosen((current) => PRIVILEGES.filter((x) => (x === privilege ? on : current.includes(x))));

  const error = clientError ?? state.context.fieldErrors.privileges?.[0] ?? state.context.error;
  return (
    <section className={pageStyles.card} aria-labelledby="privileges-heading">
      <h2 id="privileges-heading" className={pages.heading}>
        {p.heading}
      </h2>
      <Form onSubmit={submit} className={styles.privileges}>
        {error && <Alert tone="error">{error}</Alert>}
        {PRIVILEGES.map((privilege) => {
          const locked = privilege === 'admin' && lock !== null;
          return (
            <div key={privilege}>
              <Checkbox
                name={privilege}
                isSelected={chosen.includes(privilege)}
                isDisabled={locked || busy}
                onChange={(on) => toggle(privilege, on)}
              >
                {copy.privileges[privilege]}
              </Checkbox>
              {locked && <p className={styles.lock}>{lock === 'self' ? p.lockedSelf : p.lockedLast}</p>}
            </div>
          );
        })}
        {removing && <p className={pages.muted}>{p.removingSignsOut}</p>}
        <div className={pages.filterActions}>
          <Button type="submit" isPending={busy}>
            {p.save}
          </Button>
        </div>
      </Form>
    </section>
  );
}
