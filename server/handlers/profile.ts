import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { HttpError, fieldError, notFound, validationFailed } from '../http/errors';
import { VALIDATION_MESSAGES as M } from '../../src/kernel/validation-messages';
import { isValidNip, normalizeNip } from '../../src/kernel/nip';
import { newPassword, type FieldErrors } from '../../src/kernel/validation';
import { currentUser } from '../auth/guard';
import { hashPassword, verifyPassword } from '../shared/passwords';
import { revokeUserTokens } from '../auth/tokens';
import { findUserById, toProfile } from '../services/users';
import { CompanyLookupUnavailable } from '../services/company-lookup';
import { pendingEmailColumns } from '../services/email-change';
import { limitEmailChangeRequests, mailEmailChangeLink } from './email-change';
import { recordAudit } from '../services/audit-log';
import { auditActor } from '../http/audit-actor';
import { passwordChangedMail, plain } from '../mail/templates';

type ProfileOperations =
  'getProfile' | 'updateProfile' | 'updateAddress' | 'changePassword' | 'lookupVatData' | 'sendContactForm';

export const PROFILE_MESSAGES = {
  passwordChanged: 'Hasło zostało zmienione.',
  contactSent: 'Dziękujemy! Skontaktujemy się z Tobą najszybciej, jak to możliwe.',
  companyNotFound: 'Nie znaleziono firmy o podanym NIP.',
  lookupUnavailable: 'Wyszukiwanie firm po NIP jest niedostępne. Uzupełnij dane ręcznie.',
} as const;

const emptyToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The signed-in user's own profile, address, password, company lookup and contact form. */
export function profileHandlers(ctx: AppContext): Pick<Handlers, ProfileOperations> {
  const { db, config, mailer } = ctx;

  async function loadSelf(userId: number) {
    const user = await findUserById(db, userId);
    if (!user) throw new HttpError(401, 'Zaloguj się, aby kontynuować.');
    return user;
  }

  return {
    async getProfile(request) {
      return toProfile(await loadSelf(currentUser(request).id), ctx.now());
    },

    async updateProfile(request) {
      const self = await loadSelf(currentUser(request).id);
      const body = request.body;
      const isCompany = body.is_company ?? self.is_company;
      const companyName = body.company_name === undefined ? self.company_name : emptyToNull(body.company_name);
      const nip = body.nip === undefined ? self.nip : emptyToNull(body.nip);
      // Stored the way registration stores it, so the case-insensitive unique index and sign-in agree.
      const email = body.email === undefined ? self.email : body.email.trim().toLowerCase();
      const emailChanged = email !== self.email.toLowerCase();
      const name = body.name.trim();
      const errors: FieldErrors = {};
      if (isCompany && !companyName) errors.company_name = [M.required];
      if (isCompany && !nip) errors.nip = [M.required];
      if (nip && !isValidNip(nip)) errors.nip = [M.nip];
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      // A new address is only requested here: whether it is free is never part of this answer.
      if (emailChanged) await limitEmailChangeRequests(ctx, self.id, email);
      const updated = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('users')
          .set({
            name,
            ...(emailChanged ? pendingEmailColumns(email, ctx.now()) : {}),
            phone: body.phone === undefined ? self.phone : emptyToNull(body.phone),
            aftermarket_id: body.aftermarket_id === undefined ? self.aftermarket_id : emptyToNull(body.aftermarket_id),
            is_company: isCompany,
            company_name: companyName,
            nip: nip ? normalizeNip(nip) : null,
            marketing_consent: body.marketing_consent ?? self.marketing_consent,
            updated_at: ctx.now(),
          })
          .where('id', '=', self.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        // Who someone is (an administrator's name included) is part of the record; the e-mail is audited once applied.
        if (name !== self.name)
          await recordAudit(trx, {
            ...auditActor(request),
            entity: 'user',
            entity_id: self.id,
            action: 'user.identity',
            before: { name: self.name },
            after: { name },
          });
        return row;
      });
      if (emailChanged) mailEmailChangeLink(ctx, request, self, email);
      return toProfile(updated, ctx.now());
    },

    async updateAddress(request) {
      const self = await loadSelf(currentUser(request).id);
      const { street, postal_code, city, country = 'PL' } = request.body;
      if (country === 'PL' && !/^\d{2}-\d{3}$/.test(postal_code.trim())) throw fieldError('postal_code', M.postalCode);
      const updated = await db
        .updateTable('users')
        .set({
          street: street.trim(),
          postal_code: postal_code.trim(),
          city: city.trim(),
          country,
          updated_at: ctx.now(),
        })
        .where('id', '=', self.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toProfile(updated, ctx.now());
    },

    async changePassword(request) {
      const self = await loadSelf(currentUser(request).id);
      const { current_password, password, password_confirmation } = request.body;
      const errors: FieldErrors = {};
      if (!(await verifyPassword(self.password_hash, current_password)))
        errors.current_password = [M.wrongCurrentPassword];
      const refusal = newPassword(password);
      if (refusal) errors.password = [refusal];
      if (password !== password_confirmation) errors.password_confirmation = [M.passwordsMismatch];
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: ctx.now() })
          .where('id', '=', self.id)
          .execute();
        // A reset link mailed before the change would otherwise still set a password of its own choosing.
        await trx.deleteFrom('password_reset_tokens').where('email', '=', self.email.toLowerCase()).execute();
        await revokeUserTokens(trx, self.id, request.auth?.tokenId);
      });
      await mailer.send(self.email, passwordChangedMail(self.name)).catch((error: unknown) => {
        request.log.error({ err: error }, 'password-changed e-mail not sent');
      });
      return { message: PROFILE_MESSAGES.passwordChanged };
    },

    async lookupVatData(request) {
      const nip = normalizeNip(request.body.nip);
      if (!isValidNip(nip)) throw fieldError('nip', M.nip);
      const lookup = ctx.adapters.companyLookup;
      if (!lookup) throw new HttpError(503, PROFILE_MESSAGES.lookupUnavailable);
      try {
        const company = await lookup.findByNip(nip);
        if (!company) throw notFound(PROFILE_MESSAGES.companyNotFound);
        return company;
      } catch (error) {
        if (error instanceof CompanyLookupUnavailable) throw new HttpError(503, error.message);
        throw error;
      }
    },

    async sendContactForm(request) {
      const user = currentUser(request);
      const body = request.body;
      const record = {
        user_id: user.id,
        name: body.name.trim(),
        email: body.email.trim(),
        phone: emptyToNull(body.phone),
        subject_kind: body.subject_kind,
        subject: body.subject.trim(),
        message: body.message.trim(),
      };
      await db.insertInto('contact_requests').values(record).execute();
      const what = body.subject_kind === 'domain' ? 'domenę' : 'portal';
      const content = plain(`Chcę sprzedać ${what}: ${record.subject}`, 'Nowe zgłoszenie sprzedaży', [
        `Od: ${record.name} <${record.email}>${record.phone ? `, tel. ${record.phone}` : ''} (konto nr ${user.id})`,
        `Przedmiot: ${what} ${record.subject}`,
        record.message,
      ]);
      await mailer.send(config.supportEmail, content);
      return { message: PROFILE_MESSAGES.contactSent };
    },
  };
}
