import type { MailContent } from './mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A message with one call to action; the text part carries the same link for clients without HTML. */
function withLink(
  subject: string,
  greeting: string,
  lines: string[],
  linkLabel: string,
  url: string,
  footer: string[],
): MailContent {
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
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    '<p>Zespół Domenika</p>',
  ].join('\n');
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

/**
 * What registering with a taken address sends instead of a verification link: the form answered as for a new
 * account, so only the owner of the mailbox learns that the account exists.
 */
export function accountExistsMail(name: string, signInUrl: string, resetUrl: string): MailContent {
  const subject = 'Masz już konto w Domenice';
  const greeting = `Dzień dobry, ${name}!`;
  const lines = [
    'Ktoś (być może Ty) próbował założyć konto w Domenice na ten adres e-mail, ale masz już u nas konto.',
    'Zaloguj się na nie. Jeśli nie pamiętasz hasła, ustaw nowe.',
  ];
  const footer = 'Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość — Twoje konto pozostaje bez zmian.';
  const text = [
    greeting,
    '',
    ...lines,
    '',
    `Zaloguj się: ${signInUrl}`,
    `Ustaw nowe hasło: ${resetUrl}`,
    '',
    footer,
    '',
    'Zespół Domenika',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(signInUrl)}">Zaloguj się</a> · <a href="${escapeHtml(resetUrl)}">Ustaw nowe hasło</a></p>`,
    `<p>${escapeHtml(footer)}</p>`,
    '<p>Zespół Domenika</p>',
  ].join('\n');
  return { subject, text, html };
}

export function passwordResetMail(name: string, url: string): MailContent {
  return withLink(
    'Ustaw nowe hasło',
    `Dzień dobry, ${name}!`,
    ['Otrzymaliśmy prośbę o zmianę hasła do Twojego konta w Domenice.'],
    'Ustaw nowe hasło',
    url,
    [
      'Link jest ważny przez 60 minut i działa jeden raz. Jeśli to nie Ty prosiłeś o zmianę, zignoruj tę wiadomość — hasło pozostanie bez zmian.',
    ],
  );
}

export function passwordChangedMail(name: string): MailContent {
  return plain('Hasło zostało zmienione', `Dzień dobry, ${name}!`, [
    'Hasło do Twojego konta w Domenice zostało właśnie zmienione, a inne sesje zostały wylogowane.',
    'Jeśli to nie Ty, natychmiast skontaktuj się z nami.',
  ]);
}

/** Sent to the new address of a requested change: following the link is what applies it. */
export function emailChangeConfirmMail(name: string, newEmail: string, url: string): MailContent {
  return withLink(
    'Potwierdź nowy adres e-mail',
    `Dzień dobry, ${name}!`,
    [`Poproszono o zmianę adresu e-mail konta w Domenice na ${newEmail}. Potwierdź, że ten adres należy do Ciebie.`],
    'Potwierdź nowy adres e-mail',
    url,
    [
      'Link jest ważny przez 60 minut i działa jeden raz. Dopóki go nie użyjesz, konto zachowuje dotychczasowy adres. Jeśli to nie Ty prosiłeś o zmianę, zignoruj tę wiadomość.',
    ],
  );
}

/** Tells the current address that a change away from it was asked for, so a stolen session cannot do it quietly. */
export function emailChangeRequestedMail(name: string, newEmail: string): MailContent {
  return plain('Prośba o zmianę adresu e-mail', `Dzień dobry, ${name}!`, [
    `Poproszono o zmianę adresu e-mail Twojego konta w Domenice na ${newEmail}. Zmiana nastąpi dopiero po kliknięciu linku wysłanego na nowy adres.`,
    'Jeśli to nie Ty, zmień hasło i skontaktuj się z nami.',
  ]);
}

/** Tells the previous address that the account's e-mail has changed. */
export function emailChangedMail(name: string, newEmail: string): MailContent {
  return plain('Adres e-mail został zmieniony', `Dzień dobry, ${name}!`, [
    `Adres e-mail Twojego konta w Domenice został zmieniony na ${newEmail}. Na ten adres nie będziemy już wysyłać wiadomości.`,
    'Jeśli to nie Ty, natychmiast skontaktuj się z nami.',
  ]);
}

export { escapeHtml, plain, withLink };
