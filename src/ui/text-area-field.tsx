import { TextArea } from 'react-aria-components';
import { LabelledNativeField } from './field-messages';
import styles from './field.module.css';
import own from './text-area-field.module.css';

export interface TextAreaFieldProps {
  label: string;
  description?: string;
  /** A Polish message shown beside the field; it also marks the field invalid for assistive technology. */
  errorMessage?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  isDisabled?: boolean | undefined;
  rows?: number;
}

/**
 * A labelled multi-line text input with its description and error message, tied to it by ids of its own as in
 * FileField. Not react-aria's TextField: it learns that its input is a textarea from the textarea's callback ref,
 * which sets state (`inputElementType`), so every text area rendered twice on mount inside the commit that mounted
 * its form. react-aria's TextArea alone still gives the textarea its focus, hover and invalid states for the styles.
 */
export function TextAreaField({
  label,
  description,
  errorMessage,
  value,
  onChange,
  name,
  isDisabled,
  rows = 5,
}: TextAreaFieldProps) {
  return (
    <LabelledNativeField label={label} description={description} errorMessage={errorMessage}>
      {(control) => (
        <TextArea
          {...control}
          name={name}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          disabled={isDisabled}
          rows={rows}
          className={`${styles.input} ${own.area}`}
        />
      )}
    </LabelledNativeField>
  );
}
