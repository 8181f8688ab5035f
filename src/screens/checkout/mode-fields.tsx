import { checkoutCopy as copy } from '../../i18n/checkout';
import type { CartMode, CartRedirectPeriod } from '../../model/cart';
import type { RentChannel } from '../../model/checkout-request';
import { RadioGroupField } from '../../ui/radio-group-field';
import { useCart, useCartActions } from '../shared/cart-hooks';
import styles from './checkout.module.css';

const MODES = [
  { value: 'buy', label: copy.mode.buy },
  { value: 'rent', label: copy.mode.rent },
  { value: 'redirect', label: copy.mode.redirect },
] as const;

const PERIODS = [
  { value: '30', label: copy.mode.days(30) },
  { value: '90', label: copy.mode.days(90) },
  { value: '365', label: copy.mode.days(365) },
] as const;

const CHANNELS = [
  { value: 'escrow', label: copy.channel.escrow },
  { value: 'direct', label: copy.channel.direct },
] as const;

type PeriodValue = (typeof PERIODS)[number]['value'];
const PERIOD_OF: Record<PeriodValue, CartRedirectPeriod> = { '30': 30, '90': 90, '365': 365 };
const VALUE_OF: Record<CartRedirectPeriod, PeriodValue> = { 30: '30', 90: '90', 365: '365' };

/** The cart's mode and redirect period (the same as in the cart panel), and in rent mode how the lease is made. */
export function ModeFields({ channel, onChannelChange }: { channel: RentChannel; onChannelChange(channel: RentChannel): void }) {
  const { snapshot } = useCart();
  const actions = useCartActions();
  return (
    <div className={styles.modes}>
      <RadioGroupField<CartMode> label={copy.mode.label} options={MODES} value={snapshot.mode} onChange={actions.setMode} appearance="segments" />
      {snapshot.mode === 'redirect' && (
        <RadioGroupField
          label={copy.mode.period}
          options={PERIODS}
          value={VALUE_OF[snapshot.redirectPeriod]}
          onChange={(value) => actions.setRedirectPeriod(PERIOD_OF[value])}
          appearance="segments"
        />
      )}
      {snapshot.mode === 'rent' && (
        <>
          <RadioGroupField<RentChannel> label={copy.channel.label} options={CHANNELS} value={channel} onChange={onChannelChange} orientation="vertical" />
          {channel === 'escrow' && <p className={styles.muted}>{copy.channel.escrowNote}</p>}
        </>
      )}
    </div>
  );
}
