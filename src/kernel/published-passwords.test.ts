import { describe, expect, it } from 'vitest';
import { isPublishedPassword, PUBLISHED_PASSWORDS } from './published-passwords';
import { newPassword } from './validation';
import { passwordChangeErrors } from './password-change';
import { VALIDATION_MESSAGES as M } from './validation-messages';

describe('the passwords the documentation publishes', () => {
  it.each(PUBLISHED_PASSWORDS)('refuses %s as a new password with the Polish message', (published) => {
    expect(isPublishedPassword(published)).toBe(true);
    expect(newPassword(published)).toBe(M.publishedPassword);
  });

  it('accepts a password that only resembles one of them', () => {
    expect(newPassword('klient123!')).toBeNull();
    expect(newPassword('Klient123!x')).toBeNull();
  });

  it('shows the refusal beside the new password of the "Zmień hasło" popup', () => {
    const errors = passwordChangeErrors({
      current_password: 'Stare-Haslo1',
      password: 'Admin123!',
      password_confirmation: 'Admin123!',
    });
    expect(errors).toEqual({ password: [M.publishedPassword] });
  });
});
