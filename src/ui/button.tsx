import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styles from './button.module.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  /** `unstyled` leaves the whole look to `className` (a header's burger, an item's remove cross). */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger' | 'unstyled';
  fullWidth?: boolean;
  children: React.ReactNode;
  className?: string;
}

/** A button; `isPending` shows a spinner, keeps the label for screen readers and blocks a second press. */
export function Button({ variant = 'primary', fullWidth, className, children, ...props }: ButtonProps) {
  const classes =
    variant === 'unstyled'
      ? (className ?? '')
      : [styles.button, styles[variant], fullWidth ? styles.full : '', className ?? ''].join(' ');
  return (
    <AriaButton {...props} className={classes}>
      {({ isPending }) => (
        <>
          {isPending && <span className={styles.spinner} aria-hidden="true" />}
          {children}
        </>
      )}
    </AriaButton>
  );
}
