/** /account's CE transcript as the server renders it, in English and Spanish. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import type { Language } from '~/i18n/config';
import { resources } from '~/i18n/resources';
import { TranslationProvider } from '~/i18n/translation';
import { buildTranscript, type Transcript } from '~/transcripts/transcript';

import { CLINICAL2_ATTENDED } from '../../../tests/support/transcripts';
import { TranscriptSection } from './TranscriptSection';

const transcript = buildTranscript({
  attended: [
    CLINICAL2_ATTENDED,
    {
      courseId: 'module2',
      sessionKey: 'd20250912',
      startDate: '2025-09-12',
      endDate: '2025-09-14',
      location: 'Beverly Hills, CA',
      hours: { total: 160, lecture: 160, participation: 0 },
      subjects: [{ code: '690', hours: 160 }],
      daysAttended: ['2025-09-12', '2025-09-13'],
      certificateId: null,
    },
  ],
  courses: [
    { courseId: 'module2', title: 'Module 2: Planning' },
    { courseId: 'clinical2', title: 'Clinical 2: Advanced Surgical Techniques' },
  ],
  programs: [
    { programId: 'fellowship', name: 'Fellowship Program', courseIds: ['module2'] },
    { programId: 'mastership', name: 'Mastership Program', courseIds: ['module2', 'clinical2'] },
  ],
});

const render = (language: Language, value: Transcript | null = transcript) =>
  renderToString(
    <TranslationProvider language={language} texts={resources[language].common}>
      <TranscriptSection transcript={value} />
    </TranslationProvider>,
  ).replaceAll('<!-- -->', '');

describe('TranscriptSection', () => {
  it('tabulates the courses with their hours, certificates and certified totals', () => {
    const html = render('en');
    expect(html).toContain('<h3 id="transcript"');
    expect(html).toContain('<caption class="sr-only">Courses attended</caption>');
    for (const header of ['Course', 'Dates', 'Lecture', 'Participation', 'Total', 'Certificate']) {
      expect(html).toMatch(new RegExp(`<th scope="col"[^>]*>${header}</th>`));
    }
    expect(html).toMatch(
      /<th scope="row"[^>]*>Module 2: Planning<\/th>.*Sep 12 – 14, 2025.*2 of 3 days.*16\.0.*0\.0.*16\.0.*<span class="block">690: 16\.0 h<\/span>.*Certificate pending/,
    );
    expect(html).toMatch(
      /Clinical 2: Advanced Surgical Techniques<\/th>.*16\.0.*32\.0.*48\.0.*690: 40\.0 h<\/span><span class="block">310: 8\.0 h<\/span>.*href="\/verify\/K7M2-9QXA-4TZP"/,
    );
    // The pending session is not in the totals.
    expect(html).toMatch(
      /Total certified<\/th>.*16\.0.*32\.0.*48\.0.*310: 8\.0 h<\/span><span class="block">690: 40\.0 h/,
    );
    expect(html).toContain('href="/account/transcript.pdf"');
  });

  it('scrolls the table in a region a keyboard reaches and a screen reader names, with a hint', () => {
    const html = render('en');
    expect(html).toMatch(
      /<p class="[^"]*sm:hidden" id="transcript-scroll-hint">Scroll the table sideways to see every column\.<\/p><div class="scroll-hint mt-3 overflow-x-auto" role="region" aria-label="Courses attended" aria-describedby="transcript-scroll-hint" tabindex="0"><table/,
    );
    expect(render('es')).toContain(
      'Desplace la tabla hacia los lados para ver todas las columnas.</p><div class="scroll-hint mt-3 overflow-x-auto" role="region" aria-label="Cursos asistidos"',
    );
  });

  it('shows the awards’ courses and the hours toward AGD’s, as earned here', () => {
    const html = render('en');
    expect(html).toContain('Fellowship Program: 0 of 1 required courses completed');
    expect(html).toMatch(/Module 2: Planning<\/span><span[^>]*>Attended, certificate pending/);
    expect(html).toContain('Mastership Program: 1 of 2 required courses completed');
    expect(html).toMatch(/Clinical 2: Advanced Surgical Techniques<\/span><span[^>]*>Completed/);
    expect(html).toContain('AGD Fellowship: 48.0 of 500 hours');
    expect(html).toContain('AGD Mastership: 48.0 of 1,100 hours');
    expect(html).toContain('Mastership participation hours: 32.0 of 400');
    expect(html).toContain('Hours earned at this academy only');
    expect(html).toMatch(/<progress aria-labelledby="agd-fellowship" max="5000" value="480"/);
  });

  it('speaks Spanish', () => {
    const html = render('es');
    expect(html).toContain('Expediente de CE');
    expect(html).toContain('12–14 de septiembre de 2025');
    expect(html).toContain('1,100 horas');
    expect(html).toContain('Certificado pendiente');
    expect(html).toContain('Total certificado');
    expect(html).toContain('Mastership de la AGD: 48.0 de 1,100 horas');
    expect(html).toContain('Asistido, certificado pendiente');
  });

  it('says when nothing is attended yet, and still shows what the awards need', () => {
    const empty = buildTranscript({
      attended: [],
      courses: [],
      programs: [{ programId: 'fellowship', name: 'Fellowship Program', courseIds: ['module1'] }],
    });
    const html = render('en', empty);
    expect(html).toContain('Your transcript starts with the first course you attend.');
    expect(html).not.toContain('<table');
    expect(html).toContain('Fellowship Program: 0 of 1 required courses completed');
    expect(html).toContain('AGD Fellowship: 0.0 of 500 hours');
    expect(render('en', null)).toBe('');
  });
});
