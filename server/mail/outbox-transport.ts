import type { Transport } from 'nodemailer';
import type MailMessage from 'nodemailer/lib/mailer/mail-message';
import type { Db } from '../db/database';

function addressList(value: unknown): string {
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return items
    .map((item) => (typeof item === 'string' ? item : (item as { address?: string }).address ?? ''))
    .filter(Boolean)
    .join(', ');
}

/**
 * A nodemailer transport that keeps each message in the outbox table instead of sending it. It is the default
 * outside of SMTP_URL, so reset and verification links can be followed from the outbox page.
 */
export class OutboxTransport implements Transport<{ messageId: string }> {
  readonly name = 'domenika-outbox';
  readonly version = '1.0.0';

  constructor(private readonly db: Db) {}

  send(mail: MailMessage<{ messageId: string }>, callback: (err: Error | null, info: { messageId: string }) => void): void {
    const data = mail.data;
    this.db
      .insertInto('outbox')
      .values({
        to_address: addressList(data.to),
        subject: String(data.subject ?? ''),
        text_body: String(data.text ?? ''),
        html_body: data.html === undefined ? null : String(data.html),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => callback(null, { messageId: `<outbox-${row.id}@domenika>` }))
      .catch((error: Error) => callback(error, { messageId: '' }));
  }
}
