import { hashPassword } from '../shared/passwords';
import type { Db } from '../db/database';
import {
  checkPasswordConfirmation,
  email,
  isValid,
  maxLength,
  newPassword,
  required,
  validate,
  type FieldErrors,
} from '../../src/kernel/validation';

/** What `npm run create-admin` asks for. */
export interface AdminInput {
  email: string;
  name: string;
  password: string;
  password_confirmation: string;
}

/** Polish messages per field, with the rules the registration form uses; an empty object when all is well. */
export function checkAdminInput(input: AdminInput): FieldErrors {
  const errors = validate(input, {
    email: [required, email, maxLength(254)],
    name: [required, maxLength(120)],
    password: [required, newPassword, maxLength(200)],
    password_confirmation: [required],
  });
  return checkPasswordConfirmation(errors, input.password, input.password_confirmation);
}

/**
 * Creates an administrator with a verified e-mail, or gives an existing account the admin privilege and the new
 * password. Returns whether the account was created or promoted.
 */
export async function createAdministrator(
  db: Db,
  input: AdminInput,
  now = new Date(),
): Promise<'created' | 'promoted'> {
  const errors = checkAdminInput(input);
  if (!isValid(errors))
    throw new Error(
      Object.entries(errors)
        .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
        .join('; '),
    );
  const address = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const existing = await db
    .selectFrom('users')
    .select(['id', 'privileges'])
    .where('email', '=', address)
    .executeTakeFirst();
  if (existing) {
    const privileges = existing.privileges.includes('admin') ? existing.privileges : [...existing.privileges, 'admin'];
    await db
      .updateTable('users')
      .set({ privileges, password_hash: passwordHash, email_verified_at: now, updated_at: now })
      .where('id', '=', existing.id)
      .execute();
    // A new password ends every session signed in with the old one.
    await db.deleteFrom('access_tokens').where('user_id', '=', existing.id).execute();
    return 'promoted';
  }
  await db
    .insertInto('users')
    .values({
      name: input.name.trim(),
      email: address,
      password_hash: passwordHash,
      privileges: ['admin'],
      email_verified_at: now,
    })
    .execute();
  return 'created';
}
