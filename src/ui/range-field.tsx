import { useId } from 'react';
import { Group } from 'react-aria-components';
import { NumberField } from './number-field';
import styles from './range-field.module.css';

export interface RangeFieldProps {
  /** What is bounded, e.g. "DFS"; it names the group and both fields ("DFS od", "DFS do"). */
  label: string;
  fromLabel: string;
  toLabel: string;
  min: number | null;
  max: number | null;
  /** Called when a field is committed (blur or Enter), not on every keystroke; null when it was emptied. */
  onChange: (bound: 'min' | 'max', value: number | null) => void;
  /** The largest value allowed (DFS goes to 100). */
  limit?: number;
  /** Decimal places allowed; whole numbers by default. */
  fractionDigits?: number;
}

function Bound(props: {
  name: string;
  label: string;
  value: number | null;
  limit: number | undefined;
  fractionDigits: number;
  onChange: (value: number | null) => void;
}) {
  const label = (
    <>
      <span className="visually-hidden">{props.name}</span> {props.label}
    </>
  );
  return (
    <NumberField
      label={label}
      value={props.value}
      onChange={props.onChange}
      limit={props.limit}
      fractionDigits={props.fractionDigits}
      className={styles.bound}
      labelClassName={styles.boundLabel}
      inputClassName={styles.input}
    />
  );
}

/** A minimum and a maximum of one quantity, side by side under one name. */
export function RangeField({
  label,
  fromLabel,
  toLabel,
  min,
  max,
  onChange,
  limit,
  fractionDigits = 0,
}: RangeFieldProps) {
  const legendId = useId();
  // Both bounds are named after the quantity and take the same limit and precision.
  const shared = { name: label, limit, fractionDigits };
  return (
    <Group className={styles.range} aria-labelledby={legendId}>
      <span className={styles.legend} id={legendId}>
        {label}
      </span>
      <div className={styles.bounds}>
        <Bound {...shared} label={fromLabel} value={min} onChange={(v) => onChange('min', v)} />
        <Bound {...shared} label={toLabel} value={max} onChange={(v) => onChange('max', v)} />
      </div>
    </Group>
  );
}
