import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import nodemailer from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string | null;
  /** An iCalendar text, attached as sessions.ics. */
  calendar?: string | null;
  /** Files attached as they are (a receipt's PDF). */
  attachments?: ReadonlyArray<{ filename: string; content: Buffer; contentType: string }>;
}

/** What is kept of a sent message: its Message-ID header, to find it in the mail server's logs. */
export interface SentMail {
  messageId: string | null;
}

/** Where e-mail goes: an SMTP server, or `.eml` files. The worker needs only `send`. */
export interface MailTransport {
  /** Resolves once the message is accepted (by the SMTP server, or written); rejects otherwise. */
  send(message: MailMessage): Promise<SentMail>;
  /** For the start-up log; never contains a password. */
  readonly description: string;
  close(): void;
}

export interface TransportSettings {
  SMTP_URL?: string;
  MAIL_DIR: string;
}

/** SMTP when SMTP_URL is set, else `.eml` files in MAIL_DIR. */
export function createMailTransport(settings: TransportSettings): MailTransport {
  return settings.SMTP_URL
    ? createSmtpTransport(settings.SMTP_URL)
    : createFileTransport(settings.MAIL_DIR);
}

function toNodemailer(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.calendar
      ? {
          icalEvent: {
            filename: 'sessions.ics',
            // A cancellation travels as METHOD:CANCEL, in the file and in its MIME type.
            method: /^METHOD:CANCEL\r?$/m.test(message.calendar) ? 'CANCEL' : 'PUBLISH',
            content: message.calendar,
          },
        }
      : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((file) => ({
            filename: file.filename,
            content: file.content,
            contentType: file.contentType,
          })),
        }
      : {}),
  };
}

/**
 * Sends over SMTP. The URL is nodemailer's: smtp://user:pass@host:587 (STARTTLS when offered),
 * smtps://user:pass@host:465 (TLS from the start); query options such as
 * ?tls.rejectUnauthorized=false are passed on.
 */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // A few connections kept open and reused: the outbox sends several e-mails at a time.
    pool: true,
    maxConnections: 8,
    // Bounded, so one unreachable server cannot hold a worker's row lock for long.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const parsed = new URL(url);
  return {
    description: `SMTP ${parsed.protocol}//${parsed.host}`,
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message));
      if (info.rejected.length > 0) {
        throw new Error(`SMTP server rejected ${info.rejected.join(', ')}: ${info.response}`);
      }
      return { messageId: info.messageId || null };
    },
    close: () => transporter.close(),
  };
}

/**
 * Writes each message as an RFC 822 `.eml` file into `dir` (created when missing), named so
 * that a directory listing is in sending order. Used when no SMTP server is configured.
 */
export function createFileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    description: `.eml files in ${path.resolve(dir)}`,
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message));
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID().slice(0, 8)}.eml`;
      const file = path.join(dir, name);
      // Written under a temporary name first, so nobody reads half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      return { messageId: info.messageId || null };
    },
    close: () => transporter.close(),
  };
}
