/** My Courses as the server renders it: a course whose session has ended is a completed one. */
import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import type { CourseSession } from '~/courses/sessions';
import { resources } from '~/i18n/resources';
import { TranslationProvider } from '~/i18n/translation';

import { expectConsoleError } from '../../../tests/support/console';
import { CoursesPanel } from './CoursesPanel';

const session = (key: string, dateText: string, startDate: string, endDate: string) =>
  ({
    key,
    dateText,
    startDate,
    endDate,
    location: 'Beverly Hills',
    capacity: 10,
    past: startDate < '2026-12-07',
    bookable: startDate >= '2026-12-07',
  }) satisfies CourseSession;

function render(
  language: 'en' | 'es',
  bookings: Record<string, string>,
  cancel?: ComponentProps<typeof CoursesPanel>['cancel'],
) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <CoursesPanel
          activeCourses={{ module1: true, module2: true }}
          courseNames={{ module1: 'Module 1: Foundations', module2: 'Module 2: Surgery' }}
          bookings={bookings}
          courseSessions={{
            module1: [session('m1', 'Nov 6-8, 2026', '2026-11-06', '2026-11-08')],
            module2: [session('m2', 'Feb 5-7, 2027', '2027-02-05', '2027-02-07')],
          }}
          seatsLeft={{ m1: 3, m2: 4 }}
          today="2026-12-07"
          cancel={cancel}
        />
      ),
    },
  ]);
  // React warns that the router's layout effects do not run on a server: that is expected.
  expectConsoleError();
  return renderToString(
    <TranslationProvider language={language} texts={resources[language].common}>
      <RouterProvider router={router} />
    </TranslationProvider>,
  ).replaceAll('<!-- -->', '');
}

/** The HTML of the section headed `title`. */
const section = (html: string, title: string) => {
  const start = html.indexOf(`>${title}</h3>`);
  expect(start).toBeGreaterThan(-1);
  const end = html.indexOf('</section>', start);
  return html.slice(start, end);
};

describe('CoursesPanel', () => {
  it('lists a course whose booked session has ended under Completed/Expired Courses', () => {
    const html = render('en', { module1: 'm1', module2: 'm2' });
    const active = section(html, 'Active Courses');
    const completed = section(html, 'Completed/Expired Courses');
    expect(active).toContain('Module 2: Surgery');
    expect(active).not.toContain('Module 1: Foundations');
    expect(completed).toContain('Module 1: Foundations');
    expect(completed).toContain('Session: Nov 6-8, 2026, Beverly Hills');
    expect(completed).not.toContain('No completed courses found');
  });

  it('keeps a course not booked yet active, and the completed list empty', () => {
    const html = render('en', { module2: 'm2' });
    expect(section(html, 'Active Courses')).toContain('Module 1: Foundations');
    expect(section(html, 'Completed/Expired Courses')).toContain('No completed courses found');
  });

  it('speaks Spanish', () => {
    const html = render('es', { module1: 'm1', module2: 'm2' });
    expect(section(html, resources.es.common.account.courses.completed)).toContain(
      'Module 1: Foundations',
    );
  });

  describe('the cancel quote says what follows its date', () => {
    const offer = (percent: number, nextPercent: number | null) => ({
      offers: {
        module2: {
          kind: 'cancellable' as const,
          orderId: '00000000-0000-4000-8000-000000000001',
          sessionKey: 'm2',
          firstDay: '2027-02-05',
          percent,
          amountCents: 285_000 * (percent / 100),
          until: nextPercent === null ? null : '2027-01-06',
          nextPercent,
        },
      },
      open: null,
      quoteChanged: false,
    });

    it.each([
      ['en', 100, 50, 'Full refund if you cancel by January 6, 2027. After that, 50% refund.'],
      ['en', 50, 0, '50% refund if you cancel by January 6, 2027. After that, no refund.'],
      [
        'es',
        100,
        50,
        'Reembolso total si cancela hasta el 6 de enero de 2027. Después, reembolso del 50%.',
      ],
      [
        'es',
        50,
        0,
        'Reembolso del 50% si cancela hasta el 6 de enero de 2027. Después, sin reembolso.',
      ],
    ] as const)('%s, %i% then %i%', (language, percent, nextPercent, text) => {
      const html = render(language, { module2: 'm2' }, offer(percent, nextPercent));
      expect(html).toContain(text);
    });

    it('adds nothing to a quote without a date', () => {
      const html = render('en', { module2: 'm2' }, offer(100, null));
      expect(html).toContain('>Full refund if you cancel.</p>');
    });
  });
});
