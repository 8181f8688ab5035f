import type { Key } from 'react-aria-components';
import { Button, Label, Menu, MenuItem, MenuTrigger, Popover, Tag, TagGroup, TagList } from 'react-aria-components';
import { tableCopy } from '../i18n/table';
import type { SelectOption } from './select-field';
import { EmptyFieldSlots } from './field-slots';
import fieldStyles from './field.module.css';
import selectStyles from './select-field.module.css';
import styles from './chip-picker.module.css';

export interface ChipPickerProps {
  label: string;
  /** The add button's text, e.g. "Dodaj branżę". */
  addLabel: string;
  /** Shown in place of the chips when none is chosen. */
  emptyLabel: string;
  options: readonly SelectOption[];
  selected: readonly Key[];
  /** One option added or removed at a time (each is its own change). */
  onToggle: (id: Key) => void;
}

/** Chosen options as removable chips, and a menu that adds one more. */
export function ChipPicker({ label, addLabel, emptyLabel, options, selected, onToggle }: ChipPickerProps) {
  const chosen = selected.flatMap((id) => options.filter((option) => option.id === id));
  const available = options.filter((option) => !selected.includes(option.id));
  return (
    <div className={fieldStyles.field}>
      <TagGroup className={styles.group} onRemove={(keys) => keys.forEach((key) => onToggle(key))}>
        <Label className={fieldStyles.label}>{label}</Label>
        <TagList
          className={styles.list}
          items={chosen}
          renderEmptyState={() => <span className={styles.empty}>{emptyLabel}</span>}
        >
          {(option) => (
            // react-aria names the remove button by its own label and the chip's: "Usuń Motoryzacja".
            <Tag id={option.id} textValue={option.label} className={styles.chip}>
              {option.label}
              <Button slot="remove" className={styles.remove} aria-label={tableCopy.tags.remove}>
                <span aria-hidden="true">×</span>
              </Button>
            </Tag>
          )}
        </TagList>
        <EmptyFieldSlots description errorMessage="always" />
      </TagGroup>
      <MenuTrigger>
        <Button className={styles.add} isDisabled={available.length === 0}>
          <span aria-hidden="true">+</span> {addLabel}
        </Button>
        <Popover className={selectStyles.popover}>
          <Menu className={selectStyles.list} items={available} onAction={(key) => onToggle(key)} aria-label={addLabel}>
            {(option) => (
              <MenuItem id={option.id} className={selectStyles.option} textValue={option.label}>
                {option.label}
              </MenuItem>
            )}
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}
