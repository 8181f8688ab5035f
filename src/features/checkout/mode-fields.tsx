import { checkoutCopy as copy } from './checkout-copy';
import type { RentChannel } from '../../kernel/checkout-request';
import { RadioGroupField } from '../../ui/radio-group-field';
import { useCart } from '../cart';
import { CartModeFields } from '../cart';
import styles from './checkout.module.css';

const CHANNELS = [
  { value: 'escrow', label: copy.channel.escrow },
  { value: 'direct', label: copy.channel.direct },
] as const;

/** The cart's mode and redirect period (the same as in the cart panel), and in rent mode how the lease is made. */
export function ModeFields({
  channel,
  onChannelChange,
}: {
  channel: RentChannel;
  onChannelChange: (channel: RentChannel) => void;
}) {
  const { mode } = useCart();
  return (
    <div className={styles.modes}>
      <CartModeFields />
      {mode === 'rent' && (
        <>
          <RadioGroupField<RentChannel>
            label={copy.channel.label}
            options={CHANNELS}
            value={channel}
            onChange={onChannelChange}
            orientation="vertical"
          />
          {channel === 'escrow' && <p className={styles.muted}>{copy.channel.escrowNote}</p>}
        </>
      )}
    </div>
  );
}
