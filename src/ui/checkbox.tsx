import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import styles from './field.module.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children' | 'isInvalid'> {
  children: React.ReactNode;
  errorMessage?: string | undefined;
}

/** A checkbox with its label; an error message is announced and shown below it. */
export function Checkbox({ children, errorMessage, ...props }: CheckboxProps) {
  const errorId = errorMessage && props.name ? `${props.name}-error` : undefined;
  return (
    <div>
      <AriaCheckbox {...props} className={styles.checkbox} isInvalid={Boolean(errorMessage)} aria-describedby={errorId}>
        <span className={styles.box} aria-hidden="true">
          <svg viewBox="0 0 18 18" className={styles.check}>
            <polyline points="2 9 7 14 16 4" />
          </svg>
        </span>
        <span>{children}</span>
      </AriaCheckbox>
      {errorMessage && (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
