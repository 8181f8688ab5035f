import { useState, type FormEvent } from 'react';
import { isValid, validate, type FieldErrors, type Rule } from '../../kernel/validation';
import { useFormErrors } from './use-form-errors';
import type { FormSubmission } from './use-submission';

/** A form's values: text fields hold strings, checkboxes booleans, other fields (a select, a picker) their own. */
export type FormValues = Record<string, unknown>;
type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;
/** The fields of `V` that hold text (a TextField, a TextAreaField, a RadioGroupField). */
export type TextKey<V> = KeysOf<V, string>;
/** The fields of `V` that hold a yes or no (a Checkbox). */
export type FlagKey<V> = KeysOf<V, boolean>;
type Update<V> = (values: V) => V;

/** The kernel's `validate` over a form's text fields; its yes-or-no fields are left to the form's own check. */
export function checkText<V extends FormValues>(values: V, rules: Partial<Record<TextKey<V>, readonly Rule[]>>) {
  return validate(values as Record<TextKey<V>, string>, rules);
}

export interface AppFormOptions<V extends FormValues, S> {
  /** The starting values; or `values` with `onValuesChange` when a parent keeps them (the form only edits them). */
  initialValues?: V | (() => V);
  values?: V;
  onValuesChange?: (update: Update<V>) => void;
  /** The kernel's rules for these values (`validate(values, {...})`): messages per field, none when all is well. */
  check: (values: V) => FieldErrors;
  /** Where the checked values go, shaped for the request by `toRequest` (trimmed, for example). */
  submission: FormSubmission<S>;
  toRequest: (values: V) => S;
}

/**
 * The one way a form is built: values, the kernel's checks on submit, the server's 422 messages beside their fields
 * (until the user edits that field), the failure's message above the fields when the answer names none of them, and
 * one submit path. The submission's state (busy, failure) is read from `submission` only; what was typed stays after
 * a failed submit. Field bindings spread straight onto the `ui` fields: `<TextField label=… {...form.text('email')} />`.
 */
export function useAppForm<V extends FormValues, S>({
  initialValues,
  values: kept,
  onValuesChange,
  check,
  submission,
  toRequest,
}: AppFormOptions<V, S>) {
  const [own, setOwn] = useState<V | undefined>(initialValues);
  const values = kept ?? own;
  if (!values) throw new Error('useAppForm needs initialValues, or values with onValuesChange');
  const setValues: (update: Update<V>) => void =
    onValuesChange ?? ((update) => setOwn((current) => current && update(current)));
  const errors = useFormErrors(submission.fieldErrors);

  const set = <K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    errors.markEdited(field);
  };

  /** Checks the values and, when they pass, submits them; says whether they passed. */
  const handleSubmit = (event?: FormEvent): boolean => {
    event?.preventDefault();
    const found = check(values);
    errors.setClientErrors(found);
    if (!isValid(found)) return false;
    submission.submit(toRequest(values));
    return true;
  };

  const names = Object.keys(values);
  const namesAField = Object.keys(submission.fieldErrors).some((field) => names.includes(field));
  const otherFieldErrors = Object.entries(submission.fieldErrors).flatMap(([field, messages]) =>
    names.includes(field) ? [] : messages,
  );
  return {
    values,
    /** Replaces several values at once (a look-up that fills fields in); edited fields drop their server messages. */
    setValues,
    set,
    errorFor: errors.errorFor,
    markEdited: errors.markEdited,
    setClientErrors: errors.setClientErrors,
    busy: submission.busy,
    /** The failure's message when it belongs to no field of this form (a 409, a network failure, a 401). */
    generalError: submission.error && !namesAField ? submission.error : null,
    /** The server's messages for fields this form does not have (a discount code, a limit on the items), to list. */
    otherFieldErrors,
    handleSubmit,
    /** Props for a TextField, TextAreaField or RadioGroupField bound to `field`. */
    text: <K extends TextKey<V>>(field: K) => ({
      name: field,
      value: values[field],
      onChange: (value: V[K]) => set(field, value),
      errorMessage: errors.errorFor(field),
    }),
    /** Props for a Checkbox bound to `field`. */
    flag: <K extends FlagKey<V>>(field: K) => ({
      name: field,
      isSelected: values[field],
      // A boolean start value may be inferred as the literal `false`; the checkbox hands over any boolean.
      onChange: (selected: boolean) => set(field, selected as V[K]),
      errorMessage: errors.errorFor(field),
    }),
  };
}

/** What `useAppForm` hands a form and the field groups it passes the form to (`form.text('buyer.name')`). */
export type AppForm<V extends FormValues> = ReturnType<typeof useAppForm<V, unknown>>;
