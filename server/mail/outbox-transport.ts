import type { Transport } from 'nodemailer';
import type MailMessage from 'nodemailer/lib/mailer/mail-message';
import type { Db } from '../db/database';
import { writeOutboxFile } from './outbox-files';

function addressList(value: unknown): string {
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return items
    .map((item) => (typeof item === 'string' ? item : ((item as { address?: string }).address ?? '')))
    .filter(Boolean)
    .join(', ');
}

/**
 * A message body as text. The mailer sends strings; a Buffer is decoded. Streams and file references are refused
 * rather than stored as "[object Object]": the outbox keeps what an administrator can read.
 */
function bodyText(body: MailMessage['data']['text']): string {
  if (typeof body === 'string') return body;
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  throw new Error('The outbox keeps only bodies given as text.');
}

/**
 * A nodemailer transport that keeps each message in the outbox table instead of sending it. It is the default
 * outside of SMTP_URL; administrators read the table in the app ("Poczta wychodząca"). Given a `fileDir`, it also
 * writes each message there as a file, which `npm run outbox` prints without opening the database (the embedded
 * PGlite admits one process only, and that is the running server).
 */
export class OutboxTransport implements Transport<{ messageId: string }> {
  readonly name = 'domenika-outbox';
  readonly version = '1.0.0';

  constructor(
    private readonly db: Db,
    private readonly fileDir: string | null = null,
  ) {}

  send(
    mail: MailMessage<{ messageId: string }>,
    callback: (err: Error | null, info: { messageId: string }) => void,
  ): void {
    this.store(mail.data)
      .then((id) => callback(null, { messageId: `<outbox-${id}@domenika>` }))
      .catch((error: Error) => callback(error, { messageId: '' }));
  }

  private async store(data: MailMessage['data']): Promise<number> {
    const row = await this.db
      .insertInto('outbox')
      .values({
        to_address: addressList(data.to),
        subject: String(data.subject ?? ''),
        text_body: bodyText(data.text ?? ''),
        html_body: data.html === undefined ? null : bodyText(data.html),
      })
      .returning(['id', 'to_address', 'subject', 'text_body', 'created_at'])
      .executeTakeFirstOrThrow();
    if (this.fileDir) {
      await writeOutboxFile(this.fileDir, {
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        created_at: row.created_at.toISOString(),
      });
    }
    return row.id;
  }
}
