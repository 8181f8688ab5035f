import type { MailContent } from './mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

interface MailLink {
  label: string;
  url: string;
}

/**
 * A greeting, paragraphs and the signature; calls to action, when given, follow the paragraphs with their footer.
 * The text part carries every link in full for clients without HTML.
 */
function compose(
  subject: string,
  greeting: string,
  lines: string[],
  action?: { links: MailLink[]; footer: string[] },
): MailContent {
  const textAction = action ? [...action.links.map((l) => `${l.label}: ${l.url}`), '', ...action.footer, ''] : [];
  const htmlAction = action
    ? [
        `<p>${action.links.map((l) => `<a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a>`).join(' · ')}</p>`,
        ...action.footer.map((l) => `<p>${escapeHtml(l)}</p>`),
      ]
    : [];
  const text = [greeting, '', ...lines, '', ...textAction, 'Zespół Domenika'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    ...htmlAction,
    '<p>Zespół Domenika</p>',
  ].join('\n');
  return { subject, text, html };
}

/** A message with one call to action. */
function withLink(
  subject: string,
  greeting: string,
  lines: string[],
  linkLabel: string,
  url: string,
  footer: string[],
): MailContent {
  return compose(subject, greeting, lines, { links: [{ label: linkLabel, url }], footer });
}

/** A message without a link. */
function plain(subject: string, greeting: string, lines: string[]): MailContent {
  return compose(subject, greeting, lines);
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
  return compose(
    'Masz już konto w Domenice',
    `Dzień dobry, ${name}!`,
    [
      'Ktoś (być może Ty) próbował założyć konto w Domenice na ten adres e-mail, ale masz już u nas konto.',
      'Zaloguj się na nie. Jeśli nie pamiętasz hasła, ustaw nowe.',
    ],
    {
      links: [
        { label: 'Zaloguj się', url: signInUrl },
        { label: 'Ustaw nowe hasło', url: resetUrl },
      ],
      footer: ['Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość — Twoje konto pozostaje bez zmian.'],
    },
  );
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
