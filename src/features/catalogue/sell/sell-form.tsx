import { useEffect } from 'react';
import { Form } from '../../../ui/form';
import { useSendContactForm, type ContactRequest } from './contact-api';
import { domainsCopy } from '../domains/domains-copy';
import { email, maxLength, required, validate } from '../../../kernel/validation';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { useAppForm } from '../../../kit/forms/use-app-form';
import { useSubmission } from '../../../kit/forms/use-submission';
import styles from './sell.module.css';

const copy = domainsCopy.sell;

export type SellValues = Omit<ContactRequest, 'phone'> & { phone: string };

const KIND_OPTIONS = [
  { value: 'domain', label: copy.kindDomain },
  { value: 'webPortal', label: copy.kindPortal },
] as const;

const RULES = {
  name: [required, maxLength(120)],
  email: [required, email, maxLength(254)],
  phone: [maxLength(32)],
  subject: [required, maxLength(253)],
  message: [required, maxLength(5000)],
};

function toRequest(values: SellValues): ContactRequest {
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: phone === '' ? null : phone,
    subject_kind: values.subject_kind,
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}

export interface SellFormProps {
  values: SellValues;
  onValuesChange: (update: (values: SellValues) => SellValues) => void;
  /** The request was sent; the server's thank-you message is passed on. */
  onSent: (message: string) => void;
  onCancel: () => void;
  onBusyChange: (busy: boolean) => void;
}

/** The Sell popup's contact form; what was typed stays when sending fails (and when the popup is closed). */
export function SellForm({ values, onValuesChange, onSent, onCancel, onBusyChange }: SellFormProps) {
  const submission = useSubmission(useSendContactForm(), { onSuccess: (result) => onSent(result.message) });
  const form = useAppForm({ values, onValuesChange, check: (v) => validate(v, RULES), toRequest, submission });
  const { busy } = form;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const subjectLabel = values.subject_kind === 'domain' ? copy.subjectDomain : copy.subjectPortal;
  return (
    <Form onSubmit={form.handleSubmit} className={styles.form}>
      {form.generalError && <Alert tone="error">{form.generalError}</Alert>}
      <TextField label={copy.name} autoComplete="name" {...form.text('name')} />
      <TextField label={copy.email} type="email" autoComplete="email" {...form.text('email')} />
      <TextField label={copy.phone} type="tel" autoComplete="tel" {...form.text('phone')} />
      <RadioGroupField
        label={copy.subjectKind}
        options={KIND_OPTIONS}
        value={values.subject_kind}
        onChange={(kind) => form.set('subject_kind', kind)}
        errorMessage={form.errorFor('subject_kind')}
      />
      <TextField label={subjectLabel} placeholder={copy.subjectPlaceholder} {...form.text('subject')} />
      <TextAreaField label={copy.message} {...form.text('message')} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={busy}>
          {copy.cancel}
        </Button>
        <Button type="submit" isPending={busy}>
          {busy ? copy.sending : copy.submit}
        </Button>
      </div>
    </Form>
  );
}
