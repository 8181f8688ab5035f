import { FieldError, Label, Select } from 'react-aria-components';
import { SelectParts } from './select-field';
import styles from './multi-select-field.module.css';

/** One choice of the list: an id and the name shown. */
export interface MultiSelectOption {
  id: number;
  name: string;
}

export interface MultiSelectFieldProps {
  /** A visible label (forms); a table cell passes `ariaLabel` instead. */
  label?: string | undefined;
  ariaLabel?: string | undefined;
  options: readonly MultiSelectOption[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** Shown while nothing is chosen. */
  placeholder: string;
  description?: string | undefined;
  errorMessage?: string | undefined;
  /** Marks a table cell whose value differs from the saved one. */
  changed?: boolean | undefined;
  compact?: boolean | undefined;
  /** Opens the list at once and takes the focus (a table cell swaps the field in when its button is pressed). */
  opened?: boolean | undefined;
}

const nameOf = (option: MultiSelectOption) => option.name;

/** Any number of options, chosen from a list that stays open while choosing. */
export function MultiSelectField(props: MultiSelectFieldProps) {
  const {
    label,
    ariaLabel,
    options,
    value,
    onChange,
    placeholder,
    description,
    errorMessage,
    changed,
    compact,
    opened,
  } = props;
  return (
    <Select
      defaultOpen={opened}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the user pressed the cell's button, which this field replaces: the focus must follow the press
      autoFocus={opened}
      selectionMode="multiple"
      aria-label={label ? undefined : ariaLabel}
      className={`${styles.picker} ${compact ? styles.compact : ''}`}
      value={value}
      onChange={(keys) => onChange(keys.map(Number))}
      placeholder={placeholder}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      data-changed={changed || undefined}
    >
      {label && <Label className={styles.label}>{label}</Label>}
      <SelectParts
        options={options}
        textOf={nameOf}
        description={description}
        error={<FieldError className={styles.error}>{errorMessage}</FieldError>}
        classes={styles}
      />
    </Select>
  );
}
