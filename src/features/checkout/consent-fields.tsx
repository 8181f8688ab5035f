import { checkoutCopy as copy } from './checkout-copy';
import type { AppForm } from '../../kit/forms/use-app-form';
import { Checkbox } from '../../ui/checkbox';
import { appConfig } from '../../platform/app-config';
import type { CheckoutValues } from './checkout-values';
import styles from './checkout.module.css';

export interface ConsentFieldsProps {
  /** The checkout's form: the consents' values, and their messages from its checks or the server's 422. */
  form: Pick<AppForm<CheckoutValues>, 'flag'>;
  /** Only a consumer is asked to waive the withdrawal right; an escrow is not ours to fulfil, so it asks neither. */
  askImmediateService: boolean;
}

/**
 * The terms (Regulamin) and, for a consumer, the request to start at once, which waives the 14-day withdrawal
 * right (art. 38 of the Polish consumer rights act needs it asked for explicitly). Both start unticked.
 */
export function ConsentFields({ form, askImmediateService }: ConsentFieldsProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{copy.consents.heading}</legend>
      <Checkbox {...form.flag('consents.accept_terms')}>
        {copy.consents.termsBefore}
        {copy.consents.termsLink}
        {copy.consents.termsAfter}
      </Checkbox>
      {/* The link sits outside the checkbox's label, so opening the terms does not tick the box. */}
      <p className={styles.termsLink}>
        <a href={appConfig.termsUrl} target="_blank" rel="noopener noreferrer">
          {copy.consents.termsLink} <span className={styles.muted}>{copy.consents.newTab}</span>
        </a>
      </p>
      {askImmediateService && (
        <Checkbox {...form.flag('consents.immediate_service')}>{copy.consents.immediateService}</Checkbox>
      )}
    </fieldset>
  );
}
