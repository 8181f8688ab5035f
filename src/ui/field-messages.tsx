import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

export interface FieldMessagesOptions {
  description?: ReactNode;
  /** A Polish message; it also marks the control invalid for assistive technology. */
  errorMessage?: string | undefined;
  classNames: { description?: string | undefined; error?: string | undefined };
}

/**
 * The note and the message under a native control (one react-aria's fields do not wrap), tied to it by ids of their
 * own: `controlProps` go on the control, `messages` under it. `id` is free for a `<label htmlFor>`.
 */
export function useFieldMessages({ description, errorMessage, classNames }: FieldMessagesOptions) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ');
  return {
    id,
    controlProps: {
      'aria-invalid': errorMessage ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
    messages: (
      <>
        {description && (
          <span id={descriptionId} className={classNames.description}>
            {description}
          </span>
        )}
        {errorMessage && (
          <span id={errorId} className={classNames.error}>
            {errorMessage}
          </span>
        )}
      </>
    ),
  };
}

export interface LabelledNativeFieldProps {
  label: string;
  description?: string | undefined;
  errorMessage?: string | undefined;
  /** The native control, given the id its label points at and the ARIA props that tie the messages to it. */
  children: (control: { id: string } & ReturnType<typeof useFieldMessages>['controlProps']) => ReactNode;
}

/** A native control in the fields' layout: its label above, its description and error message under it. */
export function LabelledNativeField({ label, description, errorMessage, children }: LabelledNativeFieldProps) {
  const { id, controlProps, messages } = useFieldMessages({ description, errorMessage, classNames: styles });
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, ...controlProps })}
      {messages}
    </div>
  );
}
