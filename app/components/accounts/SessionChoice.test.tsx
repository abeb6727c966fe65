/**
 * A session the academy closed (docs/decisions/0060) reads 'Cancelled' in the account's session
 * choice, cannot be chosen, and offers no 'Book this date' when nothing else is open; a full one
 * still reads 'Full'. Rendered on the server inside a router, in both languages.
 */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import type { CourseSession } from '~/courses/sessions';
import { resources } from '~/i18n/resources';
import { TranslationProvider } from '~/i18n/translation';
import type { SeatsLeft } from '~/sessions/seat-key';

import { expectConsoleError } from '../../../tests/support/console';
import { SessionChoice } from './SessionChoice';

const session = (key: string, day: string): CourseSession => ({
  key,
  dateText: day,
  startDate: day,
  endDate: day,
  location: 'Beverly Hills, CA',
  capacity: 6,
  past: false,
  bookable: true,
});

function render(seatsLeft: Record<string, SeatsLeft>, language: 'en' | 'es' = 'en') {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SessionChoice
          courseId="clinical1"
          courseName="Clinical 1"
          sessions={[session('c1-a', '2027-04-10'), session('c1-b', '2027-06-10')]}
          seatsLeft={seatsLeft}
          submitLabel={language === 'es' ? 'Reservar esta fecha' : 'Book this date'}
        />
      ),
    },
  ]);
  expectConsoleError();
  return renderToString(
    <TranslationProvider language={language} texts={resources[language].common}>
      <RouterProvider router={router} />
    </TranslationProvider>,
  );
}

describe('SessionChoice', () => {
  it('shows a closed session as Cancelled, not Full, and it cannot be chosen', () => {
    const html = render({ 'clinical1:c1-a': 'cancelled', 'clinical1:c1-b': 3 });
    expect(html).toContain('Cancelled');
    expect(html).not.toContain('Full');
    expect(html).toMatch(/disabled=""[^>]*value="c1-a"/);
    expect(html).not.toMatch(/disabled=""[^>]*value="c1-b"/);
    expect(html).toContain('Book this date');
  });

  it('offers no booking when every session is closed or full (Spanish: Cancelada)', () => {
    const html = render({ 'clinical1:c1-a': 'cancelled', 'clinical1:c1-b': 0 }, 'es');
    expect(html).toContain('Cancelada');
    expect(html).toContain('Completo');
    expect(html).not.toContain('Reservar esta fecha');
  });
});
