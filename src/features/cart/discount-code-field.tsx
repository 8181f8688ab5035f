import { useState, type FormEvent } from 'react';
import { ApiError } from '../../platform/http/errors';
import { useDiscountCodeCheck } from './discount-codes-api';
import { cartCopy } from './cart-copy';
import { formatMoney } from '../../kernel/polish';
import { discountMakesCartFree, discountMatchesCart } from '../../kernel/cart-totals';
import { cartDiscountCodeOf } from '../../kernel/cart-items';
import type { CartDiscountCode } from '../../kernel/cart';
import { FREE_ORDER_MESSAGE } from '../../kernel/pricing';
import { VALIDATION_MESSAGES } from '../../kernel/validation-messages';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useCart, useCartActions, useCartActor } from './cart-hooks';
import styles from './cart-panel.module.css';

const copy = cartCopy.discount;

function describe(code: CartDiscountCode): string {
  const value =
    code.type === '1' ? copy.percent(String(code.discount).replace('.', ',')) : copy.amount(formatMoney(code.discount));
  return `${value} (${copy.scope[code.product_type]})`;
}

function failureOf(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'not_found') return copy.unknown;
  // Expired or used up (422): the server says which, in Polish; anything else has its Polish message too.
  return error instanceof Error ? error.message : copy.unknown;
}

/**
 * The discount code: checked by the server, then kept in the cart when it applies to something there. On any
 * failure the cart stays as it was and the typed code stays in the field with the reason beside it.
 */
export function DiscountCodeField() {
  const { snapshot } = useCart();
  const actor = useCartActor();
  const actions = useCartActions();
  const check = useDiscountCodeCheck();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const applied = snapshot.discountCode;
  if (applied) {
    return (
      <div className={styles.appliedCode} role="group" aria-label={copy.label}>
        <p>
          <strong>{copy.applied(applied.code)}</strong> {describe(applied)}
        </p>
        {/* The cart changed since the code was applied: checkout would refuse the code, so say it here first. */}
        {discountMakesCartFree(snapshot, applied) && <p role="alert">{FREE_ORDER_MESSAGE}</p>}
        <Button variant="secondary" onPress={actions.removeDiscountCode}>
          {copy.remove}
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim();
    if (!code) {
      setError(VALIDATION_MESSAGES.required);
      return;
    }
    setError(undefined);
    check.mutate(code, {
      onSuccess: (found) => {
        // The cart as it is now, not as it was when the check began.
        const current = actor.getSnapshot().context.snapshot;
        if (!discountMatchesCart(current, found.product_type)) {
          setError(copy.notApplicable);
          return;
        }
        const code = cartDiscountCodeOf(found);
        if (discountMakesCartFree(current, code)) {
          setError(FREE_ORDER_MESSAGE);
          return;
        }
        actions.setDiscountCode(code);
        setValue('');
      },
      onError: (failure) => setError(failureOf(failure)),
    });
  };

  return (
    <form className={styles.codeForm} onSubmit={submit} noValidate>
      <TextField label={copy.label} value={value} onChange={setValue} errorMessage={error} autoComplete="off" />
      <Button type="submit" variant="secondary" isPending={check.isPending}>
        {copy.apply}
      </Button>
    </form>
  );
}
