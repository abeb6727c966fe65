import type postgres from 'postgres';

import { DELETE_BATCH, pruneInBatches } from '~/db/batches.server';
import type { Sql } from '~/db/client.server';
import { lockKey } from '~/db/locks.server';
import { normalizeEmail } from '~/lib/email-address';
import { env } from '~/lib/env.server';

import type { EmailAcademy, EmailContent } from './message';
import { renderEmail } from './render.server';
import type { MailMessage } from './transport.server';

/** A message as the transport sends it, but for the sender, which the worker adds. */
export interface QueuedEmail extends Omit<MailMessage, 'from'> {
  /** What the e-mail is, for logs and queries: 'enquiry-notification', 'order-confirmation'... */
  kind: string;
  /** The receipt whose PDF the worker attaches when it sends (docs/decisions/0063). */
  receiptId?: string | null;
  /** The CE certificate whose PDF the worker attaches when it sends (docs/decisions/0068). */
  certificateId?: string | null;
}

/** E-mails a student is waiting for, sent before any backlog of notices (priority 0). */
export const URGENT_KINDS: ReadonlySet<string> = new Set([
  'password-reset',
  'email-verification',
  'order-confirmation',
  'waiting-list-offer',
  'waiting-list-confirmation',
]);

/**
 * E-mails a stranger can have sent to an address of their choosing (sign-up, a reset, a
 * confirmation resent, a waiting-list join). Each kind has its own rate limits; together they
 * are also capped per recipient and day (MAIL_PER_ADDRESS_PER_DAY), unless the address is an
 * account's confirmed one (docs/decisions/0042-outbox-retention-and-recipient-cap.md).
 */
export const STRANGER_KINDS: ReadonlySet<string> = new Set([
  'email-verification',
  'password-reset',
  'waiting-list-confirmation',
]);

/**
 * Queues an e-mail for the outbox worker. Call it inside the caller's transaction, with the
 * write the e-mail is about: both are committed or neither is, and the worker sends only
 * committed rows. Returns the outbox row's id, or null when the e-mail was not queued: its
 * recipient reached the daily cap of STRANGER_KINDS (logged; callers answer as if it was).
 */
export async function queueEmail(
  tx: postgres.TransactionSql,
  email: QueuedEmail,
  { logger = console }: { logger?: Pick<Console, 'warn'> } = {},
): Promise<string | null> {
  if (STRANGER_KINDS.has(email.kind) && (await recipientCapped(tx, email.to))) {
    logger.warn(
      `Outbox: ${email.kind} e-mail to ${maskAddress(email.to)} not queued: the address had ${env().MAIL_PER_ADDRESS_PER_DAY} in the last 24 h`,
    );
    return null;
  }
  const [row] = await tx<{ id: string }[]>`
    insert into outbox_emails (
      kind, to_address, reply_to, subject, text_body, html_body, calendar, priority, receipt_id,
      certificate_id
    ) values (
      ${email.kind}, ${email.to}, ${email.replyTo ?? null}, ${email.subject}, ${email.text},
      ${email.html ?? null}, ${email.calendar ?? null}, ${URGENT_KINDS.has(email.kind) ? 0 : 1},
      ${email.receiptId ?? null}, ${email.certificateId ?? null}
    )
    returning id::text`;
  return row!.id;
}

/**
 * Whether `to` had MAIL_PER_ADDRESS_PER_DAY e-mails of STRANGER_KINDS queued in the last 24
 * hours and is no account's confirmed address. Holds a lock on the address until the caller's
 * transaction ends, so concurrent requests are counted one after the other (each count sees
 * the rows the ones before it committed).
 */
async function recipientCapped(tx: postgres.TransactionSql, to: string): Promise<boolean> {
  const address = normalizeEmail(to);
  // A stranger cannot confirm an address: its owner's own requests keep only the per-kind limits.
  // users is auth's table, read here: auth sends through the outbox, so the outbox imports none of auth.
  const [confirmed] = await tx`
    select 1 from users where email = ${address} and email_verified_at is not null`;
  if (confirmed) return false;
  await lockKey(tx, 'recipientCap', address);
  // Rows keep kind, recipient and created_at after their bodies are cleared, and live at least
  // a day (OUTBOX_RETENTION_DAYS >= 1), so the count holds after sending.
  const [row] = await tx<{ queued: number }[]>`
    select count(*)::int as queued from outbox_emails
    where lower(btrim(to_address)) = ${address}
      and kind in ${tx([...STRANGER_KINDS])}
      and created_at > clock_timestamp() - interval '24 hours'`;
  return row!.queued >= env().MAIL_PER_ADDRESS_PER_DAY;
}

/** j***@example.com: enough for a log reader to match a complaint, not a list of addresses. */
function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address[0]}***${address.slice(at)}` : '***';
}

/** An e-mail as its module writes it: what it says, to be rendered when it is queued. */
export interface ComposedEmail {
  kind: string;
  to: string;
  replyTo?: string | null;
  calendar?: string | null;
  receiptId?: string | null;
  certificateId?: string | null;
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
): Promise<string | null> {
  const { content, ...envelope } = email;
  return queueEmail(tx, { ...envelope, ...renderEmail(content, academy) });
}

/**
 * Deletes sent e-mails sent more than `retentionDays` ago, in batches (pruneInBatches).
 * Pending and failed rows are kept. Returns how many were deleted.
 */
export async function pruneSentEmails(
  sql: Sql,
  retentionDays: number,
  batch = DELETE_BATCH,
): Promise<number> {
  return pruneInBatches(
    sql,
    {
      table: 'outbox_emails',
      key: 'id',
      where: sql`status = 'sent' and sent_at < now() - make_interval(days => ${retentionDays})`,
    },
    batch,
  );
}
