import fieldStyles from '../../../ui/field.module.css';
import { NumberField } from '../../../ui/number-field';

export interface MinimumFieldProps {
  label: string;
  value: number | null;
  /** Called when the field is committed (blur or Enter), not on every keystroke; null when it was emptied. */
  onChange: (value: number | null) => void;
  limit?: number;
}

/** A whole-number minimum ("DFS co najmniej 40"); the API filters these metrics by their lowest value only. */
export function MinimumField({ label, value, onChange, limit }: MinimumFieldProps) {
  return (
    <NumberField
      label={label}
      value={value}
      onChange={onChange}
      limit={limit}
      className={fieldStyles.field}
      labelClassName={fieldStyles.label}
      inputClassName={fieldStyles.input}
    />
  );
}
