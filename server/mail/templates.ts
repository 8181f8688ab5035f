import type { MailContent } from './mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A message with one call to action; the text part carries the same link for clients without HTML. */
function withLink(subject: string, greeting: string, lines: string[], linkLabel: string, url: string, footer: string[]): MailContent {
  const text = [greeting, '', ...lines, '', `${linkLabel}: ${url}`, '', ...footer, '', 'Zespół Domenika'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(linkLabel)}</a></p>`,
    ...footer.map((l) => `<p>${escapeHtml(l)}</p>`),
    '<p>Zespół Domenika</p>',
  ].join('\n');
  return { subject, text, html };
}

/** A message without a link. */
function plain(subject: string, greeting: string, lines: string[]): MailContent {
  const text = [greeting, '', ...lines, '', 'Zespół Domenika'].join('\n');
  const html = [`<p>${escapeHtml(greeting)}</p>`, ...lines.map((l) => `<p>${escapeHtml(l)}</p>`), '<p>Zespół Domenika</p>'].join('\n');
  return { subject, text, html };
}

export function verificationMail(name: string, url: string): MailContent {
  return withLink(
    'Potwierdź adres e-mail',
    `Dzień dobry, ${name}!`,
    ['Dziękujemy za założenie konta w Domenice. Potwierdź, że ten adres e-mail należy do Ciebie.'],
    'Potwierdź adres e-mail',
    url,
    ['Link jest ważny przez 60 minut. Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.'],
  );
}

export function passwordResetMail(name: string, url: string): MailContent {
  return withLink(
    'Ustaw nowe hasło',
    `Dzień dobry, ${name}!`,
    ['Otrzymaliśmy prośbę o zmianę hasła do Twojego konta w Domenice.'],
    'Ustaw nowe hasło',
    url,
    ['Link jest ważny przez 60 minut i działa jeden raz. Jeśli to nie Ty prosiłeś o zmianę, zignoruj tę wiadomość — hasło pozostanie bez zmian.'],
  );
}

export function passwordChangedMail(name: string): MailContent {
  return plain('Hasło zostało zmienione', `Dzień dobry, ${name}!`, [
    'Hasło do Twojego konta w Domenice zostało właśnie zmienione, a inne sesje zostały wylogowane.',
    'Jeśli to nie Ty, natychmiast skontaktuj się z nami.',
  ]);
}

export { escapeHtml, plain, withLink };
