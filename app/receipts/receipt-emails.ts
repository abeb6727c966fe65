/**
 * A receipt's two e-mails (docs/decisions/0063): the buyer's, in their language, and the
 * registrar's copy, in English; each carries the receipt's PDF, attached when sent. No server
 * imports.
 */
import type { EmailAcademy } from '~/email/message';
import { siteLink } from '~/email/message';
import type { Language } from '~/i18n/config';
import { formatCents } from '~/i18n/format';
import { emailWords, wordsIn } from '~/i18n/sent-words';

import type { ReceiptKind } from './receipt';

export interface ReceiptEmailFacts {
  number: string;
  kind: ReceiptKind;
  /** What the card paid, or what went back to it. */
  amountCents: number;
  buyer: { name: string; email: string; language: Language };
}

/** The outbox kinds of a receipt's e-mails: one of each per receipt. */
export const RECEIPT_EMAIL_KINDS = { buyer: 'receipt', registrar: 'receipt-copy' } as const;

export function buyerReceiptEmail(receipt: ReceiptEmailFacts, academy: EmailAcademy) {
  const { language } = receipt.buyer;
  const words = wordsIn(language, 'receipts', 'email');
  const amount = formatCents(receipt.amountCents, language);
  const body =
    receipt.kind === 'refund'
      ? words('refund', { amount })
      : receipt.amountCents === 0
        ? words('paymentCredit')
        : words('payment', { amount });
  return {
    kind: RECEIPT_EMAIL_KINDS.buyer,
    to: receipt.buyer.email,
    replyTo: academy.email,
    content: {
      language,
      subject:
        receipt.kind === 'refund'
          ? words('refundSubject', { academy: academy.name, number: receipt.number })
          : words('paymentSubject', { academy: academy.name, number: receipt.number }),
      preview: body,
      blocks: [
        {
          type: 'paragraph' as const,
          text: emailWords(language, 'frame')('greeting', { name: receipt.buyer.name }),
        },
        { type: 'paragraph' as const, text: body },
        {
          type: 'action' as const,
          text: words('account'),
          label: words('accountLink'),
          href: siteLink(academy.origin, '/account', language, { tab: 'payments' }),
        },
        { type: 'paragraph' as const, text: academy.name },
      ],
    },
  };
}

export function registrarReceiptEmail(receipt: ReceiptEmailFacts, academy: EmailAcademy) {
  const words = wordsIn('en', 'receipts', 'email');
  const text = words('copy', {
    number: receipt.number,
    name: receipt.buyer.name,
    email: receipt.buyer.email,
  });
  return {
    kind: RECEIPT_EMAIL_KINDS.registrar,
    to: academy.email,
    replyTo: receipt.buyer.email,
    content: {
      language: 'en' as const,
      subject: words('copySubject', { number: receipt.number, name: receipt.buyer.name }),
      preview: text,
      blocks: [{ type: 'paragraph' as const, text }],
    },
  };
}
