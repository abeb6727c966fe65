/**
 * A receipt as a PDF (docs/decisions/0063), drawn with pdfkit from the receipt row alone: the
 * same receipt always prints the same document. Letter size, the PDF standard Helvetica (its
 * WinAnsi encoding has Spanish's accents, ñ, ¿ and ¡, so no font file is embedded).
 */
import PDFDocument from 'pdfkit';

import type { Language } from '~/i18n/config';
import { formatCents, LOCALES } from '~/i18n/format';
import { wordsIn } from '~/i18n/sent-words';
import { academyTimeZone } from '~/lib/academy-time-zone';
import { drawable, pdfBytes, rule } from '~/lib/pdf.server';

import type { Receipt } from './receipt';
import { brandName } from './texts';

const PAGE = { width: 612, height: 792, margin: 56 };
const INK = '#1a1a1a';
const MUTED = '#5c5c5c';
const RULE = '#c8c8c8';

/** A day in the academy's zone, written out ('November 26, 2026', '26 de noviembre de 2026'). */
function longDay(iso: string, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone }).format(
    new Date(iso),
  );
}

export async function renderReceiptPdf(
  receipt: Receipt,
  options: { timeZone?: string } = {},
): Promise<Buffer> {
  const timeZone = options.timeZone ?? academyTimeZone();
  const language = receipt.language;
  const t = wordsIn(language, 'receipts', 'document');
  const { printed } = receipt;
  const money = (cents: number) => formatCents(cents, language);
  const isRefund = receipt.kind === 'refund';
  const title = isRefund ? t('refundTitle') : t('paymentTitle');

  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    // Fixed dates and no random id: the same receipt makes the same bytes.
    info: {
      Title: `${title} ${receipt.number}`,
      Author: printed.academy.name,
      Subject: title,
      CreationDate: new Date(receipt.issuedAt),
      ModDate: new Date(receipt.issuedAt),
    },
    lang: language === 'es' ? 'es-US' : 'en-US',
    displayTitle: true,
  });
  const done = pdfBytes(doc);

  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const width = right - left;
  const text = (value: string) => drawable(value);

  // The academy, left; the receipt's title, number and date, right.
  const top = PAGE.margin;
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(text(printed.academy.name), left, top, {
      width: width * 0.55,
    });
  doc.font('Helvetica').fontSize(9.5).fillColor(MUTED);
  for (const line of [
    ...printed.academy.addressLines,
    printed.academy.phone,
    printed.academy.email,
  ]) {
    if (line) doc.text(text(line), { width: width * 0.55 });
  }
  const academyBottom = doc.y;

  const column = left + width * 0.58;
  const columnWidth = right - column;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(text(title), column, top, {
    width: columnWidth,
    align: 'right',
  });
  doc.moveDown(0.3);
  const facts: Array<[string, string]> = [
    [t('number'), receipt.number],
    [t('date'), longDay(receipt.issuedAt, language, timeZone)],
    [t('order'), printed.orderReference],
    [isRefund ? t('refundedOn') : t('paidOn'), longDay(printed.paidAt, language, timeZone)],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(text(label), column, y, {
        width: columnWidth * 0.5,
      });
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(text(value), column + columnWidth * 0.4, y, {
        width: columnWidth * 0.6,
        align: 'right',
      });
  }

  let y = Math.max(academyBottom, doc.y) + 18;
  rule(doc, { from: left, to: right, y: y, width: 0.75, color: RULE });
  y += 14;

  // The buyer.
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(text(t('billedTo').toUpperCase()), left, y, {
      characterSpacing: 0.6,
    });
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(text(printed.buyer.name));
  doc.font('Helvetica').fontSize(10);
  if (printed.buyer.practiceName) doc.text(text(printed.buyer.practiceName));
  if (printed.buyer.taxId) doc.text(text(`${t('taxId')}: ${printed.buyer.taxId}`));
  doc.fillColor(MUTED).text(text(printed.buyer.email));

  // The lines.
  y = doc.y + 22;
  const amountWidth = 120;
  const descriptionWidth = width - amountWidth - 12;
  doc.rect(left, y, width, 20).fillColor('#f1f1f1').fill();
  doc.font('Helvetica-Bold').fontSize(9).fillColor(INK);
  doc.text(text(t('description')), left + 8, y + 6, { width: descriptionWidth });
  doc.text(text(t('amount')), right - amountWidth - 8, y + 6, {
    width: amountWidth,
    align: 'right',
  });
  y += 28;

  const row = (description: string, detail: string | null, amount: string) => {
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    doc.text(text(description), left + 8, y, { width: descriptionWidth - 8 });
    let bottom = doc.y;
    if (detail) {
      doc
        .fontSize(8.5)
        .fillColor(MUTED)
        .text(text(detail), left + 8, bottom + 1, {
          width: descriptionWidth - 8,
        });
      bottom = doc.y;
    }
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(text(amount), right - amountWidth - 8, y, {
        width: amountWidth,
        align: 'right',
      });
    y = Math.max(bottom, doc.y) + 8;
    rule(doc, { from: left, to: right, y: y - 4, width: 0.5, color: RULE });
    y += 4;
  };

  if (isRefund) {
    row(
      printed.refundOf ? t('refundOf', { number: printed.refundOf }) : t('refundLine'),
      t('refundToCard'),
      money(receipt.amountCents),
    );
  } else {
    for (const line of printed.lines) row(line.description, line.session, money(line.cents));
  }

  // The totals, right.
  y += 6;
  const totals: Array<[string, string, boolean]> = isRefund
    ? [[t('refunded'), money(receipt.amountCents), true]]
    : [
        [t('subtotal'), money(receipt.priceCents), false],
        ...(receipt.creditCents > 0
          ? ([[t('creditApplied'), `-${money(receipt.creditCents)}`, false]] as Array<
              [string, string, boolean]
            >)
          : []),
        [t('totalPaid'), money(receipt.amountCents), true],
      ];
  const labelLeft = left + width * 0.45;
  for (const [label, value, strong] of totals) {
    if (strong) {
      rule(doc, { from: labelLeft, to: right, y: y - 3, width: 0.75, color: INK });
      y += 4;
    }
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 11.5 : 10)
      .fillColor(INK);
    doc.text(text(label), labelLeft, y, { width: width * 0.3 });
    doc.text(text(value), right - amountWidth - 8, y, { width: amountWidth, align: 'right' });
    y = doc.y + 6;
  }

  // How it was paid.
  y += 10;
  const method =
    printed.method.kind === 'credit'
      ? t('credit')
      : printed.method.brand && printed.method.last4
        ? t('cardEnding', { brand: brandName(printed.method.brand), last4: printed.method.last4 })
        : t('card');
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(text(`${isRefund ? t('refundedTo') : t('method')}: `), left, y, {
      continued: true,
    });
  doc.fillColor(INK).text(text(method));

  // Foot of the page.
  const footY = PAGE.height - PAGE.margin - 30;
  rule(doc, { from: left, to: right, y: footY - 8, width: 0.5, color: RULE });
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
  doc.text(text(t('thanks')), left, footY, { width, lineBreak: false });
  doc.text(
    text(`${t('currencyNote')}  ${printed.academy.name} · ${printed.academy.email}`),
    left,
    footY + 12,
    {
      width,
      lineBreak: false,
    },
  );

  doc.end();
  return done;
}
