import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import styles from './progress-bar.module.css';

export interface ProgressBarProps {
  label: string;
  /** Done so far, of `maxValue`. */
  value: number;
  maxValue: number;
  /** The words read and shown beside the bar ("Wysłano 40 %"). */
  valueLabel: string;
}

/** A labelled progress bar (role progressbar with its value) for work whose size is known, such as an upload. */
export function ProgressBar({ label, value, maxValue, valueLabel }: ProgressBarProps) {
  return (
    <AriaProgressBar
      className={styles.progress}
      value={value}
      maxValue={maxValue > 0 ? maxValue : 1}
      valueLabel={valueLabel}
    >
      {({ percentage }) => (
        <>
          <div className={styles.heading}>
            <Label className={styles.label}>{label}</Label>
            <span className={styles.value}>{valueLabel}</span>
          </div>
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
