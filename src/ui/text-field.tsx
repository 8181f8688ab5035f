import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { EmptyFieldSlots } from './field-slots';
import styles from './field.module.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'isInvalid'> {
  label: string;
  description?: string;
  /** A Polish message shown beside the field; it also marks the field invalid for assistive technology. */
  errorMessage?: string | undefined;
  placeholder?: string;
}

/** A labelled text input with its description and error message. */
export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={styles.field} isInvalid={Boolean(errorMessage)} validationBehavior="aria">
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} placeholder={placeholder} />
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <EmptyFieldSlots description={!description} errorMessage="whileValid" />
    </AriaTextField>
  );
}
