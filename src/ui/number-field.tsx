import type { ReactNode } from 'react';
import { Input, Label, NumberField as AriaNumberField } from 'react-aria-components';
import { EmptyFieldSlots } from './field-slots';

export interface NumberFieldProps {
  /** The visible label; may hold visually hidden words that complete the accessible name. */
  label: ReactNode;
  value: number | null;
  /** Called when the field is committed (blur or Enter), not on every keystroke; null when it was emptied. */
  onChange: (value: number | null) => void;
  /** The largest value allowed (DFS goes to 100); the smallest is 0. */
  limit?: number | undefined;
  /** Decimal places allowed; whole numbers by default. */
  fractionDigits?: number | undefined;
  className?: string | undefined;
  labelClassName?: string | undefined;
  inputClassName?: string | undefined;
}

/** A non-negative number typed in a field, in the Polish format, empty meaning "no value". */
export function NumberField(props: NumberFieldProps) {
  const { label, value, onChange, limit, fractionDigits = 0 } = props;
  return (
    <AriaNumberField
      className={props.className}
      value={value ?? Number.NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
      minValue={0}
      {...(limit !== undefined ? { maxValue: limit } : {})}
      formatOptions={{ maximumFractionDigits: fractionDigits, useGrouping: false }}
    >
      <Label className={props.labelClassName}>{label}</Label>
      <Input className={props.inputClassName} />
      <EmptyFieldSlots description errorMessage="always" />
    </AriaNumberField>
  );
}
