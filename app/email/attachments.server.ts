/**
 * The files an outbox row names (a receipt's or a CE certificate's PDF), drawn when the worker
 * sends it. The capabilities that own those files sit above e-mail, so they register a provider
 * here instead of the worker importing them; app/email-attachments.server.ts does so at start-up
 * (docs/decisions/0100).
 */
import type { Queryable } from '~/db/client.server';

import type { MailMessage } from './transport.server';

/** Which column of outbox_emails names the file: receipt_id or certificate_id. */
export type AttachmentKind = 'receipt' | 'certificate';

export type MailAttachment = NonNullable<MailMessage['attachments']>[number];

export type AttachmentProvider = (sql: Queryable, id: string) => Promise<MailAttachment>;

// Shared through globalThis, as request-scope is: server/ and the Remix build each load this module.
const KEY = Symbol.for('academy.email-attachment-providers');
const holder = globalThis as { [KEY]?: Map<AttachmentKind, AttachmentProvider> };
const providers = (holder[KEY] ??= new Map());

/** Registers the provider of one kind of file (a second registration replaces the first). */
export function registerAttachmentProvider(
  kind: AttachmentKind,
  provider: AttachmentProvider,
): void {
  providers.set(kind, provider);
}

/** The file `id` of `kind`; throws (the row is retried) when no provider was registered. */
export async function attachmentFor(
  sql: Queryable,
  kind: AttachmentKind,
  id: string,
): Promise<MailAttachment> {
  const provider = providers.get(kind);
  if (!provider) {
    throw new Error(
      `No ${kind} attachment provider registered (app/email-attachments.server.ts not imported)`,
    );
  }
  return provider(sql, id);
}
