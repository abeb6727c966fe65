/**
 * A CE certificate as a PDF (docs/decisions/0068-ce-certificates.md), drawn with pdfkit from the
 * certificate row alone, in its language: landscape Letter, framed, the participant and the
 * course, the hours by kind and AGD subject code, the provider's ids and statements, the
 * signatory, and a QR code of the public verification link.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

import { fromTenths } from '~/attendance/hours';
import type { Language } from '~/i18n/config';
import en from '~/i18n/en';
import es from '~/i18n/es';
import { LOCALES } from '~/i18n/format';
import { translate, type TranslateOptions } from '~/i18n/translate';
import { drawable, pdfBytes, rule } from '~/lib/pdf.server';

import { type Certificate, verifyPath } from './certificate';

const PAGE = { width: 792, height: 612, margin: 48 };
const INK = '#1a1a1a';
const MUTED = '#555555';
const BRAND = '#1e3a8a';

const TEXTS = { en, es };

/** 'November 13–18, 2025', '13–18 de noviembre de 2025'. */
export function certificateDays(startDate: string, endDate: string, language: Language): string {
  const format = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' });
  const first = new Date(`${startDate}T00:00:00Z`);
  const last = new Date(`${endDate}T00:00:00Z`);
  return last > first ? format.formatRange(first, last) : format.format(first);
}

const hours = (tenths: number, language: Language) =>
  new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(fromTenths(tenths));

/** The certificate's verification link: the origin it was issued under, then /verify/<id>. */
export const verifyUrl = (certificate: Pick<Certificate, 'id' | 'printed'>) =>
  `${certificate.printed.verifyOrigin}${verifyPath(certificate.id)}`;

export async function renderCertificatePdf(certificate: Certificate): Promise<Buffer> {
  const { language, printed } = certificate;
  const t = (key: string, options?: TranslateOptions) =>
    drawable(translate(TEXTS[language], language, `certificates.${key}`, options));
  const text = drawable;
  const url = verifyUrl(certificate);

  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: PAGE.margin,
    info: {
      Title: `${translate(TEXTS[language], language, 'certificates.title')} ${certificate.id}`,
      Author: printed.provider.name,
      Subject: printed.course.title,
      CreationDate: new Date(certificate.issuedAt),
      ModDate: new Date(certificate.issuedAt),
    },
    lang: language === 'es' ? 'es-US' : 'en-US',
    displayTitle: true,
  });
  const done = pdfBytes(doc);
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;

  // The frame: a double rule in the academy's blue.
  doc
    .lineWidth(2.5)
    .strokeColor(BRAND)
    .rect(20, 20, PAGE.width - 40, PAGE.height - 40)
    .stroke();
  doc
    .lineWidth(0.75)
    .rect(28, 28, PAGE.width - 56, PAGE.height - 56)
    .stroke();

  // The provider.
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(16);
  doc.text(text(printed.provider.name), left, 46, { width, align: 'center' });
  if (printed.provider.address) {
    doc.fillColor(MUTED).font('Helvetica').fontSize(9);
    doc.text(text(printed.provider.address), { width, align: 'center' });
  }

  // The title, the participant and the course.
  doc.moveDown(0.8).fillColor(INK).font('Helvetica-Bold').fontSize(26);
  doc.text(t('title'), { width, align: 'center', characterSpacing: 0.5 });
  doc.moveDown(0.4).font('Helvetica').fontSize(11).fillColor(MUTED);
  doc.text(t('certifies'), { width, align: 'center' });
  doc.moveDown(0.2).font('Helvetica-Bold').fontSize(22).fillColor(INK);
  doc.text(text(printed.participant.name), { width, align: 'center' });
  const ids = [
    printed.participant.licenseNumber
      ? printed.participant.licenseState
        ? t('licenseIn', {
            number: printed.participant.licenseNumber,
            state: printed.participant.licenseState,
          })
        : t('license', { number: printed.participant.licenseNumber })
      : null,
    printed.participant.agdId ? t('agdId', { id: printed.participant.agdId }) : null,
  ].filter(Boolean);
  if (ids.length) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED);
    doc.text(ids.join('  ·  '), { width, align: 'center' });
  }
  doc.moveDown(0.4).font('Helvetica').fontSize(11).fillColor(MUTED);
  doc.text(t('attended'), { width, align: 'center' });
  doc.moveDown(0.2).font('Helvetica-Bold').fontSize(15).fillColor(INK);
  doc.text(text(printed.course.title), { width, align: 'center' });

  // The facts, in two columns: the session on the left, the hours on the right.
  const factsTop = doc.y + 16;
  const column = (width - 24) / 2;
  const fact = (x: number, label: string, value: string) => {
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(label.toUpperCase(), x, doc.y, {
      width: column,
      characterSpacing: 0.5,
    });
    doc.font('Helvetica').fontSize(10.5).fillColor(INK).text(text(value), x, doc.y, {
      width: column,
    });
    doc.moveDown(0.35);
  };
  doc.y = factsTop;
  fact(
    left,
    t('dates'),
    certificateDays(printed.session.startDate, printed.session.endDate, language),
  );
  fact(left, t('location'), printed.session.location);
  if (printed.instructors.length) fact(left, t('instructors'), printed.instructors.join(', '));
  if (printed.course.format) {
    fact(
      left,
      t('delivery'),
      translate(
        TEXTS[language],
        language,
        `certificates.${printed.course.format === 'clinical' ? 'deliveryClinical' : 'deliveryOnline'}`,
      ),
    );
  }
  const leftBottom = doc.y;
  const right = left + column + 24;
  doc.y = factsTop;
  fact(
    right,
    t('hours'),
    `${hours(printed.hours.total, language)}  (${translate(TEXTS[language], language, 'certificates.lecture')} ${hours(printed.hours.lecture, language)}, ${translate(TEXTS[language], language, 'certificates.participation')} ${hours(printed.hours.participation, language)})`,
  );
  if (printed.subjects.length) {
    fact(
      right,
      t('subjectCodes'),
      printed.subjects
        .map((subject) =>
          translate(TEXTS[language], language, 'certificates.subjectCode', {
            code: subject.code,
            hours: hours(subject.hours, language),
          }),
        )
        .join(',  '),
    );
  }
  fact(
    right,
    t('daysAttended'),
    printed.daysAttended
      .map((day) =>
        new Intl.DateTimeFormat(LOCALES[language], {
          month: 'short',
          day: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${day}T00:00:00Z`)),
      )
      .join(', '),
  );
  let y = Math.max(leftBottom, doc.y) + 6;

  // The provider's approvals, in small print across the page.
  doc.font('Helvetica').fontSize(7).fillColor(MUTED);
  for (const [label, id, statement] of [
    [
      t('agdPace', { id: printed.provider.agdPaceId ?? '' }),
      printed.provider.agdPaceId,
      printed.provider.agdPaceStatement,
    ],
    [
      t('adaCerp', { id: printed.provider.adaCerpId ?? '' }),
      printed.provider.adaCerpId,
      printed.provider.adaCerpStatement,
    ],
  ] as const) {
    if (!id && !statement) continue;
    doc.font('Helvetica-Bold').text(label, left, y, { width: width - 120, continued: true });
    doc.font('Helvetica').text(statement ? ` ${text(statement)}` : '');
    y = doc.y + 4;
  }

  // The signature, bottom left; the QR code and the certificate's id, bottom right.
  const bottom = PAGE.height - 48;
  const qrSize = 78;
  const signatureTop = bottom - 44;
  rule(doc, { from: left, to: left + 220, y: signatureTop, width: 0.75, color: INK });
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  doc.text(text(printed.provider.signatoryName ?? ''), left, signatureTop + 5, { width: 300 });
  if (printed.provider.signatoryTitle) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(text(printed.provider.signatoryTitle), { width: 300 });
  }
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
  doc.text(
    t('issuedOn', {
      date: new Intl.DateTimeFormat(LOCALES[language], {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(certificate.issuedAt)),
    }),
    left,
    doc.y + 2,
    { width: 300 },
  );

  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const cell = qrSize / (modules + 8);
  const qrLeft = PAGE.width - PAGE.margin - qrSize;
  const qrTop = bottom - qrSize;
  doc.rect(qrLeft, qrTop, qrSize, qrSize).fill('#ffffff');
  doc.fillColor(INK);
  for (let row = 0; row < modules; row += 1) {
    for (let col = 0; col < modules; col += 1) {
      if (qr.modules.get(row, col)) {
        doc.rect(qrLeft + (col + 4) * cell, qrTop + (row + 4) * cell, cell, cell).fill();
      }
    }
  }
  const idRight = qrLeft - 10;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(INK);
  doc.text(t('id', { id: certificate.id }), idRight - 260, bottom - 30, {
    width: 260,
    align: 'right',
  });
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  doc.text(t('verifyAt', { url }), idRight - 260, doc.y, { width: 260, align: 'right', link: url });

  doc.end();
  return done;
}
