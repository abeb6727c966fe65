import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect, useActionData, useLoaderData } from '@remix-run/react';

import { getStaffUser } from '~/auth/staff.server';
import { staffNotFound } from '~/auth/staff-not-found.server';
import { readStaffCancelForm, type StaffCancelAnswer } from '~/cancellations/staff-entry';
import {
  confirmStaffCancellation,
  orderCancellations,
  quoteStaffCancellation,
} from '~/cancellations/staff-entry.server';
import { CERTIFICATE_ID } from '~/certificates/certificate';
import { findCertificate, orderCertificates } from '~/certificates/certificates.server';
import { reissueCertificate, revokeCertificate } from '~/certificates/changes.server';
import { CERTIFICATE_REASON_MAX, staffCertificateOf } from '~/certificates/staff';
import { NotFound } from '~/components/NotFound';
import type { CancelEntryForm } from '~/components/staff/CancelEntry';
import { OrderLedgerPage } from '~/components/staff/OrderLedgerPage';
import type { StaffPlan } from '~/components/staff/OrderPlan';
import { OrderReferencePage } from '~/components/staff/OrderReferencePage';
import { seoMeta } from '~/content/seo';
import { db } from '~/db/client.server';
import { sessionDays } from '~/i18n/format';
import { getLanguage } from '~/i18n/i18n.server';
import { resources } from '~/i18n/resources';
import { academyTimeZone } from '~/lib/academy-time-zone';
import { env } from '~/lib/env.server';
import { ORDER_ID, orderReference } from '~/lib/order-reference';
import { localTimeOf } from '~/lib/zoned-time';
import { STAFF_NOTE_MAX } from '~/orders/ledger';
import { addStaffEntry } from '~/orders/ledger.server';
import { orderLedger } from '~/orders/ledger-view.server';
import { referencePrefix } from '~/orders/order-search';
import { ordersByReference } from '~/orders/order-search.server';
import { pastGrace } from '~/orders/plan-standing';
import { planOfOrder, type PlanView } from '~/plans/plan-reads.server';
import { loadPriceList } from '~/prices/price-list.server';
import { accountReceiptOf } from '~/receipts/receipt';
import { orderReceipts } from '~/receipts/receipts.server';
import type { RouteHandle } from '~/root';

import { courseAndProgramNames, staffHeaders } from './staff-page.server';

export const handle: RouteHandle = { staffPage: true, texts: ['signedIn'] };

/** The plan as the page shows it: whether bookings are refused now, dates as text. */
function staffPlan(plan: PlanView): StaffPlan {
  return {
    status: plan.status,
    pastDueSince: plan.pastDueSince?.toISOString() ?? null,
    bookingsRefused: pastGrace(plan.pastDueSince, new Date(), env().PLAN_GRACE_DAYS),
    months: plan.months,
    feeCents: plan.feeCents,
    closedCourses: plan.closedCourses,
    payments: plan.payments.map((payment) => ({
      number: payment.number,
      dueDate: payment.dueDate,
      amountCents: payment.amountCents,
      status: payment.status,
      attempts: payment.attempts,
      nextRetryAt: payment.nextRetryAt?.toISOString() ?? null,
      failureReason: payment.failureReason,
    })),
  };
}

/** A short reference staff type or paste ('2B65FCE4', '#2b65'): 4 to 31 hex digits. */
const SHORT_REFERENCE = /^#?[0-9a-f]{4,31}$/i;

/**
 * /staff/orders/<short reference> (issue 48 item 6): the one order it names is redirected to its
 * page; several are listed to choose from; none is a 404 page that offers the search.
 */
async function shortReference(request: Request, text: string) {
  const reference = referencePrefix(text)!;
  const orders = await ordersByReference(db(), reference);
  if (orders.length === 1) return redirect(`/staff/orders/${orders[0]!.id}`);
  const language = await getLanguage(request);
  const priceList = await loadPriceList(language);
  const texts = resources[language].common.staff;
  return data(
    {
      kind: 'reference' as const,
      title: (orders.length ? texts.referenceTitle : texts.referenceUnknownTitle).replace(
        '{{reference}}',
        reference,
      ),
      reference,
      orders,
      courseNames: courseAndProgramNames(priceList),
    },
    { status: orders.length ? 200 : 404, headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/**
 * /staff/orders/<id>: one order's ledger (lines, payments, balance) and log, for a signed-in
 * staff member; anyone else, a malformed id and an unknown order get the 404 page of an unknown
 * address (docs/decisions/0056-order-ledger.md). A short reference is resolved (shortReference).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!(await getStaffUser(request))) return staffNotFound(request);
  const orderId = params.orderId ?? '';
  if (SHORT_REFERENCE.test(orderId)) return shortReference(request, orderId);
  if (!ORDER_ID.test(orderId)) return staffNotFound(request);
  const [ledger, cancellations, plan, receipts, certificates] = await Promise.all([
    orderLedger(db(), orderId.toLowerCase()),
    orderCancellations(db(), orderId.toLowerCase()),
    planOfOrder(db(), orderId.toLowerCase()),
    orderReceipts(db(), orderId.toLowerCase()),
    orderCertificates(db(), orderId.toLowerCase()),
  ]);
  if (!ledger) return staffNotFound(request);
  const language = await getLanguage(request);
  const priceList = await loadPriceList(language);
  const sessionNames = Object.fromEntries(
    priceList.courses.flatMap((course) =>
      course.sessions.map((session) => [
        `${course.courseId}:${session.key}`,
        sessionDays(session, language),
      ]),
    ),
  );
  const logged = new URL(request.url).searchParams.get('logged');
  const notice: 'note' | 'resolve' | 'cancelled' | 'certificate' | null =
    logged === 'note' || logged === 'resolve' || logged === 'cancelled' || logged === 'certificate'
      ? logged
      : null;
  // A paid order's lines not cancelled yet (an order before the ledger has none to cancel).
  const cancelled = new Set(cancellations.map((cancellation) => cancellation.courseId));
  const timeZone = academyTimeZone();
  const cancelEntry: CancelEntryForm | null =
    ledger.order.status === 'completed' && ledger.order.completedAt
      ? {
          courseIds: ledger.lines
            .filter((line) => line.paidCents !== null && !cancelled.has(line.courseId))
            .map((line) => line.courseId),
          min: localTimeOf(new Date(ledger.order.completedAt), timeZone),
          max: localTimeOf(new Date(), timeZone),
          timeZone,
        }
      : null;
  return data(
    {
      kind: 'order' as const,
      title: resources[language].common.staff.orderTitle.replace(
        '{{order}}',
        orderReference(ledger.order.id),
      ),
      ledger,
      courseNames: courseAndProgramNames(priceList),
      sessionNames,
      notice,
      cancellations,
      cancelEntry,
      plan: plan ? staffPlan(plan) : null,
      receipts: receipts.map(accountReceiptOf),
      certificates: certificates.map(staffCertificateOf),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export type OrderEntryError = 'noteRequired' | 'noteTooLong' | 'nothingToResolve';

/**
 * POST `intent=note|resolve&note=…`: a staff note, or marking the order's attention resolved
 * (the note optional), logged with the staff member's e-mail. 400 with the reason for a bad form,
 * 409 when there is nothing to resolve; then back to the page (POST, redirect, GET).
 *
 * POST `intent=cancel-quote|cancel-confirm&courseId=…&received=…&destination=card|credit` (and
 * `expectedPercent`, `expectedCents` to confirm): a cancellation received by e-mail
 * (docs/decisions/0059). The quote at the received time is shown; confirmed, the course is
 * cancelled and the page comes back (POST, redirect, GET). 400 with the reason for a bad entry,
 * 409 with the new quote when it changed since it was shown.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await getStaffUser(request);
  if (!staff) return staffNotFound(request);
  const orderId = params.orderId ?? '';
  if (!ORDER_ID.test(orderId)) return staffNotFound(request);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get('intent');
  if (intent === 'cancel-quote' || intent === 'cancel-confirm') {
    return cancelEntry(request, orderId.toLowerCase(), staff.email, intent, form);
  }
  if (intent === 'certificate-revoke' || intent === 'certificate-reissue') {
    const changed = await changeCertificate(orderId.toLowerCase(), staff.email, intent, form);
    if (changed !== 'done') return data({ certificateError: changed }, { status: 400 });
    return redirect(`/staff/orders/${orderId.toLowerCase()}?logged=certificate#certificates-title`);
  }
  const note = form.get('note') ?? '';
  const refuse = (error: OrderEntryError, status = 400) =>
    data({ error, max: STAFF_NOTE_MAX }, { status });
  if ((intent !== 'note' && intent !== 'resolve') || typeof note !== 'string') {
    return refuse('noteRequired');
  }
  if (intent === 'note' && !note.trim()) return refuse('noteRequired');
  if (note.trim().length > STAFF_NOTE_MAX) return refuse('noteTooLong');
  const id = orderId.toLowerCase();
  const result = await addStaffEntry(db(), id, {
    kind: intent,
    staffEmail: staff.email,
    note,
  });
  if (result === 'no-order') return staffNotFound(request);
  if (result === 'nothing-to-resolve') return refuse('nothingToResolve', 409);
  return redirect(`/staff/orders/${id}?logged=${intent}#log-title`);
}

export type CertificateChangeError = 'reasonRequired' | 'reasonTooLong' | 'notValid';

/**
 * POST `intent=certificate-revoke|certificate-reissue&certificateId=…&reason=…`: staff revoke a
 * certificate of this order, or reissue it with the account's details as they are now
 * (docs/decisions/0068); the reason is required and logged with the staff member's e-mail.
 */
async function changeCertificate(
  orderId: string,
  staffEmail: string,
  intent: 'certificate-revoke' | 'certificate-reissue',
  form: FormData,
): Promise<CertificateChangeError | 'done'> {
  const reason = String(form.get('reason') ?? '').trim();
  const id = String(form.get('certificateId') ?? '').toUpperCase();
  if (!reason) return 'reasonRequired';
  if (reason.length > CERTIFICATE_REASON_MAX) return 'reasonTooLong';
  const certificate = CERTIFICATE_ID.test(id) ? await findCertificate(db(), id) : null;
  if (!certificate || certificate.orderId !== orderId || certificate.status !== 'valid') {
    return 'notValid';
  }
  const by = { email: staffEmail, reason };
  const done =
    intent === 'certificate-revoke'
      ? await revokeCertificate(db(), id, by)
      : (await reissueCertificate(db(), id, by)) !== null;
  return done ? 'done' : 'notValid';
}

/** The two steps of entering a cancellation received by e-mail. */
async function cancelEntry(
  request: Request,
  orderId: string,
  staffEmail: string,
  intent: 'cancel-quote' | 'cancel-confirm',
  form: FormData,
) {
  const read = readStaffCancelForm(form, intent === 'cancel-quote' ? 'quote' : 'confirm');
  const answer = (status: number, more: Partial<StaffCancelAnswer>) =>
    data<StaffCancelAnswer>(
      { form: 'cancel', fields: read.fields, error: null, quote: null, changed: false, ...more },
      { status },
    );
  if (!read.ok) return answer(400, { error: read.error });
  const now = new Date();
  if (intent === 'cancel-quote') {
    const result = await quoteStaffCancellation(orderId, read.entry, { now });
    if (result.kind === 'no-order') return staffNotFound(request);
    if (result.kind === 'refused') return answer(400, { error: result.error });
    return answer(200, { quote: result.quote });
  }
  const { expected } = read.entry;
  if (!expected) return answer(400, { error: 'quoteMissing' });
  const result = await confirmStaffCancellation(
    orderId,
    { ...read.entry, expected },
    { now, staffEmail },
  );
  if (result.kind === 'no-order') return staffNotFound(request);
  if (result.kind === 'refused') return answer(400, { error: result.error });
  if (result.kind === 'changed') return answer(409, { quote: result.quote, changed: true });
  return redirect(`/staff/orders/${orderId}?logged=cancelled#cancellations-title`);
}

export const headers = staffHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  ...(loaded?.kind === 'order' || loaded?.kind === 'reference'
    ? [{ title: loaded.title }]
    : seoMeta(loaded?.page.seo)),
  { name: 'robots', content: 'noindex' },
];

export default function StaffOrder() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (loaded.kind === 'not-found') return <NotFound />;
  if (loaded.kind === 'reference') {
    return (
      <OrderReferencePage
        reference={loaded.reference}
        orders={loaded.orders}
        courseNames={loaded.courseNames}
      />
    );
  }
  return (
    <OrderLedgerPage
      ledger={loaded.ledger}
      courseNames={loaded.courseNames}
      sessionNames={loaded.sessionNames}
      notice={loaded.notice}
      error={answer && 'error' in answer && !('form' in answer) ? answer.error : null}
      noteMax={STAFF_NOTE_MAX}
      cancellations={loaded.cancellations}
      cancelEntry={loaded.cancelEntry}
      cancelAnswer={answer && 'form' in answer ? answer : null}
      plan={loaded.plan}
      receipts={loaded.receipts}
      certificates={loaded.certificates}
      certificateError={answer && 'certificateError' in answer ? answer.certificateError : null}
    />
  );
}
