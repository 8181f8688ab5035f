import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { HttpError, notFound } from '../http/errors';
import { escapeHtml } from '../mail/templates';

type PageOperations = 'termsPage' | 'health' | 'outboxPage' | 'listOutboxMessages';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Domenika</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1a1f36; }
  article { border: 1px solid #d8dce6; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f5f6fa; padding: .75rem; border-radius: 6px; }
  .meta { color: #5a6072; font-size: .875rem; }
</style>
</head>
<body>
${body}
</body>
</html>`;
}

// Links in plain-text mail bodies become clickable, so a tester can follow a reset link straight from the page.
function linkify(text: string): string {
  return escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}">${url}</a>`);
}

/** The terms page, health check and the development mail outbox. */
export function pageHandlers(ctx: AppContext): Pick<Handlers, PageOperations> {
  const { db, config } = ctx;

  function outboxQuery(to?: string) {
    let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(100);
    if (to) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), 'like', `%${to.toLowerCase()}%`));
    return query.execute();
  }

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
        throw new HttpError(503, 'Baza danych nie odpowiada.');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },

    async outboxPage(_request, reply) {
      if (config.production) throw notFound();
      const messages = await outboxQuery();
      const items = messages
        .map(
          (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">Do: ${escapeHtml(m.to_address)} · ${escapeHtml(m.created_at.toLocaleString('pl-PL', { timeZone: 'Europe/Warsaw' }))}</p>
<pre>${linkify(m.text_body)}</pre>
</article>`,
        )
        .join('\n');
      const body = `<h1>Skrzynka nadawcza (tryb deweloperski)</h1>
<p>Wiadomości wysłane przez aplikację, najnowsze na górze. Ustaw SMTP_URL, aby wysyłać prawdziwą pocztę.</p>
${items || '<p>Brak wiadomości.</p>'}`;
      return reply.type('text/html; charset=utf-8').send(page('Skrzynka nadawcza', body));
    },

    async listOutboxMessages(request) {
      if (config.production) throw notFound();
      const messages = await outboxQuery(request.query.to);
      return {
        data: messages.map((m) => ({
          id: m.id,
          to: m.to_address,
          subject: m.subject,
          text: m.text_body,
          html: m.html_body,
          created_at: m.created_at.toISOString(),
        })),
      };
    },
  };
}
