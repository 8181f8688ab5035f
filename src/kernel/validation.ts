import { VALIDATION_MESSAGES as M } from './validation-messages';
import { isValidNip } from './nip';
import { isPublishedPassword } from './published-passwords';

/** Field name to Polish messages, the same shape as the server's 422 `errors`. */
export type FieldErrors = Record<string, string[]>;

/** A rule returns a message when the value breaks it, otherwise null. */
export type Rule = (value: string) => string | null;

// A pragmatic check: one @, a dot in the domain, no spaces. The server checks the same with Ajv's "email" format.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required: Rule = (v) => (v.trim() === '' ? M.required : null);
export const email: Rule = (v) => (v.trim() !== '' && !EMAIL.test(v.trim()) ? M.email : null);
/** A password someone chooses: long enough, and not one the documentation publishes. */
export const newPassword: Rule = (v) => {
  if (v !== '' && v.length < 8) return M.passwordTooShort;
  return isPublishedPassword(v) ? M.publishedPassword : null;
};
export const nip: Rule = (v) => (v.trim() !== '' && !isValidNip(v) ? M.nip : null);
export const postalCodePl: Rule = (v) => (v.trim() !== '' && !/^\d{2}-\d{3}$/.test(v.trim()) ? M.postalCode : null);
export const maxLength =
  (max: number): Rule =>
  (v) =>
    v.length > max ? M.tooLong(max) : null;

/** Runs rules per field and keeps the first message of each, in the order the rules are given. */
export function validate<F extends string>(
  values: Record<F, string>,
  rules: Partial<Record<F, readonly Rule[]>>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of Object.keys(rules) as F[]) {
    for (const rule of rules[field] ?? []) {
      const message = rule(values[field] ?? '');
      if (message) {
        errors[field] = [message];
        break;
      }
    }
  }
  return errors;
}

/** Adds "Hasła nie pasują" to `confirmationField` when the two differ. */
export function checkPasswordConfirmation(
  errors: FieldErrors,
  password: string,
  confirmation: string,
  confirmationField = 'password_confirmation',
): FieldErrors {
  if (!errors[confirmationField] && confirmation !== '' && password !== confirmation) {
    return { ...errors, [confirmationField]: [M.passwordsMismatch] };
  }
  return errors;
}

/** True when there is no message at all. */
export function isValid(errors: FieldErrors): boolean {
  return Object.keys(errors).length === 0;
}
