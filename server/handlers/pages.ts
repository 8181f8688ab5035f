import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { HttpError, MESSAGES } from '../http/errors';
import { escapeHtml } from '../mail/templates';

type PageOperations = 'termsPage' | 'health';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Domenika</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1a1f36; }
</style>
</head>
<body>
${body}
</body>
</html>`;
}

/** The terms page and the health check. The mail outbox is for administrators only: see admin-outbox.ts. */
export function pageHandlers(ctx: AppContext): Pick<Handlers, PageOperations> {
  const { db, config } = ctx;
  return {
    async termsPage(_request, reply) {
      const body = `<h1>Regulamin serwisu Domenika</h1>
<p>Serwis Domenika prowadzi ${escapeHtml(config.seller.name)}, ${escapeHtml(config.seller.street)},
${escapeHtml(config.seller.postalCode)} ${escapeHtml(config.seller.city)}, NIP ${escapeHtml(config.seller.nip)}.</p>
<h2>1. Usługi</h2>
<p>Serwis umożliwia zakup i dzierżawę domen internetowych, wynajem domen jako przekierowań 301, zakup portali
oraz zamawianie publikacji sponsorowanych.</p>
<h2>2. Ceny i płatności</h2>
<p>Ceny w katalogu są cenami netto; do ceny doliczany jest podatek VAT w wysokości 23%. Zamówienie opłaca się
przelewem bankowym, podając numer zamówienia w tytule przelewu. Po zaksięgowaniu wpłaty wystawiana jest faktura VAT.</p>
<h2>3. Prawo odstąpienia od umowy</h2>
<p>Konsument może odstąpić od umowy w terminie 14 dni. Jeżeli konsument zażąda rozpoczęcia świadczenia usługi przed
upływem tego terminu, traci prawo odstąpienia po pełnym wykonaniu usługi.</p>
<h2>4. Kontakt</h2>
<p>Pytania i reklamacje: <a href="mailto:${escapeHtml(config.supportEmail)}">${escapeHtml(config.supportEmail)}</a>.</p>`;
      return reply.type('text/html; charset=utf-8').send(page('Regulamin', body));
    },

    async health() {
      try {
        await sql`select 1`.execute(db);
      } catch {
        throw new HttpError(503, MESSAGES.databaseUnavailable);
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  };
}
