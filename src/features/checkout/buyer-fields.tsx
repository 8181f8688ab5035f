import { checkoutCopy as copy } from './checkout-copy';
import type { BuyerField } from '../../kernel/checkout-form';
import type { AppForm } from '../../kit/forms/use-app-form';
import { RadioGroupField } from '../../ui/radio-group-field';
import { TextField } from '../../ui/text-field';
import type { CheckoutValues } from './checkout-values';
import styles from './checkout.module.css';

export interface BuyerFieldsProps {
  /** The checkout's form: the fields' values, and their messages from its checks or the server's 422. */
  form: Pick<AppForm<CheckoutValues>, 'values' | 'text'>;
}

const TYPES = [
  { value: 'person', label: copy.buyer.person },
  { value: 'company', label: copy.buyer.company },
] as const;

/** Who buys: a consumer or a company (with its name and NIP), and the billing address. */
export function BuyerFields({ form }: BuyerFieldsProps) {
  const field = (
    name: BuyerField,
    label: string,
    autoComplete: string,
    extra: { description?: string; isRequired?: boolean } = {},
  ) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      isRequired={extra.isRequired ?? true}
      {...(extra.description ? { description: extra.description } : {})}
      {...form.text(`buyer.${name}`)}
    />
  );
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{copy.buyer.heading}</legend>
      <RadioGroupField label={copy.buyer.type} options={TYPES} {...form.text('buyer.type')} />
      {form.values['buyer.type'] === 'company' && (
        <div className={styles.pair}>
          {field('company_name', copy.buyer.companyName, 'organization')}
          {field('nip', copy.buyer.nip, 'off', { description: copy.buyer.nipHint })}
        </div>
      )}
      <div className={styles.pair}>
        {field('name', copy.buyer.name, 'name')}
        {field('email', copy.buyer.email, 'email')}
      </div>
      {field('phone', copy.buyer.phone, 'tel', { isRequired: false })}
      {field('street', copy.buyer.street, 'street-address')}
      <div className={styles.triple}>
        {field('postal_code', copy.buyer.postalCode, 'postal-code')}
        {field('city', copy.buyer.city, 'address-level2')}
        {field('country', copy.buyer.country, 'country', { description: copy.buyer.countryHint })}
      </div>
    </fieldset>
  );
}
