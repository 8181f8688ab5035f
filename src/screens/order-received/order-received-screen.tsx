import { useLocation } from 'react-router';
import { pl } from '../../i18n/pl';
import { Alert } from '../../ui/alert';
import { Card, Page } from '../../ui/page';

/** What the escrow flow passes in the navigation state (spec section 2, /order-received). */
export interface OrderReceivedState {
  status?: 'success';
  headline?: string;
  description?: string;
}

/** The order status page; after a successful escrow order it shows the spec's headline and description. */
export default function OrderReceivedScreen() {
  const state = (useLocation().state as OrderReceivedState | null) ?? {};
  const success = state.status === 'success';
  return (
    <Page title={pl.titles.orderReceived}>
      <Card>
        {success ? (
          <Alert tone="success">
            <strong>{state.headline ?? pl.orderReceived.headline}</strong>
            <br />
            {state.description ?? pl.orderReceived.description}
          </Alert>
        ) : (
          <p>{pl.orderReceived.noOrder}</p>
        )}
      </Card>
    </Page>
  );
}
