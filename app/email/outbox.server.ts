import type postgres from 'postgres';

import type { EmailAcademy, EmailContent } from './message';
import { renderEmail } from './render.server';

export interface QueuedEmail {
  /** What the e-mail is, for logs and queries: 'enquiry-notification', 'order-confirmation'... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string | null;
  /** An iCalendar (.ics) text sent with the e-mail. */
  calendar?: string | null;
}

/** E-mails a student is waiting for, sent before any backlog of notices (priority 0). */
export const URGENT_KINDS: ReadonlySet<string> = new Set([
  'password-reset',
  'email-verification',
  'order-confirmation',
  'waiting-list-offer',
]);

/**
 * Queues an e-mail for the outbox worker. Call it inside the caller's transaction, with the
 * write the e-mail is about: both are committed or neither is, and the worker sends only
 * committed rows. Returns the outbox row's id.
 */
export async function queueEmail(tx: postgres.TransactionSql, email: QueuedEmail): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    insert into outbox_emails (
      kind, to_address, reply_to, subject, text_body, html_body, calendar, priority
    ) values (
      ${email.kind}, ${email.to}, ${email.replyTo ?? null}, ${email.subject}, ${email.text},
      ${email.html ?? null}, ${email.calendar ?? null}, ${URGENT_KINDS.has(email.kind) ? 0 : 1}
    )
    returning id::text`;
  return row!.id;
}

/** An e-mail as its module writes it: what it says, to be rendered when it is queued. */
export interface ComposedEmail {
  kind: string;
  to: string;
  replyTo?: string | null;
  calendar?: string | null;
  content: EmailContent;
}

/**
 * Renders the e-mail as HTML and text, in its content's language, and queues both in the
 * caller's transaction (see queueEmail).
 */
export async function queueComposedEmail(
  tx: postgres.TransactionSql,
  email: ComposedEmail,
  academy: EmailAcademy,
): Promise<string> {
  const { content, ...envelope } = email;
  return queueEmail(tx, { ...envelope, ...renderEmail(content, academy) });
}
