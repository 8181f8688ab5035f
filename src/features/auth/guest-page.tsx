import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Form } from '../../ui/form';
import styles from './guest.module.css';

export interface GuestPageProps {
  title: string;
  /** A sentence under the heading that says what the page is for. */
  intro?: string;
  /** The way on, below everything else (back to sign-in, or to the other guest page), after its `lead` sentence. */
  link: { to: string; label: string; lead?: string };
  children: ReactNode;
}

/** The frame every guest page shares: its heading, what it holds, and the links that lead elsewhere. */
export function GuestPage({ title, intro, link, children }: GuestPageProps) {
  return (
    <>
      <h1 className={styles.heading}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
      <p className={styles.links}>
        {link.lead && <>{link.lead} </>}
        <Link to={link.to}>{link.label}</Link>
      </p>
    </>
  );
}

export interface GuestFormProps {
  /** The `useAppForm` that holds the fields. */
  form: { generalError: string | null; busy: boolean; handleSubmit: (event?: FormEvent) => void };
  submitLabel: string;
  /** The button's text while the request runs. */
  busyLabel: string;
  children: ReactNode;
}

/** A guest page's form: the failure no field owns above it, and one full-width submit button that tells it is busy. */
export function GuestForm({ form, submitLabel, busyLabel, children }: GuestFormProps) {
  return (
    <>
      {form.generalError && <Alert tone="error">{form.generalError}</Alert>}
      <Form onSubmit={form.handleSubmit}>
        {children}
        <Button type="submit" fullWidth isPending={form.busy}>
          {form.busy ? busyLabel : submitLabel}
        </Button>
      </Form>
    </>
  );
}
