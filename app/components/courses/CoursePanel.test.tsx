/** A course's panel on /courses as the server renders it: past sessions are not upcoming. */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import type { Course } from '~/content/queries';
import { resources } from '~/i18n/resources';
import { TranslationProvider } from '~/i18n/translation';

import { expectConsoleError } from '../../../tests/support/console';
import { CoursePanel } from './CoursePanel';

const course = {
  courseId: 'clinical1',
  shortName: 'Clinical 1',
  title: 'Bootcamp',
  displayName: 'Clinical 1 (Beverly Hills)',
  format: 'clinical',
  ceHours: 48,
  registrationPrice: 7500,
  individualPrice: 7500,
  earlyPrice: null,
  earlyLeadTime: null,
  summary: '',
  syllabus: [],
  ceBreakdown: [],
  image: null,
  upcomingDates: [
    {
      _key: 'old',
      dateText: 'Oct 16-21, 2025',
      startDate: '2025-10-16',
      endDate: '2025-10-21',
      spots: 6,
      location: 'Beverly Hills, CA',
    },
    {
      _key: 'now',
      dateText: 'Dec 6-8, 2026',
      startDate: '2026-12-06',
      endDate: '2026-12-08',
      spots: 5,
      location: 'Beverly Hills, CA',
    },
    {
      _key: 'next',
      dateText: 'Apr 15-20, 2027',
      startDate: '2027-04-15',
      endDate: '2027-04-20',
      spots: 4,
      location: 'Beverly Hills, CA',
    },
  ],
} as unknown as Course;

function render(language: 'en' | 'es') {
  const router = createMemoryRouter([
    { path: '/', element: <CoursePanel course={course} today="2026-12-07" /> },
  ]);
  // React warns that the router's layout effects do not run on a server: that is expected.
  expectConsoleError();
  return renderToString(
    <TranslationProvider language={language} texts={resources[language].common}>
      <RouterProvider router={router} />
    </TranslationProvider>,
  ).replaceAll('<!-- -->', '');
}

/** The HTML from the heading `title` to the next heading. */
function underHeading(html: string, title: string): string {
  const start = html.indexOf(`>${title}</`);
  expect(start).toBeGreaterThan(-1);
  const next = html.indexOf('<h', start + title.length + 2);
  return html.slice(start, next === -1 ? undefined : next);
}

describe('CoursePanel', () => {
  it('lists under Upcoming dates only sessions whose first day is not past', () => {
    const html = render('en');
    const upcoming = underHeading(html, 'Upcoming dates');
    expect(upcoming).toContain('Apr 15-20, 2027');
    expect(upcoming).toContain('4 spots');
    expect(upcoming).not.toContain('Oct 16-21, 2025');
    expect(upcoming).not.toContain('Dec 6-8, 2026');
    expect(upcoming).not.toContain('6 spots');
    expect(upcoming).not.toContain('5 spots');
  });

  it('keeps the past ones apart, without seats or a Register link', () => {
    const section = underHeading(render('en'), 'Past dates');
    const past = section.slice(0, section.indexOf('</ul>'));
    expect(past).toContain('Oct 16-21, 2025');
    expect(past).toContain('Dec 6-8, 2026');
    expect(past).not.toContain('spots');
    expect(past).not.toContain('href=');
  });

  it('speaks Spanish', () => {
    const html = render('es');
    expect(underHeading(html, 'Próximas fechas')).not.toContain('2025');
    expect(underHeading(html, 'Fechas pasadas')).toContain('2025');
  });
});
