/**
 * A payment POST /api/create-payment-intent refuses, as the API gives it: the key the page shows,
 * and docs/product.md#api's English `error` beside it. Among them the repeat rule: a course the
 * address already holds is not sold to it again.
 */
import type { Sql } from '~/db/client.server';
import { englishText } from '~/i18n/english.server';
import type { PlanTerms } from '~/prices/plan-schedule';

import { heldCourseSessions } from '../orders/orders.server';
import type { PriceList } from '../prices/price-list';
import type { Refusal } from '../prices/selection-price';
import { creditFits } from './checkout-credit';
import type { PaymentRequest } from './payment-request.server';
import type { ChosenSession } from './selection-sessions';

/** A refusal as the API gives it: docs/product.md#api's English `error`, besides the key the page shows. */
type EnglishRefusal = Refusal & { error: string };

export function inEnglish(refusal: Refusal): EnglishRefusal {
  return { ...refusal, error: englishText(refusal.message.key, refusal.message.values) };
}

/** Why no payment was started; api.create-payment-intent.ts gives each reason its status. */
export type PaymentRefusal =
  | { ok: false; reason: 'invalid' | 'full'; error: string; message: Refusal['message'] }
  | {
      ok: false;
      reason: 'repeat';
      error: string;
      message: Refusal['message'];
      /** Another session of a held course: the buyer may confirm with `confirmRepeat: true`. */
      confirmable: boolean;
    }
  | {
      ok: false;
      reason: 'rate-limited' | 'too-many-holds';
      error: string;
      message: Refusal['message'];
      retryAfterSeconds: number;
    }
  | {
      ok: false;
      /** Credit asked for by someone who may not spend the address's credit. */
      reason: 'credit-not-allowed';
      error: string;
      message: Refusal['message'];
    }
  | {
      ok: false;
      /** The credit the page offered is spent, expired, or held by another checkout. */
      reason: 'credit-unavailable';
      error: string;
      message: Refusal['message'];
      /** What the address may spend now. */
      availableCents: number;
      /**
       * Some of it is held by the buyer's own unpaid registrations: the request may take it over
       * with `takeOverCredit: true` (their payments are canceled first).
       */
      takeOver?: boolean;
    };

const creditAmount = { key: 'register.errors.creditAmount' };
const notMonthly = { key: 'register.errors.notMonthly' };
const creditMonthly = { key: 'register.errors.creditMonthly' };

/**
 * What a request asks that cannot be paid as asked, known without a query: monthly payments for
 * a selection without plan terms, or with credit; credit the amount cannot take. Null if none.
 */
export function askedRefusal(
  request: Pick<PaymentRequest, 'paymentPlan' | 'creditCents'>,
  plan: PlanTerms | null,
  amountCents: number,
): PaymentRefusal | null {
  const creditCents = request.creditCents ?? 0;
  const message =
    request.paymentPlan === 'monthly' && !plan
      ? notMonthly
      : request.paymentPlan === 'monthly' && creditCents > 0
        ? creditMonthly
        : creditCents > 0 && !creditFits(creditCents, amountCents)
          ? creditAmount
          : null;
  return message && { ok: false, reason: 'invalid', error: englishText(message.key), message };
}

/**
 * A course the address already holds is not sold to it again (a second tab, Edit Information
 * after paying): refused, unless the buyer chose another session of it and confirmed the
 * second seat. Null when nothing chosen is held.
 */
export async function repeatRefusal(
  sql: Sql,
  email: string,
  courseIds: readonly string[],
  sessions: readonly ChosenSession[],
  confirmed: boolean,
  names: { priceList: PriceList; courseNames: Record<string, string> },
): Promise<PaymentRefusal | null> {
  const held = await heldCourseSessions(sql, email);
  const repeated = courseIds.filter((courseId) => held[courseId]);
  if (repeated.length === 0) return null;
  const dateOf = (courseId: string, key: string) =>
    names.priceList.courses
      .find((course) => course.courseId === courseId)
      ?.sessions.find((session) => session.key === key)?.dateText ?? key;
  // Confirmable only when every repeated course gets a session its holder has not booked.
  const otherSession = repeated.every((courseId) => {
    const chosen = sessions.find((session) => session.courseId === courseId);
    return chosen !== undefined && !held[courseId]!.includes(chosen.sessionKey);
  });
  if (otherSession && confirmed) return null;
  const courseId = repeated[0]!;
  const course = names.courseNames[courseId] ?? courseId;
  const message: Refusal['message'] = otherSession
    ? {
        key: 'register.errors.repeatSession',
        values: {
          course,
          held: held[courseId]!.map((key) => dateOf(courseId, key)).join(', '),
          date: dateOf(
            courseId,
            sessions.find((session) => session.courseId === courseId)!.sessionKey,
          ),
        },
      }
    : { key: 'register.errors.alreadyRegistered', values: { course } };
  return {
    ok: false,
    reason: 'repeat',
    error: englishText(message.key, message.values),
    message,
    confirmable: otherSession,
  };
}
