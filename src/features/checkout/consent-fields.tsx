import { checkoutCopy as copy } from './checkout-copy';
import type { ConsentsForm } from '../../kernel/checkout-form';
import { Checkbox } from '../../ui/checkbox';
import { appConfig } from '../../platform/app-config';
import styles from './checkout.module.css';

export interface ConsentFieldsProps {
  consents: ConsentsForm;
  /** Only a consumer is asked to waive the withdrawal right; an escrow is not ours to fulfil, so it asks neither. */
  askImmediateService: boolean;
  onChange: (field: keyof ConsentsForm, value: boolean) => void;
  errorFor: (field: string) => string | undefined;
}

/**
 * The terms (Regulamin) and, for a consumer, the request to start at once, which waives the 14-day withdrawal
 * right (art. 38 of the Polish consumer rights act needs it asked for explicitly). Both start unticked.
 */
export function ConsentFields({ consents, askImmediateService, onChange, errorFor }: ConsentFieldsProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{copy.consents.heading}</legend>
      <Checkbox
        name="consents.accept_terms"
        isSelected={consents.accept_terms}
        onChange={(value) => onChange('accept_terms', value)}
        errorMessage={errorFor('consents.accept_terms')}
      >
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
        <Checkbox
          name="consents.immediate_service"
          isSelected={consents.immediate_service}
          onChange={(value) => onChange('immediate_service', value)}
          errorMessage={errorFor('consents.immediate_service')}
        >
          {copy.consents.immediateService}
        </Checkbox>
      )}
    </fieldset>
  );
}
