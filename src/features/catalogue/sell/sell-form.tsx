import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from '../../../ui/form';
import { useAppMachine } from '../../../platform/machines/use-app-machine';
import { fromPromise } from 'xstate';
import { useSendContactForm, type ContactRequest } from './contact-api';
import { domainsCopy } from '../domains/domains-copy';
import { submissionMachine } from '../../../platform/machines/submission.machine';
import { email, isValid, maxLength, required, validate } from '../../../kernel/validation';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { useFormErrors } from '../../../ui/use-form-errors';
import { submissionMessageOf } from '../../../kit/forms/submission-message';
import styles from './sell.module.css';

const copy = domainsCopy.sell;

export type SellValues = Omit<ContactRequest, 'phone'> & { phone: string };
type Field = keyof SellValues;

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
  const sendForm = useSendContactForm();
  const latest = useRef({ sendForm, values, onSent });
  useEffect(() => {
    latest.current = { sendForm, values, onSent };
  });
  // One machine per opened form; its effects read the latest props, so it never has to be rebuilt.
  // eslint-disable-next-line react-hooks/refs -- the actors read `latest` when they run, after render, never while rendering
  const [machine] = useState(() =>
    submissionMachine.provide({
      // The form has checked the values; the request is built from them as they were when sent.
      actors: {
        submit: fromPromise<unknown>(async () => latest.current.sendForm.mutateAsync(toRequest(latest.current.values))),
      },
      actions: { notifySuccess: (_, { result }) => latest.current.onSent(submissionMessageOf(result)) },
    }),
  );
  const [state, send] = useAppMachine(machine);
  const errors = useFormErrors(state.context.fieldErrors);
  const busy = state.hasTag('busy');
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const change = (field: Field) => (value: string) => {
    onValuesChange((v) => ({ ...v, [field]: value }));
    errors.markEdited(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values, RULES);
    errors.setClientErrors(found);
    if (isValid(found)) send({ type: 'form.submit', values: toRequest(values) });
  };

  const generalError =
    state.context.error && Object.keys(state.context.fieldErrors).length === 0 ? state.context.error : null;
  const subjectLabel = values.subject_kind === 'domain' ? copy.subjectDomain : copy.subjectPortal;
  return (
    <Form onSubmit={submit} className={styles.form}>
      {generalError && <Alert tone="error">{generalError}</Alert>}
      <TextField
        label={copy.name}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={change('name')}
        errorMessage={errors.errorFor('name')}
      />
      <TextField
        label={copy.email}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={change('email')}
        errorMessage={errors.errorFor('email')}
      />
      <TextField
        label={copy.phone}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={change('phone')}
        errorMessage={errors.errorFor('phone')}
      />
      <RadioGroupField
        label={copy.subjectKind}
        options={KIND_OPTIONS}
        value={values.subject_kind}
        onChange={(kind) => change('subject_kind')(kind)}
        errorMessage={errors.errorFor('subject_kind')}
      />
      <TextField
        label={subjectLabel}
        name="subject"
        placeholder={copy.subjectPlaceholder}
        value={values.subject}
        onChange={change('subject')}
        errorMessage={errors.errorFor('subject')}
      />
      <TextAreaField
        label={copy.message}
        name="message"
        value={values.message}
        onChange={change('message')}
        errorMessage={errors.errorFor('message')}
      />
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
