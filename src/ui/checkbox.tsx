import {
  CheckboxButton,
  CheckboxField,
  FieldError,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
} from 'react-aria-components';
import { EmptyFieldSlots } from './field-slots';
import styles from './field.module.css';

export interface CheckboxProps extends Omit<AriaCheckboxFieldProps, 'className' | 'children' | 'isInvalid'> {
  children: React.ReactNode;
  errorMessage?: string | undefined;
}

/**
 * A checkbox with its label; an error message is announced and shown below it. A CheckboxField rather than a lone
 * Checkbox: react-aria gives a checkbox description and error slots (useSlotId2) that only a field's children can
 * fill, and a lone checkbox, whose slots are never filled, renders a second time on mount to drop their ids.
 */
export function Checkbox({ children, errorMessage, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} isInvalid={Boolean(errorMessage)}>
      <CheckboxButton className={styles.checkbox}>
        <span className={styles.box} aria-hidden="true">
          <svg viewBox="0 0 18 18" className={styles.check}>
            <polyline points="2 9 7 14 16 4" />
          </svg>
        </span>
        <span>{children}</span>
      </CheckboxButton>
      <FieldError elementType="p" className={styles.error}>
        {errorMessage}
      </FieldError>
      <EmptyFieldSlots description errorMessage="whileValid" />
    </CheckboxField>
  );
}
