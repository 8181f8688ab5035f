import type { ReactNode } from 'react';
import { FieldError, Input, Text, TextField } from 'react-aria-components';

export interface CellTextFieldProps {
  /** A cell has no visible label: the name says which row and column it edits. */
  ariaLabel: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A Polish message shown under the input; it also marks the cell invalid. */
  errorMessage?: string | undefined;
  /** A note under the input, such as the saved value the edit replaces. */
  description?: ReactNode;
  changed?: boolean | undefined;
  placeholder?: string | undefined;
  inputMode?: 'decimal' | 'numeric' | 'text';
  /** The input's intrinsic width in characters; CSS may widen it to fill the cell. */
  size?: number;
  classNames: {
    field?: string | undefined;
    input?: string | undefined;
    description?: string | undefined;
    error?: string | undefined;
  };
}

/** A text input edited in place inside a table cell. */
export function CellTextField(props: CellTextFieldProps) {
  const { classNames, description, errorMessage } = props;
  return (
    <TextField
      className={classNames.field}
      aria-label={props.ariaLabel}
      value={props.value}
      onChange={props.onChange}
      {...(props.onBlur ? { onBlur: props.onBlur } : {})}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      inputMode={props.inputMode ?? 'text'}
      data-changed={props.changed || undefined}
    >
      <Input className={classNames.input} size={props.size} placeholder={props.placeholder} />
      {description && (
        <Text slot="description" className={classNames.description}>
          {description}
        </Text>
      )}
      <FieldError className={classNames.error}>{errorMessage}</FieldError>
    </TextField>
  );
}
