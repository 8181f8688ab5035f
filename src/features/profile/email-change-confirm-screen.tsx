import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { useConfirmEmailChange } from './profile-api';
import { profileCopy } from './profile-copy';
import { submissionMachine } from '../../platform/machines/submission.machine';
import { emailChangeLinkOf, type EmailChangeLink } from '../../kernel/email-change-link';
import { Alert } from '../../ui/alert';
import { Card, Page } from '../../ui/page';
import { useAuth } from '../auth';
import { useAppMachine } from '../../platform/machines/use-app-machine';

const copy = profileCopy.emailChange;

/**
 * Where the link mailed to a requested new address leads (/email-change/confirm?…): it sends the link once, then
 * says whether the account's address is now the new one, or why not.
 */
export default function EmailChangeConfirmScreen({ title }: { title: string }) {
  const [search] = useSearchParams();
  const link = useMemo(() => emailChangeLinkOf(search), [search]);
  return (
    <Page title={title}>
      <Card>{link ? <Confirmation link={link} /> : <Alert tone="error">{copy.incompleteLink}</Alert>}</Card>
    </Page>
  );
}

function Confirmation({ link }: { link: EmailChangeLink }) {
  const { signedIn } = useAuth();
  const confirm = useConfirmEmailChange();
  const machine = useMemo(
    () =>
      submissionMachine.provide({
        actors: { submit: fromPromise(({ input }) => confirm(input as EmailChangeLink)) },
      }),
    [confirm],
  );
  const [state, send] = useAppMachine(machine);
  // Following the link is the confirmation; the machine ignores a second send while the first is on its way.
  useEffect(() => send({ type: 'form.submit', values: link }), [send, link]);

  const result = state.matches('succeeded') ? (state.context.result as { message: string }) : null;
  const failure = state.context.error;
  return (
    <>
      {state.hasTag('busy') && <p role="status">{copy.confirming}</p>}
      {result && <Alert tone="success">{result.message}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      {(result || failure) && (
        <p>
          <Link to={signedIn ? '/profile' : '/'}>{signedIn ? copy.toProfile : copy.toLogin}</Link>
        </p>
      )}
    </>
  );
}
