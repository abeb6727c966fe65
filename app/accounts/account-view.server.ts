/**
 * What /account shows of the signed-in student (docs/product.md#accounts): the account, its
 * courses' sessions and seats left, a move waiting to be confirmed, cancellation quotes, credit,
 * receipts, plans, certificates, the CE transcript and CE details.
 */
import type { LoginSessionUser } from '~/auth/login-session-cookie.server';
import { ownedAddress } from '~/auth/owned-address';
import type { CancelOffer } from '~/cancellations/offers';
import { cancelOffers } from '~/cancellations/offers.server';
import { loadCancelPolicy } from '~/cancellations/policy.server';
import { accountCertificates } from '~/certificates/certificates.server';
import type { CeDetails } from '~/certificates/participant';
import { accountCeDetails } from '~/certificates/participant.server';
import type { contentFor } from '~/content/content.server';
import { coursesQuery } from '~/content/queries';
import type { CourseSession } from '~/courses/sessions';
import { creditBalance, creditEntries } from '~/credits/ledger.server';
import { db } from '~/db/client.server';
import { getLanguage } from '~/i18n/i18n.server';
import { type AccountPlan, accountPlans } from '~/plans/plan-reads.server';
import { courseNamesFrom } from '~/prices/course-names';
import { loadPriceList } from '~/prices/price-list.server';
import { type AccountReceipt, accountReceiptOf } from '~/receipts/receipt';
import { accountReceipts } from '~/receipts/receipts.server';
import { openSessionsOf } from '~/sessions/bookable';
import type { SeatsLeft } from '~/sessions/seat-key';
import { seatsLeft } from '~/sessions/seats.server';
import type { Transcript } from '~/transcripts/transcript';
import { loadTranscript } from '~/transcripts/transcripts.server';

import type { Account, AccountCertificate, AccountCredit } from './account';
import { loadAccount, receiptOwnerOf } from './account.server';
import { type PendingMove, pendingMoveOf } from './bookings';

/**
 * The move to confirm is the one the page's URL asks (?move=…&to=…). What could not be loaded is
 * left empty (the account null): the page then says so.
 */
export async function loadAccountView(
  request: Request,
  user: LoginSessionUser,
  content: Awaited<ReturnType<typeof contentFor>>,
) {
  const url = new URL(request.url);
  let account: Account | null = null;
  let courseNames: Record<string, string> = {};
  let courseSessions: Record<string, CourseSession[]> = {};
  let seats: Record<string, SeatsLeft> = {};
  let pendingMove: PendingMove | null = null;
  let cancelOffersByCourse: Record<string, CancelOffer> = {};
  let credit: AccountCredit | null = null;
  let receipts: AccountReceipt[] = [];
  let plans: AccountPlan[] = [];
  let certificates: AccountCertificate[] = [];
  let transcript: Transcript | null = null;
  let ceDetails: CeDetails = { licenseNumber: null, licenseState: null, agdId: null };
  try {
    const [loaded, courses, priceList, cancelPolicy] = await Promise.all([
      loadAccount(db(), user.id),
      content.query(coursesQuery),
      loadPriceList(),
      loadCancelPolicy(),
    ]);
    const now = new Date();
    // Quotes and credit belong to the confirmed address only (as orders, plans and receipts).
    const address = ownedAddress(user);
    const owner = await receiptOwnerOf(db(), user.id);
    const [offers, balance, entries, issued, certified, ce, owned, studied] = await Promise.all([
      address ? cancelOffers(db(), address, now, cancelPolicy) : {},
      address ? creditBalance(db(), address, now) : { availableCents: 0 },
      address ? creditEntries(db(), address, now) : [],
      accountReceipts(db(), owner),
      accountCertificates(db(), owner),
      accountCeDetails(db(), user.id),
      accountPlans(db(), owner),
      loadTranscript(db(), owner, await getLanguage(request)),
    ]);
    plans = owned;
    transcript = studied;
    certificates = certified.map((certificate) => ({
      id: certificate.id,
      issuedAt: certificate.issuedAt,
      course: certificate.printed.course.title,
      startDate: certificate.printed.session.startDate,
      endDate: certificate.printed.session.endDate,
      hours: certificate.printed.hours.total,
    }));
    ceDetails = ce;
    receipts = issued.map(accountReceiptOf);
    cancelOffersByCourse = offers;
    credit = { availableCents: balance.availableCents, entries };
    account = loaded;
    courseNames = courseNamesFrom(courses);
    courseSessions = Object.fromEntries(
      priceList.courses.map((course) => [course.courseId, course.sessions]),
    );
    pendingMove = pendingMoveOf(url, loaded, priceList.courses);
    seats = Object.fromEntries(await seatsLeft(db(), openSessionsOf(priceList)));
  } catch (error) {
    // The page still renders, saying so (docs/product.md#messages 'Failed to load account information').
    console.error('Loading the account failed:', error);
  }
  return {
    account,
    courseNames,
    courseSessions,
    seatsLeft: seats,
    pendingMove,
    cancelOffers: cancelOffersByCourse,
    credit,
    receipts,
    plans,
    certificates,
    transcript,
    ceDetails,
  };
}
