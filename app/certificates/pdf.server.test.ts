import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';

import { printedCertificate } from '../../tests/support/certificates';
import type { Certificate } from './certificate';
import { certificateDays, renderCertificatePdf, verifyUrl } from './pdf.server';

const dir = mkdtempSync(path.join(tmpdir(), 'certificate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const certificate = (language: 'en' | 'es'): Certificate => ({
  id: 'K7M2-9QXA-4TZP',
  orderId: '00000000-0000-0000-0000-000000000000',
  courseId: 'clinical2',
  sessionKey: 'd20251113',
  language,
  status: 'valid',
  replacedBy: null,
  statusReason: null,
  issuedAt: '2025-11-19T17:00:00Z',
  printed: printedCertificate({
    provider: {
      ...printedCertificate().provider,
      signatoryTitle: language === 'es' ? 'Director del programa' : 'Program Director',
    },
    participant: {
      name: 'Dr. Ana María Núñez',
      licenseNumber: 'D 12345',
      licenseState: 'CA',
      agdId: '123456',
    },
    hours: { total: 160, lecture: 53, participation: 107 },
    subjects: [
      { code: '690', hours: 133 },
      { code: '310', hours: 27 },
    ],
    daysAttended: ['2025-11-13', '2025-11-14'],
    verifyOrigin: 'https://academy.example.com',
  }),
});

/** The PDF's text, as pdftotext reads it (poppler-utils). */
function textOf(pdf: Buffer, name: string): string {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}

describe('renderCertificatePdf', () => {
  it.each([
    [
      'en',
      [
        'Verification of Participation',
        'This certifies that',
        'Dr. Ana María Núñez',
        'License D 12345 (CA)',
        'AGD ID 123456',
        'Clinical 2: Advanced Surgical Techniques',
        'November 13 – 18, 2025',
        'Dr. David Haddad, Dr. Michael Chen',
        '16.0 (Lecture 5.3, Participation 10.7)',
        '690: 13.3 h, 310: 2.7 h',
        'Nov 13, Nov 14',
        'AGD PACE provider 219876',
        'ADA CERP provider 4521',
        'Dr. Elena Vasquez',
        'Program Director',
        'Issued November 19, 2025',
        'Certificate K7M2-9QXA-4TZP',
        'https://academy.example.com/verify/K7M2-9QXA-4TZP',
      ],
    ],
    [
      'es',
      [
        'Verificación de participación',
        'Se certifica que',
        'Dr. Ana María Núñez',
        'Licencia D 12345 (CA)',
        '13–18 de noviembre de 2025',
        '(Teoría 5.3, Participación 10.7)',
        'Proveedor AGD PACE 219876',
        'Director del programa',
        'Emitido el 19 de noviembre de 2025',
        'Certificado K7M2-9QXA-4TZP',
      ],
    ],
  ] as const)('prints every field in %s', async (language, expected) => {
    const pdf = await renderCertificatePdf(certificate(language));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = textOf(pdf, language);
    for (const fragment of expected) expect(text).toContain(fragment);
  });

  it('carries a QR code that opens the verification page', async () => {
    const pdf = await renderCertificatePdf(certificate('en'));
    const file = path.join(dir, 'qr.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-png', '-r', '150', '-singlefile', file, path.join(dir, 'qr')]);
    const png = PNG.sync.read(readFileSync(path.join(dir, 'qr.png')));
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe('https://academy.example.com/verify/K7M2-9QXA-4TZP');
    expect(verifyUrl(certificate('en'))).toBe(code?.data);
  });

  it('writes a one-day session as one day', () => {
    expect(certificateDays('2027-04-15', '2027-04-15', 'en')).toBe('April 15, 2027');
  });
});
