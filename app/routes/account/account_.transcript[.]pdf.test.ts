/**
 * /account/transcript.pdf: the signed-in student's own transcript, in the page's language; a
 * visitor is sent to sign in (docs/decisions/0069).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { asPage, signedInUser, student, useTestDatabase } from '../../../tests/support/auth';
import { insertCertificate, printedCertificate } from '../../../tests/support/certificates';
import { routeArgs } from '../../../tests/support/routes';
import * as route from './account_.transcript[.]pdf';

const { sql } = await useTestDatabase();
const dir = mkdtempSync(path.join(tmpdir(), 'transcript-route-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const download = async (cookie: string, search = '') => {
  try {
    return await route.loader(routeArgs(asPage(cookie, `/account/transcript.pdf${search}`)));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
};

async function textOf(response: Response, name: string): Promise<string> {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}

describe('GET /account/transcript.pdf', () => {
  it('gives the student their transcript, in English or Spanish, and nobody else’s', async () => {
    const { email, user, cookie } = await student(sql, 'transcribed', ['clinical2'], 1_700_000);
    await sql`
      update users set name = 'Dr. Ana María Núñez', license_number = 'D 12345',
                       license_state = 'CA', agd_id = '123456'
      where id = ${user.id}`;
    const [order] = await sql<{ id: string }[]>`select id from orders where email = ${email}`;
    const id = await insertCertificate(
      sql,
      order!.id,
      printedCertificate({
        daysAttended: ['13', '14', '15', '16', '17', '18'].map((day) => `2025-11-${day}`),
      }),
    );

    const mine = await download(cookie);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Content-Type')).toBe('application/pdf');
    expect(mine.headers.get('Content-Disposition')).toBe('inline; filename="CE transcript.pdf"');
    expect(mine.headers.get('Cache-Control')).toBe('private, no-store');
    const english = await textOf(mine, 'en');
    for (const fragment of [
      'Continuing Education Transcript',
      'Dr. Ana María Núñez',
      'License D 12345 (CA) · AGD ID 123456',
      'Clinical 2: Advanced Surgical',
      id,
      'Total certified 16.0 32.0 48.0',
      'Mastership Program: 1 of 6 required courses completed',
      'AGD Mastership: 48.0 of 1,100 hours',
    ]) {
      expect(english).toContain(fragment);
    }

    const spanish = await download(cookie, '?lng=es');
    expect(spanish.headers.get('Content-Disposition')).toBe(
      'inline; filename="Expediente de CE.pdf"',
    );
    const text = await textOf(spanish, 'es');
    expect(text).toContain('Expediente de formación continua');
    expect(text).toContain('Total certificado 16.0 32.0 48.0');

    // Another student's transcript has none of it.
    const other = await signedInUser(sql);
    const theirs = await textOf(await download(other.cookie), 'other');
    expect(theirs).not.toContain(id);
    expect(theirs).toContain('Your transcript starts with the first course you attend.');
  });

  it('sends a visitor to sign in', async () => {
    const response = await download('');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toMatch(/^\/login\?/);
  });
});
