import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import { OutboxTransport } from './outbox-transport';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Sends Polish e-mails; what the app needs from nodemailer. */
export interface Mailer {
  send(to: string, content: MailContent): Promise<void>;
}

/** The text on one line: CR and LF (and runs of them) become single spaces. */
export function singleLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  /** Without SMTP, also write each message here as a file (for `npm run outbox`); null writes none. */
  outboxFileDir?: string | null;
}

/** SMTP when SMTP_URL is set, otherwise the outbox table (and files, when a directory is given). */
export function createMailer(db: Db, options: MailerOptions): Mailer {
  const transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport(new OutboxTransport(db, options.outboxFileDir ?? null));
  return {
    async send(to, content) {
      // Subjects often carry what a customer typed; a line break there would start a header of their choosing.
      await transporter.sendMail({ from: options.from, to, ...content, subject: singleLine(content.subject) });
    },
  };
}
