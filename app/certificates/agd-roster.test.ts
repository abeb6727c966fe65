import { describe, expect, it } from 'vitest';

import { printedCertificate } from '../../tests/support/certificates';
import { agdRosterRows } from './agd-roster';
import type { Certificate } from './certificate';

const certificate = (printed: Certificate['printed']): Certificate => ({
  id: 'K7M2-9QXA-4TZP',
  orderId: '00000000-0000-0000-0000-000000000000',
  courseId: 'clinical2',
  sessionKey: 'd20251113',
  language: 'en',
  printed,
  status: 'valid',
  replacedBy: null,
  statusReason: null,
  issuedAt: '2025-11-19T17:00:00Z',
});

describe('agdRosterRows', () => {
  it('writes a row per subject code and delivery method, the hours adding up to the certificate’s', () => {
    const rows = agdRosterRows([
      certificate(
        printedCertificate({
          participant: { name: 'Dr. A', licenseNumber: null, licenseState: null, agdId: '123456' },
          hours: { total: 480, lecture: 160, participation: 320 },
          subjects: [
            { code: '690', hours: 400 },
            { code: '310', hours: 80 },
          ],
        }),
      ),
    ]);
    expect(rows).toEqual([
      [
        '123456',
        '2025-11-13',
        'Clinical 2: Advanced Surgical Techniques',
        '13.3',
        '690',
        'Lecture',
        'Dr. David Haddad; Dr. Michael Chen',
        'Beverly Hills, CA',
      ],
      [
        '123456',
        '2025-11-13',
        'Clinical 2: Advanced Surgical Techniques',
        '26.7',
        '690',
        'Participation',
        'Dr. David Haddad; Dr. Michael Chen',
        'Beverly Hills, CA',
      ],
      [
        '123456',
        '2025-11-13',
        'Clinical 2: Advanced Surgical Techniques',
        '2.7',
        '310',
        'Lecture',
        'Dr. David Haddad; Dr. Michael Chen',
        'Beverly Hills, CA',
      ],
      [
        '123456',
        '2025-11-13',
        'Clinical 2: Advanced Surgical Techniques',
        '5.3',
        '310',
        'Participation',
        'Dr. David Haddad; Dr. Michael Chen',
        'Beverly Hills, CA',
      ],
    ]);
    const total = rows.reduce((sum, row) => sum + Math.round(Number(row[3]) * 10), 0);
    expect(total).toBe(480);
  });

  it('leaves the AGD ID empty when the participant gave none, and skips an empty method', () => {
    const [row, ...rest] = agdRosterRows([
      certificate(
        printedCertificate({
          hours: { total: 240, lecture: 240, participation: 0 },
          subjects: [{ code: '690', hours: 240 }],
        }),
      ),
    ]);
    expect(rest).toEqual([]);
    expect(row!.slice(0, 6)).toEqual([
      '',
      '2025-11-13',
      'Clinical 2: Advanced Surgical Techniques',
      '24.0',
      '690',
      'Lecture',
    ]);
  });
});
