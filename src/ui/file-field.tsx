import { useId } from 'react';
import styles from './field.module.css';
import own from './file-field.module.css';

export interface FileFieldProps {
  label: string;
  /** Shown before a file is picked: what the field takes (formats, the size limit). */
  description?: string;
  /** A Polish message shown beside the field; it also marks the field invalid for assistive technology. */
  errorMessage?: string | undefined;
  /** The extensions offered in the browser's picker (".docx,.txt"); the app still checks the chosen file. */
  accept?: string;
  name?: string;
  isDisabled?: boolean;
  /** The chosen file, or null when the choice was cleared. */
  onChange: (file: File | null) => void;
}

/**
 * A labelled file input. It is the browser's own control, so the keyboard, screen readers and drag-and-drop work
 * as people expect; the label, description and error are tied to it like those of the other fields.
 */
export function FileField({ label, description, errorMessage, accept, name, isDisabled, onChange }: FileFieldProps) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', errorMessage ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        name={name}
        accept={accept}
        disabled={isDisabled}
        className={own.input}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
      {description && (
        <span id={`${id}-description`} className={styles.description}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={`${id}-error`} className={styles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
