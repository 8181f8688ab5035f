import type { Key } from 'react-aria-components';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from 'react-aria-components';
import { tableCopy } from '../i18n/table';
import fieldStyles from './field.module.css';
import styles from './select-field.module.css';

export interface SelectOption {
  id: Key;
  label: string;
}

interface BaseProps {
  label: string;
  options: readonly SelectOption[];
  description?: string;
  placeholder?: string;
  className?: string;
}

export interface SingleSelectProps extends BaseProps {
  value: Key | null;
  onChange: (value: Key) => void;
}

export interface MultiSelectProps extends BaseProps {
  value: readonly Key[];
  onChange: (value: Key[]) => void;
}

function Parts({ options, description }: { options: readonly SelectOption[]; description?: string | undefined }) {
  return (
    <>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <span className={styles.chevron} aria-hidden="true" />
      </Button>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <Popover className={styles.popover}>
        <ListBox className={styles.list} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={styles.option} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </>
  );
}

/** A labelled drop-down choosing one option. */
export function SelectField({
  label,
  options,
  description,
  placeholder,
  className,
  value,
  onChange,
}: SingleSelectProps) {
  return (
    <Select
      className={`${fieldStyles.field} ${className ?? ''}`}
      value={value}
      onChange={(key) => key !== null && onChange(key)}
      placeholder={placeholder ?? tableCopy.select.placeholder}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Parts options={options} description={description} />
    </Select>
  );
}

/** A labelled drop-down choosing any number of options; it stays open while choosing. */
export function MultiSelectField({
  label,
  options,
  description,
  placeholder,
  className,
  value,
  onChange,
}: MultiSelectProps) {
  return (
    <Select
      selectionMode="multiple"
      className={`${fieldStyles.field} ${className ?? ''}`}
      value={value}
      onChange={(keys) => onChange([...keys])}
      placeholder={placeholder ?? tableCopy.select.noneSelected}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Parts options={options} description={description} />
    </Select>
  );
}
