import type postgres from 'postgres';

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
