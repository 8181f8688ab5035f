import { checkoutCopy as copy } from './checkout-copy';
import type { CheckoutFailure, RefusedItem } from './checkout.machine';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { UnverifiedEmailNotice } from './unverified-email-notice';
import styles from './checkout.module.css';

export interface CheckoutFailureProps {
  failure: CheckoutFailure;
  refreshing: boolean;
  /** Server messages for fields the form does not show (e.g. the discount code), to list here. */
  otherMessages: string[];
  onRemoveUnavailable: (items: RefusedItem[]) => void;
}

/** Why the order was not placed, and what the customer can do about it; what they typed stays in the form. */
export function CheckoutFailureNotice({
  failure,
  refreshing,
  otherMessages,
  onRemoveUnavailable,
}: CheckoutFailureProps) {
  switch (failure.kind) {
    case 'unavailable':
      return (
        <Alert tone="error">
          <strong>{copy.failure.unavailableHeading}</strong>
          <ul className={styles.refused}>
            {failure.items.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                {item.name ?? copy.failure.unnamed(item.id)} — {copy.failure.reason[item.reason] ?? item.reason}
              </li>
            ))}
          </ul>
          <Button variant="secondary" onPress={() => onRemoveUnavailable(failure.items)}>
            {copy.failure.removeUnavailable}
          </Button>
        </Alert>
      );
    case 'pricesChanged':
      return (
        <Alert tone={failure.refreshed || refreshing ? 'info' : 'error'}>
          {copy.failure.pricesChanged}{' '}
          {refreshing
            ? copy.failure.refreshing
            : failure.refreshed
              ? copy.failure.pricesRefreshed
              : copy.failure.pricesNotRefreshed}
        </Alert>
      );
    case 'invalid': {
      // When every message is about something outside the form (the discount code, the number of domains), there is
      // no field to correct, so the messages stand alone.
      const nothingMarked =
        otherMessages.length > 0 && otherMessages.length === Object.values(failure.fieldErrors).flat().length;
      return (
        <Alert tone="error">
          {!nothingMarked && copy.submit.fixFields}
          {otherMessages.length > 0 && (
            <ul className={styles.refused}>
              {otherMessages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </Alert>
      );
    }
    case 'unverified':
      return <UnverifiedEmailNotice message={failure.message} />;
    case 'error':
      return <Alert tone="error">{failure.message}</Alert>;
  }
}
