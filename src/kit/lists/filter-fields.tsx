import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';

/** The choice that sets no filter; no value of any filter is spelt like it. */
const ANY = 'any';

export interface AnySelectFieldProps<K extends string> {
  label: string;
  /** The first choice, which filters nothing ("Dowolny status"). */
  anyLabel: string;
  values: readonly K[];
  labelOf: (value: K) => string;
  /** `null`: any. */
  value: K | null;
  onChange: (value: K | null) => void;
}

/** A drop-down filter over a fixed set of values, with "any" first. */
export function AnySelectField<K extends string>({
  label,
  anyLabel,
  values,
  labelOf,
  value,
  onChange,
}: AnySelectFieldProps<K>) {
  return (
    <SelectField
      label={label}
      value={value ?? ANY}
      options={[{ id: ANY, label: anyLabel }, ...values.map((v) => ({ id: v, label: labelOf(v) }))]}
      onChange={(key) => onChange(values.find((v) => v === key) ?? null)}
    />
  );
}

export interface FilterActionsProps {
  className: string | undefined;
  applyLabel: string;
  resetLabel: string;
  onReset: () => void;
}

/** A filter form's buttons: apply (the form's submit), and reset, which clears and applies at once. */
export function FilterActions({ className, applyLabel, resetLabel, onReset }: FilterActionsProps) {
  return (
    <div className={className}>
      <Button type="submit">{applyLabel}</Button>
      <Button variant="secondary" onPress={onReset}>
        {resetLabel}
      </Button>
    </div>
  );
}
