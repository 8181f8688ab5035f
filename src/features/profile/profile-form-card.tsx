import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Form } from '../../ui/form';
import styles from './profile-screen.module.css';

export interface ProfileFormCardProps {
  /** The heading's id, unique on the page: the section and the form are both named by it. */
  headingId: string;
  heading: string;
  /** The `useAppForm` that holds the fields. */
  form: { generalError: string | null; busy: boolean; handleSubmit: (event?: FormEvent) => void };
  submitLabel: string;
  children: ReactNode;
}

/**
 * One part of the profile page saved on its own: a named section with its form, the failure no field owns above the
 * fields, and the save button that tells it is busy.
 */
export function ProfileFormCard({ headingId, heading, form, submitLabel, children }: ProfileFormCardProps) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <Form onSubmit={form.handleSubmit} className={styles.form} aria-labelledby={headingId}>
        {form.generalError && <Alert tone="error">{form.generalError}</Alert>}
        {children}
        <div className={styles.actions}>
          <Button type="submit" isPending={form.busy}>
            {submitLabel}
          </Button>
        </div>
      </Form>
    </section>
  );
}
