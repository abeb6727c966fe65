/** Queues a receipt's e-mails in the transaction that issues it (docs/decisions/0063). */
import type postgres from 'postgres';

import type { EmailAcademy } from '~/email/message';
import { queueComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';

import type { ReceiptKind } from './receipt';
import { buyerReceiptEmail, registrarReceiptEmail } from './receipt-emails';

export async function queueReceiptEmails(
  tx: postgres.TransactionSql,
  receipt: { id: string; number: string; kind: ReceiptKind; amountCents: number },
  facts: { buyer: { name: string; email: string; language: Language }; academy: EmailAcademy },
): Promise<void> {
  const email = { ...receipt, buyer: facts.buyer };
  for (const composed of [
    buyerReceiptEmail(email, facts.academy),
    registrarReceiptEmail(email, facts.academy),
  ]) {
    await queueComposedEmail(tx, { ...composed, receiptId: receipt.id }, facts.academy);
  }
}
