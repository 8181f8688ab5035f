import {
  FieldError,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import styles from './field.module.css';
import own from './text-area-field.module.css';

export interface TextAreaFieldProps extends Omit<AriaTextFieldProps, 'className' | 'isInvalid'> {
  label: string;
  description?: string;
  /** A Polish message shown beside the field; it also marks the field invalid for assistive technology. */
  errorMessage?: string | undefined;
  rows?: number;
}

/** A labelled multi-line text input with its description and error message. */
export function TextAreaField({ label, description, errorMessage, rows = 5, ...props }: TextAreaFieldProps) {
  return (
    <AriaTextField {...props} className={styles.field} isInvalid={Boolean(errorMessage)} validationBehavior="aria">
      <Label className={styles.label}>{label}</Label>
      <TextArea className={`${styles.input} ${own.area}`} rows={rows} />
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
