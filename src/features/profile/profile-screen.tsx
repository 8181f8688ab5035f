import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { pl } from '../../i18n/pl';
import { profileCopy as copy } from './profile-copy';
import { formatDate } from '../../kernel/polish';
import { useProfile, type Profile } from './profile-api';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card, Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { AddressForm } from './address-form';
import { addressValuesOf } from './address-values';
import { ChangePasswordDialog } from './change-password-dialog';
import { CompanyForm } from './company-form';
import { ProfileDetailsForm } from './profile-details-form';
import styles from './profile-screen.module.css';

/** The signed-in user's account: details, company data, billing address and the password. */
export default function ProfileScreen() {
  const [search] = useSearchParams();
  const profile = useProfile();
  const verified = search.get('verified');

  if (profile.isPending) return <PageLoader />;
  if (profile.isError) {
    return (
      <Page title={pl.titles.profile}>
        <Alert tone="error">
          {copy.loadFailed} {profile.error.message}
        </Alert>
        <Button variant="secondary" onPress={() => void profile.refetch()}>
          {pl.common.tryAgain}
        </Button>
      </Page>
    );
  }
  return (
    <Page title={pl.titles.profile}>
      {verified === '1' && <Alert tone="success">{copy.verifiedNotice}</Alert>}
      {verified === '0' && <Alert tone="error">{copy.verifyFailedNotice}</Alert>}
      <ProfileForms profile={profile.data} />
    </Page>
  );
}

/** The forms, filled in from the profile once it has loaded; the address is kept here for the company look-up. */
function ProfileForms({ profile }: { profile: Profile }) {
  const [address, setAddress] = useState(() => addressValuesOf(profile.address));
  const privilegeNames = profile.privileges.map((p) =>
    p === 'admin' ? copy.summary.privilegeAdmin : copy.summary.privilegeUser,
  );
  return (
    <div className={styles.sections}>
      <Card>
        <dl className={styles.details}>
          <dt>{copy.summary.privileges}</dt>
          <dd>{privilegeNames.join(', ')}</dd>
          <dt>{copy.summary.memberSince}</dt>
          <dd>{formatDate(profile.created_at)}</dd>
        </dl>
        <div className={styles.actions}>
          <ChangePasswordDialog />
        </div>
      </Card>
      <Card>
        <ProfileDetailsForm profile={profile} />
      </Card>
      <Card>
        <CompanyForm
          profile={profile}
          onCompanyFound={(company) =>
            setAddress({
              street: company.street,
              postal_code: company.postal_code,
              city: company.city,
              country: company.country,
            })
          }
        />
      </Card>
      <Card>
        <AddressForm values={address} onChange={setAddress} />
      </Card>
    </div>
  );
}
