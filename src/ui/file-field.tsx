import { LabelledNativeField } from './field-messages';
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
  return (
    <LabelledNativeField label={label} description={description} errorMessage={errorMessage}>
      {(control) => (
        <input
          {...control}
          type="file"
          name={name}
          accept={accept}
          disabled={isDisabled}
          className={own.input}
          onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        />
      )}
    </LabelledNativeField>
  );
}
