import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import {
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
  useSearchParams,
} from '@remix-run/react';
import { z } from 'zod';

import { saveAccountDetails } from '~/accounts/account.server';
import { loadAccountView } from '~/accounts/account-view.server';
import { bookSessionSchema } from '~/accounts/bookings';
import { bookSessionForUser, type BookSessionResult } from '~/accounts/bookings.server';
import { accountDetailsSchema } from '~/accounts/details';
import { parseTab } from '~/accounts/tabs';
import { confirmEmail, resendEmailVerification } from '~/auth/email-verification.server';
import { requireUser } from '~/auth/login-session-cookie.server';
import { ownedAddress } from '~/auth/owned-address';
import { looksLikeToken } from '~/auth/tokens.server';
import { emailConfirmationSchema } from '~/auth/validation';
import { cancelCourse } from '~/cancellations/cancel.server';
import { cancelCourseSchema } from '~/cancellations/offers';
import { ceDetailsSchema } from '~/certificates/participant';
import { saveCeDetails } from '~/certificates/participant.server';
import { AccountPage } from '~/components/accounts/AccountPage';
import type { AccountNotice } from '~/components/accounts/VerifyNotice';
import { contentFor } from '~/content/content.server';
import { coursesQuery } from '~/content/queries';
import { seoMeta } from '~/content/seo';
import { academyToday } from '~/courses/sessions';
import { db } from '~/db/client.server';
import { keepFormOnFailure } from '~/forms/client-action';
import { parseForm } from '~/forms/parse-form';
import { getLanguage } from '~/i18n/i18n.server';
import { emailLinkOrigin } from '~/lib/site-origin.server';
import { courseNamesFrom } from '~/prices/course-names';
import { loadPriceList } from '~/prices/price-list.server';
import type { RouteHandle } from '~/root';

const NOTICES: AccountNotice[] = [
  'verified',
  'invalid',
  'resent',
  'limited',
  'failed',
  'sessionBooked',
  'sessionMoved',
  'sessionFull',
  'sessionTooLate',
  'sessionUnknown',
  'sessionPlanPastDue',
  'detailsSaved',
  'ceDetailsSaved',
  'courseCancelled',
  'cancelUnavailable',
];

const SESSION_NOTICES: Record<BookSessionResult, AccountNotice> = {
  booked: 'sessionBooked',
  moved: 'sessionMoved',
  // Not shown: the confirmation step is (see the action).
  'confirm-move': 'sessionUnknown',
  full: 'sessionFull',
  'too-late': 'sessionTooLate',
  unknown: 'sessionUnknown',
  'not-granted': 'sessionUnknown',
  'plan-past-due': 'sessionPlanPastDue',
};

/** A crafted POST only: an unconfirmed account is offered nothing to cancel. */
const UNCONFIRMED_CANCEL = 'Confirm your e-mail address before cancelling a course.';

const accountActionSchema = z.union([
  emailConfirmationSchema,
  bookSessionSchema,
  cancelCourseSchema,
]);

/** The signed-in student's account; a visitor goes to /login and comes back here. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const verify = url.searchParams.get('verify');
  const notice = url.searchParams.get('notice') as AccountNotice | null;
  const content = await contentFor(request);
  const page = await content.page('account');
  const view = await loadAccountView(request, user, content);
  return data(
    {
      page,
      account: view.account,
      email: user.email,
      emailVerified: user.emailVerified,
      courseNames: view.courseNames,
      courseSessions: view.courseSessions,
      seatsLeft: view.seatsLeft,
      today: academyToday(),
      pendingMove: view.pendingMove,
      cancelOffers: view.cancelOffers,
      credit: view.credit,
      receipts: view.receipts,
      plans: view.plans,
      certificates: view.certificates,
      transcript: view.transcript,
      ceDetails: view.ceDetails,
      // The cancellation being confirmed (?cancel=<course>), and whether its quote changed.
      cancelling: url.searchParams.get('cancel'),
      quoteChanged: url.searchParams.get('changed') === '1',
      verifyToken: looksLikeToken(verify) ? verify : null,
      notice: notice && NOTICES.includes(notice) ? notice : null,
    },
    { status: view.account ? 200 : 503 },
  );
}

/**
 * Confirming the address with the e-mailed link, asking for a new link, booking a session, or
 * saving the account's name and phone (refused with 400 and the form's errors).
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData().catch(() => new FormData());
  if (form.get('intent') === 'details') {
    const details = parseForm(form, accountDetailsSchema);
    if (details.status !== 'success') return data(details.reply(), { status: 400 });
    try {
      await saveAccountDetails(db(), user.id, details.value);
    } catch (error) {
      console.error('Saving the account details failed:', error);
      return redirect('/account?tab=info&notice=failed');
    }
    return redirect('/account?tab=info&notice=detailsSaved');
  }
  if (form.get('intent') === 'ce-details') {
    const details = parseForm(form, ceDetailsSchema);
    if (details.status !== 'success') return data(details.reply(), { status: 400 });
    const { intent: _intent, ...ce } = details.value;
    try {
      await saveCeDetails(db(), user.id, ce);
    } catch (error) {
      console.error('Saving the CE details failed:', error);
      return redirect('/account?tab=info&notice=failed');
    }
    return redirect('/account?tab=info&notice=ceDetailsSaved');
  }
  const submission = parseForm(form, accountActionSchema);
  if (submission.status !== 'success') return redirect('/account');
  const { intent } = submission.value;
  let notice: AccountNotice;
  try {
    if (submission.value.intent === 'book-session') {
      const { courseId, sessionKey, confirm } = submission.value;
      const content = await contentFor(request);
      const result = await bookSessionForUser(
        db(),
        user.id,
        { courseId, sessionKey },
        await loadPriceList(),
        new Date(),
        {
          confirmed: confirm === 'move',
          language: await getLanguage(request),
          courseNames: courseNamesFrom(await content.query(coursesQuery)),
        },
      );
      // A move is first shown for confirmation, naming both sessions (works without JavaScript).
      if (result === 'confirm-move') {
        const params = new URLSearchParams({ tab: 'courses', move: courseId, to: sessionKey });
        return redirect(`/account?${params}#move-${courseId}`);
      }
      return redirect(`/account?tab=courses&notice=${SESSION_NOTICES[result]}`);
    }
    if (submission.value.intent === 'cancel-course') {
      const { orderId, courseId, destination, percent, amountCents } = submission.value;
      // What was paid to an address is cancelled only by the account that confirmed it.
      const owner = ownedAddress(user);
      if (!owner) return data({ error: UNCONFIRMED_CANCEL }, { status: 403 });
      const result = await cancelCourse({
        orderId,
        courseId,
        channel: 'account',
        requestedAt: new Date(),
        actor: { kind: 'student', email: owner },
        destination,
        expected: { percent, amountCents },
        ownerEmail: owner,
      });
      if (result.kind === 'quote-changed') {
        const params = new URLSearchParams({ tab: 'courses', cancel: courseId, changed: '1' });
        return redirect(`/account?${params}#cancel-${courseId}`);
      }
      const done = result.kind === 'cancelled' ? 'courseCancelled' : 'cancelUnavailable';
      return redirect(`/account?tab=courses&notice=${done}`);
    }
    if (submission.value.intent === 'verify') {
      notice = (await confirmEmail(user.id, submission.value.token)) ? 'verified' : 'invalid';
    } else {
      const link = { origin: emailLinkOrigin(), language: await getLanguage(request) };
      notice = (await resendEmailVerification(user, link)) ? 'resent' : 'limited';
    }
  } catch (error) {
    console.error(`Account action ${intent} failed:`, error);
    notice = 'failed';
  }
  return redirect(`/account?notice=${notice}`);
}

// No answer came (the connection dropped): say it failed, as the server would.
export const clientAction = keepFormOnFailure('failed');

/** Switching tabs only changes what is shown: nothing to load again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  // The same URL: a revalidation asked for (VerifyNotice on coming back), not a tab switch.
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  const withoutTab = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('tab');
    return params.toString();
  };
  return withoutTab(currentUrl) === withoutTab(nextUrl) ? false : defaultShouldRevalidate;
};

export const handle: RouteHandle = { texts: ['signedIn', 'registration'] };

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  ...seoMeta(loaded?.page.seo),
  { name: 'robots', content: 'noindex' },
];

export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export default function Account() {
  const loaded = useLoaderData<typeof loader>();
  const { page, account, email, emailVerified, courseNames, verifyToken, notice } = loaded;
  const answer = useActionData<typeof clientAction>();
  // The details form refused (its errors show in it), or no answer came (keepFormOnFailure).
  const detailsResult = answer?.initialValue?.intent === 'details' ? answer : null;
  const ceDetailsResult = answer?.initialValue?.intent === 'ce-details' ? answer : null;
  const failed = answer?.error?.[''] ? answer : null;
  const [searchParams] = useSearchParams();
  return (
    <AccountPage
      intro={page.sections?.[0]}
      tab={parseTab(searchParams.get('tab'))}
      account={account}
      email={email}
      emailVerified={emailVerified}
      courseNames={courseNames}
      courseSessions={loaded.courseSessions}
      seatsLeft={loaded.seatsLeft}
      today={loaded.today}
      pendingMove={loaded.pendingMove}
      cancel={{
        offers: loaded.cancelOffers,
        open: loaded.cancelling,
        quoteChanged: loaded.quoteChanged,
      }}
      credit={loaded.credit}
      receipts={loaded.receipts}
      plans={loaded.plans}
      certificates={loaded.certificates}
      transcript={loaded.transcript}
      ceDetails={loaded.ceDetails}
      ceDetailsResult={ceDetailsResult}
      verifyToken={verifyToken}
      notice={failed ? 'failed' : notice}
      detailsResult={detailsResult}
    />
  );
}
