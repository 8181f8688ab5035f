import { checkoutCopy as copy } from './checkout-copy';
import type { BuyerField, BuyerForm, BuyerType } from '../../kernel/checkout-form';
import { RadioGroupField } from '../../ui/radio-group-field';
import { TextField } from '../../ui/text-field';
import styles from './checkout.module.css';

export interface BuyerFieldsProps {
  buyer: BuyerForm;
  onChange: (field: BuyerField, value: string) => void;
  onTypeChange: (type: BuyerType) => void;
  /** The message beside a field (`buyer.nip`), from the form's checks or the server's 422. */
  errorFor: (field: string) => string | undefined;
}

const TYPES = [
  { value: 'person', label: copy.buyer.person },
  { value: 'company', label: copy.buyer.company },
] as const;

/** Who buys: a consumer or a company (with its name and NIP), and the billing address. */
export function BuyerFields({ buyer, onChange, onTypeChange, errorFor }: BuyerFieldsProps) {
  const field = (
    name: BuyerField,
    label: string,
    autoComplete: string,
    extra: { description?: string; isRequired?: boolean } = {},
  ) => (
    <TextField
      label={label}
      name={`buyer.${name}`}
      autoComplete={autoComplete}
      value={buyer[name]}
      onChange={(value) => onChange(name, value)}
      errorMessage={errorFor(`buyer.${name}`)}
      isRequired={extra.isRequired ?? true}
      {...(extra.description ? { description: extra.description } : {})}
    />
  );
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{copy.buyer.heading}</legend>
      <RadioGroupField label={copy.buyer.type} options={TYPES} value={buyer.type} onChange={onTypeChange} />
      {buyer.type === 'company' && (
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
