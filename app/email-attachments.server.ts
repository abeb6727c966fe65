/**
 * Registers the files e-mails carry with the outbox worker (app/email/attachments.server.ts):
 * imported by each entry point that sends mail (entry.server.tsx, server/background-jobs.ts) and
 * by the unit tests' setup. Lives at the top so e-mail imports neither receipts nor certificates.
 * Each provider's module loads when first asked for, so the tests' setup, run before every test
 * file, loads no PDF code.
 */
import { registerAttachmentProvider } from '~/email/attachments.server';

registerAttachmentProvider('receipt', async (sql, id) =>
  (await import('~/receipts/receipts.server')).receiptAttachment(sql, id),
);
registerAttachmentProvider('certificate', async (sql, id) =>
  (await import('~/certificates/certificates.server')).certificateAttachment(sql, id),
);
