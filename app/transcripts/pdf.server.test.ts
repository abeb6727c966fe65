import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { printedCertificate } from '../../tests/support/certificates';
import { CLINICAL2_ATTENDED } from '../../tests/support/transcripts';
import { renderTranscriptPdf, transcriptFileName } from './pdf.server';
import { type Attendance, buildTranscript } from './transcript';
import type { TranscriptDocument } from './transcripts.server';

const dir = mkdtempSync(path.join(tmpdir(), 'transcript-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const clinical2 = CLINICAL2_ATTENDED;
const module2: Attendance = {
  ...clinical2,
  courseId: 'module2',
  sessionKey: 'd20250912',
  startDate: '2025-09-12',
  endDate: '2025-09-14',
  hours: { total: 53, lecture: 53, participation: 0 },
  subjects: [{ code: '690', hours: 53 }],
  daysAttended: ['2025-09-12'],
  certificateId: 'AB12-CD34-EF56',
};
const module3Waiting: Attendance = {
  ...module2,
  courseId: 'module3',
  sessionKey: 'd20260123',
  startDate: '2026-01-23',
  endDate: '2026-01-25',
  hours: { total: 240, lecture: 240, participation: 0 },
  certificateId: null,
};

function documentOf(language: 'en' | 'es', attended: Attendance[]): TranscriptDocument {
  const titles = {
    en: {
      module2: 'Module 2: Treatment Planning',
      clinical2: 'Clinical 2: Advanced Surgical Techniques',
      module3: 'Module 3: Bone Grafting',
    },
    es: {
      module2: 'Módulo 2: Planificación',
      clinical2: 'Clínica 2: Técnicas quirúrgicas avanzadas',
      module3: 'Módulo 3: Injertos óseos',
    },
  }[language];
  return {
    transcript: buildTranscript({
      attended,
      courses: Object.entries(titles).map(([courseId, title]) => ({ courseId, title })),
      programs: [
        {
          programId: 'fellowship',
          name: language === 'es' ? 'Programa Fellowship' : 'Fellowship Program',
          courseIds: ['module2', 'clinical2'],
        },
        {
          programId: 'mastership',
          name: language === 'es' ? 'Programa Mastership' : 'Mastership Program',
          courseIds: ['module2', 'clinical2', 'module3'],
        },
      ],
    }),
    student: {
      name: 'Dr. Ana María Núñez',
      email: 'ana@example.com',
      licenseNumber: 'D 12345',
      licenseState: 'CA',
      agdId: '123456',
    },
    provider: {
      ...printedCertificate().provider,
      signatoryTitle: language === 'es' ? 'Director del programa' : 'Program Director',
    },
  };
}

const render = (language: 'en' | 'es', attended = [module2, clinical2, module3Waiting]) =>
  renderTranscriptPdf(documentOf(language, attended), {
    language,
    generatedAt: new Date('2026-11-26T20:00:00Z'),
    generatedOn: '2026-11-26',
    verifyOrigin: 'https://academy.example.com',
  });

/** The PDF's text as pdftotext reads it (poppler-utils), spaces collapsed; and its page count. */
function read(pdf: Buffer, name: string): { text: string; pages: number } {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return {
    text: text.replace(/\s+/g, ' '),
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
  };
}

describe('renderTranscriptPdf', () => {
  it.each([
    [
      'en',
      [
        'Beverly Hills Implant Academy',
        '9454 Wilshire Blvd',
        'AGD PACE provider 219876 · ADA CERP provider 4521',
        'Continuing Education Transcript',
        'Dr. Ana María Núñez',
        'License D 12345 (CA) · AGD ID 123456 · E-mail ana@example.com',
        'Generated November 26, 2026',
        'Hours earned at Beverly Hills Implant Academy',
        'Module 2: Treatment Planning',
        'Sep 12 – 14, 2025',
        '1 of 3 days',
        'AB12-CD34-EF56',
        'Clinical 2: Advanced Surgical',
        '16.0 32.0 48.0',
        'K7M2-9QXA-4TZP',
        'Total certified 21.3 32.0 53.3',
        'https://academy.example.com/verify/<id>',
        'Attended, certificate pending (not counted)',
        'Module 3: Bone Grafting, Jan 23 – 25, 2026: 24.0 h',
        'Fellowship Program: 1 of 2 required courses completed',
        'Partly attended',
        'Mastership Program: 1 of 3 required courses completed',
        'Attended, certificate pending',
        'AGD Fellowship: 53.3 of 500 hours',
        'AGD Mastership: 53.3 of 1,100 hours',
        'Mastership participation hours: 32.0 of 400',
        'Hours earned at this academy only',
        'Dr. Elena Vasquez',
        'Program Director',
        'Page 1 of 1',
      ],
    ],
    [
      'es',
      [
        'Expediente de formación continua',
        'Proveedor AGD PACE 219876',
        'Licencia D 12345 (CA) · ID AGD 123456',
        'Generado el 26 de noviembre de 2026',
        'Horas obtenidas en Beverly Hills Implant Academy',
        'Módulo 2: Planificación',
        'septiembre de 2025',
        '1 de 3 días',
        'Total certificado 21.3 32.0 53.3',
        'Asistido, certificado pendiente (no se cuenta)',
        'Programa Fellowship: 1 de 2 cursos requeridos completados',
        'Asistencia parcial',
        'Fellowship de la AGD: 53.3 de 500 horas',
        'Mastership de la AGD: 53.3 de 1,100 horas',
        'Director del programa',
        'Página 1 de 1',
      ],
    ],
  ] as const)('prints the transcript in %s', async (language, expected) => {
    const pdf = await render(language);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = read(pdf, language);
    for (const fragment of expected) expect(text).toContain(fragment);
    expect(pages).toBe(1);
  });

  it('goes on over pages with the header again, counting only certified sessions', async () => {
    const many = Array.from({ length: 45 }, (_, index) => ({
      ...module2,
      sessionKey: `s${index}`,
      certificateId: `AAAA-BBBB-${String(index).padStart(4, '0')}`,
    }));
    const { text, pages } = read(await render('en', many), 'long');
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text.match(/AGD subject/g)?.length).toBe(pages);
    expect(text).toContain('AAAA-BBBB-0044');
    // 45 sessions of 5.3 hours.
    expect(text).toContain('Total certified 238.5 0.0 238.5');
  });

  it('says so when nothing is certified yet', async () => {
    const { text } = read(await render('en', []), 'empty');
    expect(text).toContain('Your transcript starts with the first course you attend.');
    expect(text).toContain('AGD Fellowship: 0.0 of 500 hours');
  });

  it('is named in the reader’s language', () => {
    expect(transcriptFileName('en')).toBe('CE transcript.pdf');
    expect(transcriptFileName('es')).toBe('Expediente de CE.pdf');
  });
});
