import { useState } from 'react';
import { adminDomainsCopy as copy } from '../admin-domains-copy';
import { MultiSelectField, type MultiSelectFieldProps, type MultiSelectOption } from '../../../ui/multi-select-field';
import styles from '../../../ui/multi-select-field.module.css';
import type { CategoryOption } from './edits-context';

export type CategoryPickerProps = Omit<MultiSelectFieldProps, 'placeholder'>;

/** Any number of tags or industries. */
export function CategoryPicker(props: CategoryPickerProps) {
  return <MultiSelectField {...props} placeholder={copy.cells.noneSelected} />;
}

/** The options with any chosen id the list does not hold yet (still loading) named as the domain names it. */
export function withKnown(
  options: readonly CategoryOption[],
  refs: readonly CategoryOption[],
): readonly CategoryOption[] {
  const known = namesOf(options);
  if (refs.every((ref) => known.has(ref.id))) return options;
  return [...options, ...refs.filter((ref) => !known.has(ref.id))];
}

const names = new WeakMap<readonly MultiSelectOption[], Map<number, string>>();

/**
 * The options' names by id, made once per options array: every row of a scrolled 1000-row page reads them, and a
 * map and a set per cell were a sizeable share of all that one pass through the page allocated (a sampling heap
 * profile, docs/performance.md).
 */
function namesOf(options: readonly MultiSelectOption[]): Map<number, string> {
  let byId = names.get(options);
  if (!byId) {
    byId = new Map(options.map((option) => [option.id, option.name]));
    names.set(options, byId);
  }
  return byId;
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
  const byId = namesOf(props.options);
  const names = props.value.map((id) => byId.get(id)).filter((name) => name !== undefined);
  const shown = names.length === 0 ? copy.cells.noneSelected : names.join(', ');
  // The trigger alone, its chevron drawn by CSS: two elements instead of the picker's four in every row.
  return (
    <button
      type="button"
      className={`${styles.trigger} ${styles.cellTrigger}`}
      data-changed={props.changed || undefined}
      aria-label={`${props.ariaLabel}: ${shown}`}
      aria-haspopup="listbox"
      onClick={() => setActive(true)}
    >
      <span className={styles.value} data-placeholder={names.length === 0 || undefined}>
        {shown}
      </span>
    </button>
  );
}
