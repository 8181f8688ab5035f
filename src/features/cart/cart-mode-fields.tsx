import { cartCopy } from './cart-copy';
import type { CartMode, CartRedirectPeriod } from '../../kernel/cart';
import { RadioGroupField } from '../../ui/radio-group-field';
import { useCart, useCartActions } from './cart-hooks';

const MODES = [
  { value: 'buy', label: cartCopy.mode.buy },
  { value: 'rent', label: cartCopy.mode.rent },
  { value: 'redirect', label: cartCopy.mode.redirect },
] as const;

const PERIODS = [
  { value: '30', label: cartCopy.period.days(30) },
  { value: '90', label: cartCopy.period.days(90) },
  { value: '365', label: cartCopy.period.days(365) },
] as const;
type PeriodValue = (typeof PERIODS)[number]['value'];
const PERIOD_OF: Record<PeriodValue, CartRedirectPeriod> = { '30': 30, '90': 90, '365': 365 };
const VALUE_OF: Record<CartRedirectPeriod, PeriodValue> = { 30: '30', 90: '90', 365: '365' };

/**
 * The cart's mode (Kupuję, Dzierżawię, Wynajmuję (301)) and, in 301 mode, the redirect period, which applies to
 * every redirect entry. The same fields in the cart panel and at the checkout, both writing to the cart.
 */
export function CartModeFields() {
  const { mode, redirectPeriod } = useCart();
  const actions = useCartActions();
  return (
    <>
      <RadioGroupField<CartMode>
        label={cartCopy.mode.label}
        options={MODES}
        value={mode}
        onChange={actions.setMode}
        appearance="segments"
      />
      {mode === 'redirect' && (
        <RadioGroupField
          label={cartCopy.period.label}
          options={PERIODS}
          value={VALUE_OF[redirectPeriod]}
          onChange={(value) => actions.setRedirectPeriod(PERIOD_OF[value])}
          appearance="segments"
        />
      )}
    </>
  );
}
