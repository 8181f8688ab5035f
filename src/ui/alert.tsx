import styles from './alert.module.css';

export interface AlertProps {
  tone: 'error' | 'success' | 'info' | 'warning';
  children: React.ReactNode;
}

/** A message above a form or a page section; errors are announced at once (role="alert"), the rest politely. */
export function Alert({ tone, children }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
      {children}
    </div>
  );
}
