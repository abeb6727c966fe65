/**
 * The page's states that the end-to-end run (which always has the stand-ins) cannot reach:
 * payments not configured, live keys, a signed-in user's locked details. Rendered on the
 * server as Remix would, inside a router and with the interface texts.
 */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';

import type { CheckoutCredit } from '~/checkout/checkout-credit';
import { NO_PRESELECTION } from '~/checkout/preselection';
import type { Page } from '~/content/queries';
import { resources } from '~/i18n/resources';
import { TranslationProvider } from '~/i18n/translation';
import type { PriceList } from '~/prices/price-list';

import { expectConsoleError } from '../../../tests/support/console';
import { withSessions } from '../../../tests/support/price-list';
import { type RegisterFormResult, RegisterPage, type RegisterPrefill } from './RegisterPage';

// The form and the payment step load apart (hydrateLater): here before the first render, as
// they are when the server starts.
beforeAll(async () => {
  await Promise.all([import('./RegistrationForm'), import('./PaymentStep')]);
});

const page: Page = { key: 'register', seo: { title: 'Register', description: '' }, sections: [] };
const priceList: PriceList = {
  courses: [
    {
      courseId: 'module1',
      shortName: 'Module 1',
      displayName: 'M1',
      registrationPrice: 2850,
      sessions: [],
    },
  ],
  programs: [
    { programId: 'fellowship', name: 'Fellowship Program', price: 12000, courseIds: ['module1'] },
  ],
};

const stripeTest = { mode: 'stripe', publishableKey: 'pk_test_x', testMode: true } as const;

function render(
  payment: {
    mode: 'stripe' | 'stand-in' | 'off';
    publishableKey: string | null;
    testMode: boolean;
  },
  prefill: RegisterPrefill | null = null,
  {
    prices = priceList,
    preselection = NO_PRESELECTION,
    credit = null,
    formResult,
  }: {
    prices?: PriceList;
    preselection?: typeof NO_PRESELECTION;
    credit?: CheckoutCredit | null;
    formResult?: RegisterFormResult;
  } = {},
) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <RegisterPage
          page={page}
          priceList={prices}
          registrationEmail="registration@example.com"
          payment={payment}
          preselection={preselection}
          prefill={prefill}
          returned={null}
          credit={credit}
          formResult={formResult}
        />
      ),
    },
  ]);
  // React warns that the router's layout effects do not run on a server: that is expected.
  expectConsoleError();
  return renderToString(
    <TranslationProvider language="en" texts={resources.en.common}>
      <RouterProvider router={router} />
    </TranslationProvider>,
  );
}

describe('RegisterPage', () => {
  it('replaces the form with the registration e-mail when payments are not configured', () => {
    const html = render({ mode: 'off', publishableKey: null, testMode: false });
    expect(html).toContain('To register, please email registration@example.com');
    expect(html).toContain('href="mailto:registration@example.com"');
    expect(html).not.toContain('Continue to Payment');
    expect(html).not.toContain('Test mode');
  });

  it('shows the Test mode notice with test keys or stand-ins only', () => {
    expect(render({ mode: 'stand-in', publishableKey: 'pk_test_x', testMode: true })).toContain(
      'Test mode',
    );
    const live = render({ mode: 'stripe', publishableKey: 'pk_live_x', testMode: false });
    expect(live).not.toContain('Test mode');
    expect(live).toContain('Continue to Payment ($0)');
  });

  it('fills in and locks a signed-in user’s details', () => {
    const html = render(stripeTest, {
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+1 310 555 0100',
      locked: true,
    });
    for (const [name, value] of [
      ['name', 'Jane Doe'],
      ['email', 'jane@example.com'],
      ['phone', '+1 310 555 0100'],
    ]) {
      const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(input).toContain(`value="${value}"`);
      expect(input).toContain('readonly=""');
    }
    expect(html).toContain('These details come from your account.');
  });

  it('leaves a detail the account does not have yet open to type', () => {
    const html = render(stripeTest, {
      name: '',
      email: 'jane@example.com',
      phone: '',
      locked: true,
    });
    const input = (name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
    expect(input('email')).toContain('readonly=""');
    expect(input('name')).not.toContain('readonly');
    expect(input('phone')).not.toContain('readonly');
  });

  it('says which ticked course still needs a session, and describes Continue with it', () => {
    const session = (key: string, startDate: string) => ({
      key,
      dateText: key,
      startDate,
      endDate: startDate,
      location: 'Los Angeles',
      capacity: 6,
      past: false,
      bookable: true,
    });
    const twoSessions: PriceList = {
      ...priceList,
      courses: [
        withSessions(priceList.courses[0]!, [
          session('april', '2099-04-05'),
          session('june', '2099-06-07'),
        ]),
      ],
    };
    const html = render(stripeTest, null, {
      prices: twoSessions,
      preselection: { ...NO_PRESELECTION, option: 'option3', selectedSubItems: ['module1'] },
    });
    expect(html).toContain('Choose a session for M1 to continue.');
    expect(html).toMatch(/<form[^>]*aria-describedby="[^"]*-choose-first"/);
    expect(html).not.toMatch(/<input[^>]*name="sessions.module1"[^>]*checked/);
    // With the only session of a course, that one is chosen and nothing is missing.
    const one = render(stripeTest, null, {
      prices: {
        ...twoSessions,
        courses: [withSessions(twoSessions.courses[0]!, [session('april', '2099-04-05')])],
      },
      preselection: { ...NO_PRESELECTION, option: 'option3', selectedSubItems: ['module1'] },
    });
    expect(one).not.toContain('Choose a session for');
    const april = /<input[^>]*name="sessions.module1"[^>]*>/.exec(one)?.[0];
    expect(april).toContain('value="april"');
    expect(april).toContain('checked=""');
  });

  describe('the payment step of a student with credit', () => {
    const jane = { name: 'Jane Doe', email: 'jane@example.com', phone: '+1 310 555 0100' };
    const continued: RegisterFormResult = {
      submission: { status: 'success', initialValue: null },
      values: { ...jane, selectedOption: 'option3', selectedSubItems: ['module1'], sessions: {} },
    };
    const credit: CheckoutCredit = {
      availableCents: 50_000,
      heldCents: 20_000,
      expiring: [{ cents: 30_000, expiresAt: '2027-03-01T08:00:00.000Z' }],
    };

    it('offers the credit, with what of it expires and what an unpaid registration holds', () => {
      const html = render(stripeTest, { ...jane, locked: true }, { credit, formResult: continued });
      expect(html).toContain('Use my credit ($700.00 available)');
      expect(html).toMatch(/<input type="checkbox"[^>]*disabled=""/);
      expect(html).toContain('$300.00 of it must be used by Mar 1, 2027, 00:00 PST.');
      expect(html).toContain(
        '$200.00 of it is held by a registration you started and did not pay: using it here cancels that payment.',
      );
      // Ticked to begin with: the price, the credit it uses and what is left for the card.
      expect(html).toMatch(/<input type="checkbox"[^>]*checked=""/);
      expect(html).toMatch(/Price<\/dt><dd[^>]*>\$2,850\.00</);
      expect(html).toMatch(/Credit used<\/dt><dd[^>]*>−\$700\.00</);
      expect(html).toMatch(/To pay<\/dt><dd[^>]*>\$2,150\.00</);
      expect(html).not.toContain('>Total<');
    });

    it('offers none to a visitor, whatever the page was given', () => {
      const html = render(stripeTest, null, { credit, formResult: continued });
      expect(html).toContain('Review and pay');
      expect(html).not.toContain('Use my credit');
    });
  });
});
