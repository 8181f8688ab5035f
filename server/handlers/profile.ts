import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { HttpError, fieldError, notFound, validationFailed } from '../http/errors';
import { VALIDATION_MESSAGES as M } from '../../src/model/validation-messages';
import { isValidNip, normalizeNip } from '../../src/model/nip';
import type { FieldErrors } from '../../src/model/validation';
import { currentUser } from '../auth/guard';
import { hashPassword, verifyPassword } from '../shared/passwords';
import { revokeUserTokens } from '../auth/tokens';
import { findUserByEmail, findUserById, toProfile } from '../services/users';
import { CompanyLookupUnavailable } from '../services/company-lookup';
import { isUniqueViolation } from '../services/catalogue-refs';
import { verificationUrl } from '../auth/signed-url';
import { passwordChangedMail, plain, verificationMail } from '../mail/templates';

type ProfileOperations =
  'getProfile' | 'updateProfile' | 'updateAddress' | 'changePassword' | 'lookupVatData' | 'sendContactForm';

export const PROFILE_MESSAGES = {
  passwordChanged: 'Hasło zostało zmienione.',
  contactSent: 'Dziękujemy! Skontaktujemy się z Tobą najszybciej, jak to możliwe.',
  companyNotFound: 'Nie znaleziono firmy o podanym NIP.',
  lookupUnavailable: 'Wyszukiwanie firm po NIP jest niedostępne. Uzupełnij dane ręcznie.',
  emailTaken: 'Ten adres e-mail jest już zajęty.',
} as const;

const emptyToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The signed-in user's own profile, address, password, company lookup and contact form. */
export function profileHandlers(ctx: AppContext): Pick<Handlers, ProfileOperations> {
  const { db, config, mailer, background } = ctx;

  async function loadSelf(userId: number) {
    const user = await findUserById(db, userId);
    if (!user) throw new HttpError(401, 'Zaloguj się, aby kontynuować.');
    return user;
  }

  return {
    async getProfile(request) {
      return toProfile(await loadSelf(currentUser(request).id));
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
      const errors: FieldErrors = {};
      if (emailChanged) {
        const owner = await findUserByEmail(db, email);
        if (owner && owner.id !== self.id) errors.email = [PROFILE_MESSAGES.emailTaken];
      }
      if (isCompany && !companyName) errors.company_name = [M.required];
      if (isCompany && !nip) errors.nip = [M.required];
      if (nip && !isValidNip(nip)) errors.nip = [M.nip];
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      const updated = await db
        .updateTable('users')
        .set({
          name: body.name.trim(),
          ...(emailChanged ? { email, email_verified_at: null } : {}),
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
        .executeTakeFirstOrThrow()
        .catch((error: unknown) => {
          // Another account took the address between the check above and this update.
          if (isUniqueViolation(error)) throw fieldError('email', PROFILE_MESSAGES.emailTaken);
          throw error;
        });
      if (emailChanged) {
        // The new address has to be confirmed like at sign-up; a mail failure must not undo the saved profile.
        background.run('verification e-mail not sent', request.log, async () => {
          const url = verificationUrl(config.appUrl, ctx.secret, updated.id, updated.email, ctx.now().getTime());
          await mailer.send(updated.email, verificationMail(updated.name, url));
        });
      }
      return toProfile(updated);
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
      return toProfile(updated);
    },

    async changePassword(request) {
      const self = await loadSelf(currentUser(request).id);
      const { current_password, password, password_confirmation } = request.body;
      const errors: FieldErrors = {};
      if (!(await verifyPassword(self.password_hash, current_password)))
        errors.current_password = [M.wrongCurrentPassword];
      if (password !== password_confirmation) errors.password_confirmation = [M.passwordsMismatch];
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(password), updated_at: ctx.now() })
        .where('id', '=', self.id)
        .execute();
      await revokeUserTokens(db, self.id, request.auth?.tokenId);
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
