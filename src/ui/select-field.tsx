import type { ReactNode } from 'react';
import type { Key, SelectProps } from 'react-aria-components';
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

/** The class names a drop-down's parts take from its style sheet. */
export interface SelectPartClasses {
  trigger?: string | undefined;
  value?: string | undefined;
  chevron?: string | undefined;
  description?: string | undefined;
  popover?: string | undefined;
  list?: string | undefined;
  option?: string | undefined;
}

export interface SelectPartsProps<T extends { id: Key }> {
  options: readonly T[];
  /** The name an option is shown and typed-ahead by. */
  textOf: (option: T) => string;
  description?: string | undefined;
  /** Put between the description and the list: the field's error message, where it has one. */
  error?: ReactNode;
  classes: SelectPartClasses;
}

/** What a drop-down holds under its label: the button showing the choice, its description, and the list to open. */
export function SelectParts<T extends { id: Key }>({
  options,
  textOf,
  description,
  error,
  classes,
}: SelectPartsProps<T>) {
  return (
    <>
      <Button className={classes.trigger}>
        <SelectValue className={classes.value} />
        <span className={classes.chevron} aria-hidden="true" />
      </Button>
      {description && (
        <Text slot="description" className={classes.description}>
          {description}
        </Text>
      )}
      {error}
      <Popover className={classes.popover}>
        <ListBox className={classes.list} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={classes.option} textValue={textOf(option)}>
              {textOf(option)}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </>
  );
}

const PART_CLASSES: SelectPartClasses = { ...styles, description: fieldStyles.description };
const labelOf = (option: SelectOption) => option.label;
type SelectMode = 'single' | 'multiple';

type LabelledSelectProps<M extends SelectMode> = Omit<BaseProps, 'placeholder'> &
  Omit<SelectProps<SelectOption, M>, 'className' | 'children'>;

/** The frame both drop-downs share: the field's layout, its label and its parts. */
function LabelledSelect<M extends SelectMode>({
  label,
  options,
  description,
  className,
  ...select
}: LabelledSelectProps<M>) {
  return (
    <Select<SelectOption, M> {...select} className={`${fieldStyles.field} ${className ?? ''}`}>
      <Label className={fieldStyles.label}>{label}</Label>
      <SelectParts options={options} textOf={labelOf} description={description} classes={PART_CLASSES} />
    </Select>
  );
}

/** A labelled drop-down choosing one option. */
export function SelectField({ value, onChange, placeholder, ...base }: SingleSelectProps) {
  return (
    <LabelledSelect<'single'>
      {...base}
      value={value}
      onChange={(key) => key !== null && onChange(key)}
      placeholder={placeholder ?? tableCopy.select.placeholder}
    />
  );
}

/** A labelled drop-down choosing any number of options; it stays open while choosing. */
export function MultiSelectField({ value, onChange, placeholder, ...base }: MultiSelectProps) {
  return (
    <LabelledSelect<'multiple'>
      {...base}
      selectionMode="multiple"
      value={value}
      onChange={(keys) => onChange([...keys])}
      placeholder={placeholder ?? tableCopy.select.noneSelected}
    />
  );
}
