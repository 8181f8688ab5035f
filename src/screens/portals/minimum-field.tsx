import { Input, Label, NumberField } from 'react-aria-components';
import fieldStyles from '../../ui/field.module.css';

export interface MinimumFieldProps {
  label: string;
  value: number | null;
  /** Called when the field is committed (blur or Enter), not on every keystroke; null when it was emptied. */
  onChange(value: number | null): void;
  limit?: number;
}

/** A whole-number minimum ("DFS co najmniej 40"); the API filters these metrics by their lowest value only. */
export function MinimumField({ label, value, onChange, limit }: MinimumFieldProps) {
  return (
    <NumberField
      className={fieldStyles.field}
      value={value ?? Number.NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
      minValue={0}
      {...(limit !== undefined ? { maxValue: limit } : {})}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Input className={fieldStyles.input} />
    </NumberField>
  );
}
