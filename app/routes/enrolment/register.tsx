import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from '@remix-run/node';
import { data } from '@remix-run/node';
import type { ClientLoaderFunctionArgs } from '@remix-run/react';
import { useActionData, useLoaderData } from '@remix-run/react';

import { registrationPrefill } from '~/accounts/account.server';
import { getUser, hasLoginSessionCookie } from '~/auth/login-session-cookie.server';
import { checkoutCredit } from '~/checkout/order-credit.server';
import { preselectionFrom } from '~/checkout/preselection';
import { selectedItemsFor } from '~/checkout/registration-choice';
import { registrationFormSchema } from '~/checkout/registration-form';
import { chooseSessions } from '~/checkout/selection-sessions';
import {
  type RegisterFormResult,
  RegisterPage,
  type RegisterPrefill,
} from '~/components/register/RegisterPage';
import { contentFor } from '~/content/content.server';
import { seoMeta } from '~/content/seo';
import { db } from '~/db/client.server';
import { parseForm } from '~/forms/parse-form';
import { getLanguage, translatorFor } from '~/i18n/i18n.server';
import { documentPathname, isPaymentPage } from '~/lib/csp';
import { loadRegistrationContent } from '~/prices/price-list.server';
import { priceSelection, selectionTotalCents } from '~/prices/selection-price';
import type { RouteHandle } from '~/root';
import { openSessionKeysOf, openSessionsOf } from '~/sessions/bookable';
import { seatKey, seatState } from '~/sessions/seat-key';
import { seatsLeft } from '~/sessions/seats.server';
import { OFFER_TOKEN } from '~/sessions/waiting-list';
import { liveOffer } from '~/sessions/waiting-list-offers.server';
import { publicPaymentSetup } from '~/stripe/stripe.server';

// The page can hold a signed-in user's details or an offer's: never stored by a shared cache.
const privateHeaders = { 'Cache-Control': 'private, no-store' };
// A visitor's page shows live seat counts: kept by a shared cache (and the page cache,
// server/page-cache.ts) for five seconds at most (docs/decisions/0030).
const visitorHeaders = { 'Cache-Control': 'public, max-age=0, s-maxage=5' };

// The document takes its loader's Cache-Control (without this, Remix gives it the site's default,
// entry.server.tsx: an offer link or Stripe's return was then public, and seat counts 60 s old).
// Errors get what any error page gets.
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers();
};

export const handle: RouteHandle = { texts: ['registration'] };

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  const [page, settings, { priceList, courseDates }] = await Promise.all([
    content.page('register'),
    content.siteSettings(),
    loadRegistrationContent(content.lang),
  ]);
  const url = new URL(request.url);
  // A waiting-list offer's link: the course and session are the offer's, its seat theirs.
  const offerToken = url.searchParams.get('offer');
  const offer =
    offerToken && OFFER_TOKEN.test(offerToken) ? await liveOffer(db(), offerToken) : null;
  if (offer) {
    url.searchParams.set('course', offer.courseId);
    url.searchParams.set('session', offer.sessionKey);
  }
  // A signed-in student registers with the details of the account, locked (docs/product.md#registration-and-payment).
  const user = await getUser(request);
  const prefill: RegisterPrefill | null = user
    ? { ...(await registrationPrefill(db(), user.id)), locked: true }
    : offer
      ? { name: offer.name, email: offer.email, phone: offer.phone, locked: false }
      : null;
  // The credit the student may spend here: only the signed-in owner of a confirmed address.
  const credit = user ? await checkoutCredit(db(), user.id) : null;
  const redirectStatus = url.searchParams.get('redirect_status');
  return data(
    {
      page,
      priceList,
      registrationEmail: settings.registrationEmail,
      payment: publicPaymentSetup(),
      preselection: preselectionFrom(
        url.searchParams,
        priceList,
        courseDates,
        openSessionKeysOf(priceList),
      ),
      prefill,
      credit,
      offer: offer
        ? {
            token: offerToken!,
            courseId: offer.courseId,
            sessionKey: offer.sessionKey,
            until: offer.offerUntil.toISOString(),
          }
        : null,
      // A link whose offer lapsed or was used: the page says so.
      offerGone: Boolean(offerToken) && !offer,
      // Live: the server checks again when the seat is held.
      seatsLeft: Object.fromEntries(await seatsLeft(db(), openSessionsOf(priceList), offer?.id)),
      // Stripe's return after a redirect it needed: `redirect_status=succeeded|failed|...`.
      returned: redirectStatus
        ? redirectStatus === 'succeeded'
          ? ('succeeded' as const)
          : ('failed' as const)
        : null,
    },
    {
      headers:
        user || hasLoginSessionCookie(request) || offerToken || redirectStatus || content.preview
          ? privateHeaders
          : visitorHeaders,
    },
  );
}

/**
 * Stripe.js is allowed only by this page's own Content-Security-Policy, and a policy stays with
 * the document it came with: reached by a client-side navigation from another page, the page
 * loads as a new document when it will load Stripe's own Stripe.js.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  if (data.payment.mode === 'stripe' && !isPaymentPage(documentPathname() ?? '')) {
    window.location.assign(request.url);
    return new Promise<never>(() => {});
  }
  return data;
}

/**
 * The form posted without JavaScript: checked here with the same rules, then the page shows
 * the payment step (which asks for JavaScript) or the form again with its errors.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const submission = parseForm(form, registrationFormSchema);
  if (submission.status !== 'success') {
    return data<RegisterFormResult>(
      { submission: submission.reply(), values: null },
      { status: 400, headers: privateHeaders },
    );
  }
  const { selectedOption, selectedSubItems, sessions } = submission.value;
  // In the page's language: a refusal names the courses as the form does (prices are single).
  const language = await getLanguage(request);
  const { priceList } = await loadRegistrationContent(language);
  const items = selectedItemsFor(selectedOption, selectedSubItems, priceList);
  // Nothing payable chosen: the form again, whose button says what is missing.
  const payable = selectionTotalCents(priceList, items, sessions) > 0;
  const priced = priceSelection(priceList, items, sessions);
  const chosen = priced.ok ? chooseSessions(priceList, priced, sessions) : null;
  if (chosen && !chosen.ok) {
    // In the page's language: the form shows the text as it is.
    const t = translatorFor(language);
    const reply = submission.reply({ formErrors: [t(chosen.message.key, chosen.message.values)] });
    return data<RegisterFormResult>(
      { submission: reply, values: null },
      { status: 400, headers: privateHeaders },
    );
  }
  // A session that filled since the page was shown: refused beside the choice, with its waiting
  // list (the server checks again when the seat is held; this spares the payment step).
  if (chosen?.ok && chosen.sessions.length) {
    const offerToken = new URL(request.url).searchParams.get('offer');
    const offer =
      offerToken && OFFER_TOKEN.test(offerToken) ? await liveOffer(db(), offerToken) : null;
    const left = await seatsLeft(db(), chosen.sessions, offer?.id);
    const full = chosen.sessions.find(
      (session) => seatState(left.get(seatKey(session.courseId, session.sessionKey))) !== 'open',
    );
    if (full) {
      return data<RegisterFormResult>(
        {
          submission: submission.reply(),
          values: null,
          full: { courseId: full.courseId, sessionKey: full.sessionKey },
        },
        { status: 409, headers: privateHeaders },
      );
    }
  }
  return data<RegisterFormResult>(
    { submission: submission.reply(), values: payable ? submission.value : null },
    { status: payable ? 200 : 400, headers: privateHeaders },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.page.seo);

export default function Register() {
  const loaderData = useLoaderData<typeof loader>();
  const formResult = useActionData<typeof action>();
  return <RegisterPage {...loaderData} formResult={formResult} />;
}
