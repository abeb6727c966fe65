/**
 * The printable CE transcript (docs/decisions/0069), drawn with pdfkit as certificates are: the
 * provider and its approvals, the participant with licence and AGD id, a table of the certified
 * courses (dates, lecture and participation hours, AGD subject codes, certificate ids) with their
 * totals, what waits for a certificate, the progress toward the academy's awards and AGD's, the
 * signatory, and the date it was generated. Portrait Letter; the table goes on over pages,
 * its header repeated (pdf-layout.server.ts draws it), each page numbered.
 */
import PDFDocument from 'pdfkit';

import type { Language } from '~/i18n/config';
import en from '~/i18n/en';
import es from '~/i18n/es';
import { formatDayRange, formatTenths, formatWholeTenths, LOCALES } from '~/i18n/format';
import { translate, type TranslateOptions } from '~/i18n/translate';
import { drawable, pdfBytes, rule } from '~/lib/pdf.server';

import { BOTTOM, BRAND, drawTable, INK, MUTED, PAGE, type Row, WIDTH } from './pdf-layout.server';
import type { HoursGoal, TranscriptCourse } from './transcript';
import type { TranscriptDocument } from './transcripts.server';

const TEXTS = { en, es };

export const transcriptFileName = (language: Language) =>
  language === 'es' ? 'Expediente de CE.pdf' : 'CE transcript.pdf';

export async function renderTranscriptPdf(
  document: TranscriptDocument,
  options: { language: Language; generatedAt: Date; generatedOn: string; verifyOrigin: string },
): Promise<Buffer> {
  const { language } = options;
  const { transcript, student, provider } = document;
  const t = (key: string, values?: TranslateOptions) =>
    drawable(translate(TEXTS[language], language, key, values));
  const hours = (tenths: number) => formatTenths(tenths, language);
  const whole = (tenths: number) => formatWholeTenths(tenths, language);
  const day = (value: string) =>
    new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${value}T00:00:00Z`),
    );

  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: `${translate(TEXTS[language], language, 'transcripts.pdf.title')}: ${student.name}`,
      Author: provider.name,
      CreationDate: options.generatedAt,
      ModDate: options.generatedAt,
    },
    lang: language === 'es' ? 'es-US' : 'en-US',
    displayTitle: true,
  });
  const done = pdfBytes(doc);
  const left = PAGE.margin;

  // The provider, as its certificates name it.
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(15);
  doc.text(drawable(provider.name), left, PAGE.margin, { width: WIDTH });
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
  if (provider.address) doc.text(drawable(provider.address), { width: WIDTH });
  const approvals = [
    provider.agdPaceId ? t('certificates.agdPace', { id: provider.agdPaceId }) : null,
    provider.adaCerpId ? t('certificates.adaCerp', { id: provider.adaCerpId }) : null,
  ].filter(Boolean);
  if (approvals.length) doc.text(approvals.join('  ·  '), { width: WIDTH });
  doc.moveDown(0.4);
  rule(doc, { from: left, to: left + WIDTH, y: doc.y, width: 1.5, color: BRAND });

  // The title and the participant.
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(20).fillColor(INK);
  doc.text(t('transcripts.pdf.title'), left, doc.y, { width: WIDTH });
  doc.moveDown(0.3).font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(t('transcripts.pdf.student').toUpperCase(), { width: WIDTH, characterSpacing: 0.5 });
  doc.font('Helvetica-Bold').fontSize(13).fillColor(INK);
  doc.text(drawable(student.name), { width: WIDTH });
  const ids = [
    student.licenseNumber
      ? student.licenseState
        ? t('certificates.licenseIn', {
            number: student.licenseNumber,
            state: student.licenseState,
          })
        : t('certificates.license', { number: student.licenseNumber })
      : null,
    student.agdId ? t('certificates.agdId', { id: student.agdId }) : null,
    `${t('transcripts.pdf.email')} ${drawable(student.email)}`,
  ].filter(Boolean);
  doc.font('Helvetica').fontSize(9.5).fillColor(INK).text(ids.join('  ·  '), { width: WIDTH });
  doc.fillColor(MUTED).text(t('transcripts.pdf.generated', { date: day(options.generatedOn) }), {
    width: WIDTH,
  });

  const heading = (text: string) => {
    if (doc.y + 48 > BOTTOM) doc.addPage();
    doc.moveDown(0.9).font('Helvetica-Bold').fontSize(11.5).fillColor(BRAND);
    doc.text(text, left, doc.y, { width: WIDTH });
    doc.moveDown(0.25);
  };

  // The certified courses.
  const certified = transcript.courses.filter((course) => course.certificateId !== null);
  const pending = transcript.courses.filter((course) => course.certificateId === null);
  heading(t('transcripts.pdf.earnedAt', { provider: provider.name }));
  const cells = (course: TranscriptCourse) => ({
    course: drawable(course.title),
    dates: `${formatDayRange(course.startDate, course.endDate, language)}\n${t('transcripts.daysAttended', { attended: course.daysAttended, days: course.sessionDays })}`,
    lecture: hours(course.hours.lecture),
    participation: hours(course.hours.participation),
    total: hours(course.hours.total),
    subjects: course.subjects
      .map((subject) =>
        t('transcripts.subjectCode', { code: subject.code, hours: hours(subject.hours) }),
      )
      .join('\n'),
    certificate: course.certificateId ?? t('transcripts.pending'),
  });
  const header: Row = {
    course: t('transcripts.course'),
    dates: t('transcripts.dates'),
    lecture: `${t('transcripts.lecture')} (h)`,
    participation: `${t('transcripts.participation')} (h)`,
    total: `${t('transcripts.total')} (h)`,
    subjects: t('transcripts.subjects'),
    certificate: t('transcripts.certificate'),
  };
  if (certified.length === 0) {
    doc.font('Helvetica').fontSize(9.5).fillColor(INK).text(t('transcripts.none'), left, doc.y, {
      width: WIDTH,
    });
  } else {
    const totals: Row = {
      course: t('transcripts.totals'),
      dates: '',
      lecture: hours(transcript.totals.lecture),
      participation: hours(transcript.totals.participation),
      total: hours(transcript.totals.hours),
      subjects: transcript.totals.subjects
        .map((subject) =>
          t('transcripts.subjectCode', { code: subject.code, hours: hours(subject.hours) }),
        )
        .join('\n'),
      certificate: '',
    };
    drawTable(doc, { header, rows: certified.map(cells), totals });
    doc.font('Helvetica').fontSize(7.5).fillColor(MUTED);
    doc.text(
      t('transcripts.pdf.verify', { url: `${options.verifyOrigin}/verify/<id>` }),
      left,
      doc.y + 2,
      { width: WIDTH },
    );
  }

  // Sessions attended whose certificate is not issued yet: listed, not counted.
  if (pending.length) {
    heading(t('transcripts.pdf.pendingTitle'));
    doc.font('Helvetica').fontSize(8.5).fillColor(INK);
    for (const course of pending) {
      doc.text(
        `${drawable(course.title)}, ${formatDayRange(course.startDate, course.endDate, language)}: ${hours(course.hours.total)} h`,
        left,
        doc.y,
        { width: WIDTH },
      );
    }
  }

  // The academy's awards.
  if (transcript.awards.length) {
    heading(t('transcripts.awards.title'));
    for (const award of transcript.awards) {
      if (doc.y + 40 > BOTTOM) doc.addPage();
      doc.font('Helvetica-Bold').fontSize(9.5).fillColor(INK);
      doc.text(
        t('transcripts.awards.progress', {
          name: award.name,
          completed: award.completed,
          required: award.required,
        }),
        left,
        doc.y,
        { width: WIDTH },
      );
      doc.font('Helvetica').fontSize(8.5);
      for (const course of award.courses) {
        const top = doc.y;
        doc.fillColor(INK).text(drawable(course.title), left + 12, top, { width: 300 });
        const after = doc.y;
        doc
          .fillColor(course.status === 'completed' ? '#166534' : MUTED)
          .text(t(`transcripts.awards.status.${course.status}`), left + 320, top, {
            width: WIDTH - 320,
          });
        doc.y = Math.max(after, doc.y);
      }
      doc.moveDown(0.4);
    }
    doc.font('Helvetica').fontSize(7.5).fillColor(MUTED);
    doc.text(t('transcripts.awards.note'), left, doc.y, { width: WIDTH });
  }

  // AGD's awards: the hours earned here.
  heading(t('transcripts.agd.title'));
  const goal = (key: string, value: HoursGoal) => {
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    const label = t(`transcripts.agd.${key}`, {
      hours: hours(value.earned),
      needed: whole(value.needed),
    });
    doc.text(value.reached ? `${label}  (${t('transcripts.agd.reached')})` : label, left, doc.y, {
      width: WIDTH,
    });
  };
  goal('fellowship', transcript.agd.fellowship);
  goal('mastership', transcript.agd.mastership.total);
  goal('participation', transcript.agd.mastership.participation);
  doc.font('Helvetica').fontSize(7.5).fillColor(MUTED);
  doc.text(t('transcripts.agd.note'), left, doc.y + 2, { width: WIDTH });

  // The signatory.
  if (provider.signatoryName) {
    if (doc.y + 60 > BOTTOM) doc.addPage();
    const top = doc.y + 34;
    rule(doc, { from: left, to: left + 220, y: top, width: 0.75, color: INK });
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(t('transcripts.pdf.signatory'), left, top + 4, { width: 300 });
    doc.font('Helvetica-Bold').fontSize(9.5).fillColor(INK);
    doc.text(drawable(provider.signatoryName), { width: 300 });
    if (provider.signatoryTitle) {
      doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
      doc.text(drawable(provider.signatoryTitle), { width: 300 });
    }
  }

  // Each page: who it is of, and its number.
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    const footer = `${drawable(student.name)}  ·  ${t('transcripts.pdf.title')}  ·  ${t(
      'transcripts.pdf.page',
      { page: index + 1, pages: range.count },
    )}`;
    doc.font('Helvetica').fontSize(7.5).fillColor(MUTED);
    // Below the bottom margin: pdfkit would start a page for text there, unless the margin is lifted.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.text(footer, left, PAGE.height - PAGE.margin + 10, {
      width: WIDTH,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }

  doc.end();
  return done;
}
