/**
 * A receipt's e-mails through the outbox worker to a real SMTP server: the buyer's in their
 * language and the registrar's copy, each with the receipt's PDF attached, sent once.
 */
import { execFileSync } from 'node:child_process';

import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { closeDb } from '~/db/client.server';
import { createSmtpTransport } from '~/email/transport.server';
import { startOutboxWorker } from '~/email/worker.server';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { academy } from '../../tests/support/emails';
import { FROM, NEVER } from '../../tests/support/outbox-worker';
import { issueAt, paidOrder } from '../../tests/support/receipts';
import { splitMessage, startSmtpServer } from '../../tests/support/smtp';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);

beforeEach(() => resetDatabase(sql));

/** The attached PDF of a raw multipart message: its part's headers and bytes. */
function attachedPdf(raw: string): { headers: string; pdf: Buffer } | null {
  const start = raw.search(/Content-Type: application\/pdf/i);
  if (start < 0) return null;
  const headerEnd = raw.indexOf('\r\n\r\n', start);
  const end = raw.indexOf('\r\n--', headerEnd);
  return {
    headers: raw.slice(start, headerEnd).replace(/\r\n[ \t]+/g, ' '),
    pdf: Buffer.from(raw.slice(headerEnd + 4, end).replace(/\s+/g, ''), 'base64'),
  };
}

describe('receipt e-mails', () => {
  it('sends the buyer (in Spanish) and the registrar the PDF, once each', async () => {
    const { orderId } = await paidOrder(sql, {
      language: 'es',
      practiceName: 'Clínica Peña',
      taxId: 'NUÑE800101ABC',
    });
    await issueAt(sql, orderId);
    const smtp = await startSmtpServer();
    const transport = createSmtpTransport(smtp.url);
    const worker = startOutboxWorker({ sql, transport, intervalMs: NEVER, from: FROM });
    try {
      expect(await worker.runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
      expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    } finally {
      await worker.stop();
      transport.close();
      await smtp.close();
    }
    const byRecipient = Object.fromEntries(
      smtp.messages.map((mail) => [mail.to[0]!.toLowerCase(), mail.raw]),
    );
    expect(Object.keys(byRecipient).sort()).toEqual([academy.email, 'buyer@example.com'].sort());

    const buyer = byRecipient['buyer@example.com']!;
    expect(splitMessage(buyer).headers.subject).toMatch(/Su recibo 2026-000001/);
    const attached = attachedPdf(buyer);
    expect(attached?.headers).toMatch(/name="?receipt-2026-000001\.pdf"?/);
    expect(attached!.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The PDF reads as a Spanish receipt with the buyer's details, accents intact.
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: attached!.pdf,
    }).toString();
    expect(text).toContain('Recibo');
    expect(text).toContain('2026-000001');
    expect(text).toContain('Clínica Peña');
    expect(text).toContain('NUÑE800101ABC');
    expect(text).toContain('USD 6,500.00');

    // The registrar's copy carries the same receipt.
    const copy = attachedPdf(byRecipient[academy.email]!);
    expect(copy!.pdf.equals(attached!.pdf)).toBe(true);
    // Sent: the bodies are cleared, the receipt stays linked.
    const rows = await sql`select status from outbox_emails where receipt_id is not null`;
    expect(rows).toEqual([{ status: 'sent' }, { status: 'sent' }]);
  });
});
