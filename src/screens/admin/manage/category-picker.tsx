import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from 'react-aria-components';
import { adminDomainsCopy as copy } from '../../../i18n/admin-domains';
import type { CategoryOption } from './edits-context';
import styles from './category-picker.module.css';

export interface CategoryPickerProps {
  /** A visible label (forms); a cell passes `ariaLabel` instead. */
  label?: string;
  ariaLabel?: string;
  options: readonly CategoryOption[];
  value: readonly number[];
  onChange(ids: number[]): void;
  description?: string;
  errorMessage?: string | undefined;
  /** Marks a table cell whose value differs from the saved one. */
  changed?: boolean;
  compact?: boolean;
}

/** Any number of tags or industries, chosen from a list that stays open while choosing. */
export function CategoryPicker(props: CategoryPickerProps) {
  const { label, ariaLabel, options, value, onChange, description, errorMessage, changed, compact } = props;
  return (
    <Select
      selectionMode="multiple"
      aria-label={label ? undefined : ariaLabel}
      className={`${styles.picker} ${compact ? styles.compact : ''}`}
      value={value}
      onChange={(keys) => onChange(keys.map(Number))}
      placeholder={copy.cells.noneSelected}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      data-changed={changed || undefined}
    >
      {label && <Label className={styles.label}>{label}</Label>}
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <span className={styles.chevron} aria-hidden="true" />
      </Button>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.list} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={styles.option} textValue={option.name}>
              {option.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

/** The options with any chosen id the list does not hold yet (still loading) named as the domain names it. */
export function withKnown(options: readonly CategoryOption[], refs: readonly CategoryOption[]): CategoryOption[] {
  const known = new Set(options.map((option) => option.id));
  return [...options, ...refs.filter((ref) => !known.has(ref.id))];
}
