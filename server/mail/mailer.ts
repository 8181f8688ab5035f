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

/** SMTP when SMTP_URL is set, otherwise the outbox table. */
export function createMailer(db: Db, options: { smtpUrl: string | null; from: string }): Mailer {
  const transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport(new OutboxTransport(db));
  return {
    async send(to, content) {
      await transporter.sendMail({ from: options.from, to, ...content });
    },
  };
}
