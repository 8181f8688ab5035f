import { checkPasswordConfirmation, newPassword, required, validate, type FieldErrors } from './validation';

/** What the "Zmień hasło" popup sends: the current password, the new one and its confirmation. */
export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export type PasswordChangeField = keyof PasswordChange;

export const EMPTY_PASSWORD_CHANGE: PasswordChange = { current_password: '', password: '', password_confirmation: '' };

/** Every field is required, the new password follows the sign-up rule, and the confirmation must match it. */
export function passwordChangeErrors(values: PasswordChange): FieldErrors {
  const errors = validate(values, {
    current_password: [required],
    password: [required, newPassword],
    password_confirmation: [required],
  });
  return checkPasswordConfirmation(errors, values.password, values.password_confirmation);
}
