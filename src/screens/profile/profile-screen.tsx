import { useSearchParams } from 'react-router';
import { pl } from '../../i18n/pl';
import { formatDate } from '../../i18n/format';
import { useProfile, useResendVerification } from '../../api/profile';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card, Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { useToast } from '../shared/toasts';
import styles from './profile-screen.module.css';

/** The signed-in user's account: who they are and whether their e-mail is verified. */
export default function ProfileScreen() {
  const [search] = useSearchParams();
  const profile = useProfile();
  const resend = useResendVerification();
  const toast = useToast();
  const verified = search.get('verified');

  if (profile.isPending) return <PageLoader />;
  if (profile.isError) {
    return (
      <Page title={pl.titles.profile}>
        <Alert tone="error">
          {pl.profile.loadFailed} {profile.error.message}
        </Alert>
        <Button variant="secondary" onPress={() => void profile.refetch()}>
          {pl.common.tryAgain}
        </Button>
      </Page>
    );
  }
  const user = profile.data;
  const privilegeNames = user.privileges.map((p) =>
    p === 'admin' ? pl.profile.privilegeAdmin : pl.profile.privilegeUser,
  );
  return (
    <Page title={pl.titles.profile}>
      {verified === '1' && <Alert tone="success">{pl.profile.verifiedNotice}</Alert>}
      {verified === '0' && <Alert tone="error">{pl.profile.verifyFailedNotice}</Alert>}
      <Card>
        <dl className={styles.details}>
          <dt>{pl.profile.name}</dt>
          <dd>{user.name}</dd>
          <dt>{pl.profile.email}</dt>
          <dd>
            {user.email}
            {user.email_verified_at ? (
              <span className={styles.verified}> · {pl.profile.emailVerified}</span>
            ) : (
              <span className={styles.unverified}>
                {' '}
                · {pl.profile.emailNotVerified}{' '}
                <Button
                  variant="secondary"
                  isPending={resend.isPending}
                  onPress={() =>
                    resend.mutate(undefined, {
                      onSuccess: (result) => toast('success', result.message),
                      onError: (error) => toast('error', error.message),
                    })
                  }
                >
                  {pl.profile.resendVerification}
                </Button>
              </span>
            )}
          </dd>
          <dt>{pl.profile.privileges}</dt>
          <dd>{privilegeNames.join(', ')}</dd>
          <dt>{pl.profile.aftermarketId}</dt>
          <dd>{user.aftermarket_id ?? pl.profile.none}</dd>
          <dt>{pl.profile.memberSince}</dt>
          <dd>{formatDate(user.created_at)}</dd>
        </dl>
      </Card>
    </Page>
  );
}
