import { FieldError, Label, RadioButton, RadioField, RadioGroup, Text } from 'react-aria-components';
import { EmptyFieldSlots } from './field-slots';
import fieldStyles from './field.module.css';
import styles from './radio-group-field.module.css';

export interface RadioOption<V extends string> {
  value: V;
  label: string;
}

export interface RadioGroupFieldProps<V extends string> {
  label: string;
  options: readonly RadioOption<V>[];
  value: V;
  onChange: (value: V) => void;
  orientation?: 'horizontal' | 'vertical';
  /** Looks like a row of segmented buttons (filters) rather than round radios (forms). */
  appearance?: 'radios' | 'segments';
  errorMessage?: string | undefined;
}

/** A labelled group of radios choosing one of a few options. */
export function RadioGroupField<V extends string>(props: RadioGroupFieldProps<V>) {
  const { label, options, value, onChange, orientation = 'horizontal', appearance = 'radios', errorMessage } = props;
  return (
    <RadioGroup
      className={fieldStyles.field}
      value={value}
      onChange={(next) => {
        const chosen = options.find((option) => option.value === next);
        if (chosen) onChange(chosen.value);
      }}
      orientation={orientation}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={`${styles.options} ${styles[orientation]} ${styles[appearance]}`}>
        {options.map((option) => (
          // Each radio has a description slot of its own (useSlotId2), which only a RadioField's children can fill:
          // a lone Radio renders again on mount to drop its id. The field's box is left out of the layout.
          <RadioField key={option.value} value={option.value} className={styles.item}>
            <RadioButton className={styles.radio}>
              <span className={styles.mark} aria-hidden="true" />
              {option.label}
            </RadioButton>
            <Text slot="description" hidden />
          </RadioField>
        ))}
      </div>
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <EmptyFieldSlots description errorMessage="whileValid" />
    </RadioGroup>
  );
}
