import type { ReactNode } from 'react';
import { useFieldMessages } from './field-messages';

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

/**
 * A text input edited in place inside a table cell: a native input, its note and its message tied to it by
 * `aria-describedby`. Not react-aria's TextField: a thousand-row page mounts rows on every frame while it scrolls,
 * and the TextField's hooks and context providers cost most of that (`npm run bench`,
 * the longest task while a 1000-row page scrolls). A cell needs nothing the platform's input lacks. Unlike the category
 * cells, it is not drawn as a button until pressed: a button with the same border and text painted about as much
 * per frame of that scroll (4× throttled, three alternated traced runs).
 */
export function CellTextField(props: CellTextFieldProps) {
  const { classNames, description, errorMessage, onBlur } = props;
  const { controlProps, messages } = useFieldMessages({ description, errorMessage, classNames });
  return (
    <div className={classNames.field} data-changed={props.changed || undefined}>
      <input
        type="text"
        className={classNames.input}
        aria-label={props.ariaLabel}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        {...(onBlur ? { onBlur: () => onBlur() } : {})}
        {...controlProps}
        inputMode={props.inputMode ?? 'text'}
        size={props.size}
        placeholder={props.placeholder}
      />
      {messages}
    </div>
  );
}
