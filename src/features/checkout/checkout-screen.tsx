import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { checkoutCopy as copy } from './checkout-copy';
import { useProfile } from '../profile';
import { checkoutFormFromProfile, EMPTY_CHECKOUT_FORM } from '../../kernel/checkout-form';
import { Card, Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { useCart } from '../cart';
import { CheckoutForm } from './checkout-form';
import styles from './checkout.module.css';

/**
 * /checkout: the buyer's details prefilled from the profile, the consents, the order summary of the cart's mode and
 * the order button. An empty cart gets a way back to the domains instead of a form.
 */
export default function CheckoutScreen({ title }: { title: string }) {
  const { ready, count } = useCart();
  const profile = useProfile();
  const loading = !ready || (count > 0 && profile.isPending);
  // The profile and the cart arrive through stores whose updates React renders at once, in one task. The form
  // replaces the loader in a deferred render instead, in slices that give way to the browser; a return to the
  // loader is not deferred.
  const settling = useDeferredValue(loading) || loading;

  if (settling) {
    return (
      <Page title={title}>
        <PageLoader />
      </Page>
    );
  }
  if (count === 0) {
    return (
      <Page title={title}>
        <Card>
          <p className={styles.empty}>{copy.empty.text}</p>
          <Link to="/domain-list">{copy.empty.link}</Link>
        </Card>
      </Page>
    );
  }
  // Without the profile the form starts empty and says why; the customer can still order.
  return (
    <Page title={title}>
      <CheckoutForm
        initial={profile.data ? checkoutFormFromProfile(profile.data) : EMPTY_CHECKOUT_FORM}
        notice={profile.isError ? copy.channel.profileFailed : null}
      />
    </Page>
  );
}
