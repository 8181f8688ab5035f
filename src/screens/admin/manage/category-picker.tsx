import { useState } from 'react';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';
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
  /** Opens the list at once and takes the focus (the table's cell swaps it in when pressed). */
  opened?: boolean;
}

/** Any number of tags or industries, chosen from a list that stays open while choosing. */
export function CategoryPicker(props: CategoryPickerProps) {
  const { label, ariaLabel, options, value, onChange, description, errorMessage, changed, compact, opened } = props;
  return (
    <Select
      defaultOpen={opened}
      autoFocus={opened}
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

/**
 * The picker of a table cell. A thousand-row page brings rows into view on every frame while it scrolls, and a full
 * Select (its collection and its hidden native <select> of every option) costs too much to mount that often. So
 * the cell shows a plain button with the chosen names, named and looking like the picker's trigger, and swaps in
 * the picker, opened, when it is pressed. A cell with an error message shows the picker at once.
 */
export function CellCategoryPicker(props: Omit<CategoryPickerProps, 'label' | 'description' | 'compact' | 'opened'>) {
  const [active, setActive] = useState(false);
  if (active || props.errorMessage) return <CategoryPicker {...props} compact opened={active} />;
  const byId = new Map(props.options.map((option) => [option.id, option.name]));
  const names = props.value.map((id) => byId.get(id)).filter((name) => name !== undefined);
  const shown = names.length === 0 ? copy.cells.noneSelected : names.join(', ');
  return (
    <div className={`${styles.picker} ${styles.compact}`} data-changed={props.changed || undefined}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={`${props.ariaLabel}: ${shown}`}
        aria-haspopup="listbox"
        onClick={() => setActive(true)}
      >
        <span className={styles.value} data-placeholder={names.length === 0 || undefined}>
          {shown}
        </span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
    </div>
  );
}
