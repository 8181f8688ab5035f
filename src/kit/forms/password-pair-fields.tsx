import { pl } from '../../i18n/pl';
import { TextField, type TextFieldProps } from '../../ui/text-field';

/** What a form binds to one field of the pair. */
export type PasswordFieldBinding = Pick<TextFieldProps, 'name' | 'value' | 'onChange' | 'errorMessage'>;

export interface PasswordPairFieldsProps {
  /** The bindings of the fields `password` and `password_confirmation`: a `useAppForm`'s `form.text` fits as it is. */
  bind: (field: 'password' | 'password_confirmation') => PasswordFieldBinding;
  /** "Nowe hasło" unless told otherwise ("Hasło" where the account is new). */
  passwordLabel?: string;
  /** The password rule, told below the first field. */
  hint?: string;
  confirmationLabel?: string;
  isRequired?: boolean;
}

/**
 * A new password and its confirmation. Both are masked and marked `new-password`, so a password manager offers to
 * generate and save one instead of filling in the stored one.
 */
export function PasswordPairFields({
  bind,
  passwordLabel = pl.auth.newPassword,
  hint = pl.auth.passwordHint,
  confirmationLabel = pl.auth.passwordConfirmation,
  isRequired = false,
}: PasswordPairFieldsProps) {
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        description={hint}
        isRequired={isRequired}
        {...bind('password')}
      />
      <TextField
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        isRequired={isRequired}
        {...bind('password_confirmation')}
      />
    </>
  );
}
