/**
 * The academy cancels or postpones a dated session (docs/decisions/0060). The closure is written
 * first, under the session's lock, so from then on nothing books, holds or offers it (a closed
 * session takes every place: migration 029). Unpaid holds are released, the waiting list is told
 * and closed, and each registrant's course is cancelled with the whole price back to their card
 * or as credit (cancelCourse, channel 'academy'). Safe to run again: a course is cancelled once
 * (its cancellation row), so a re-run only finishes what failed, and the outcomes say what
 * happened to each registrant.
 */
import { CONTENT_CHANNEL } from '~/content/content-channel.server';
import { db, type Sql } from '~/db/client.server';
import { loadEmailAcademy } from '~/email/academy.server';
import type { EmailAcademy } from '~/email/message';
import { queueComposedEmail } from '~/email/outbox.server';
import { courseDisplayName } from '~/prices/course-names';
import { loadCourseNamesIn } from '~/prices/price-list.server';
import { SEAT_CHANGE_PAYLOAD } from '~/sessions/seat-changes.server';
import { lockSession } from '~/sessions/seats.server';

import { academyReturn, cancelCourse, type CancelDependencies, lineFacts } from './cancel.server';
import { waitingListClosedEmail } from './closure-emails';
import { loadCancelPolicy } from './policy.server';
import { offerChoice } from './session-choice.server';

export interface CloseRequest {
  courseId: string;
  sessionKey: string;
  kind: 'cancelled' | 'postponed';
  remedy: Remedy;
  staffEmail: string;
}

export type Remedy = 'refund' | 'credit' | 'choose';

export type Outcome =
  | 'refunded'
  | 'refund-asked'
  | 'credited'
  | 'nothing-to-return'
  | 'failed'
  | 'choice-offered'
  | 'moved';

export interface ClosureReport {
  courseId: string;
  sessionKey: string;
  kind: 'cancelled' | 'postponed';
  remedy: Remedy;
  actor: string;
  /** ISO 8601. */
  closedAt: string;
  outcomes: Array<{
    orderId: string;
    name: string;
    email: string;
    outcome: Outcome;
    amountCents: number | null;
    detail: string | null;
  }>;
}

/** One registrant as the close page previews them: what closing with a remedy would give back. */
export interface PreviewRow {
  orderId: string;
  name: string;
  email: string;
  /** What comes back: to the card, as credit, or (remedy 'choose') what a refund would be. */
  amountCents: number;
  cardCents: number;
  creditCents: number;
  /** A program paid monthly: what comes off its remaining payments, and what is left after. */
  plan: { removedCents: number; paymentsLeft: number; nextCents: number; ends: boolean } | null;
  /** Why nothing can be returned (not paid...); null when it can. */
  refused: string | null;
}

/**
 * Who gets what if the session is closed now with `remedy`: each booked registrant, computed
 * by academyReturn, the function the closing itself applies (cancel.server.ts), so the figures
 * staff confirm are the figures written.
 */
export async function closurePreview(
  sql: Sql,
  courseId: string,
  sessionKey: string,
  remedy: Remedy,
): Promise<PreviewRow[]> {
  const registrants = await sql<{ order_id: string; name: string; email: string }[]>`
    select s.order_id, o.name, o.email from session_seats s join orders o on o.id = s.order_id
    where s.course_id = ${courseId} and s.session_key = ${sessionKey} and s.status = 'booked'
    order by o.name, s.order_id`;
  const rows: PreviewRow[] = [];
  for (const registrant of registrants) {
    const base = { orderId: registrant.order_id, name: registrant.name, email: registrant.email };
    const facts = await lineFacts(sql, registrant.order_id, courseId);
    const returned = facts
      ? await academyReturn(
          sql,
          registrant.order_id,
          facts,
          remedy === 'credit' ? 'credit' : 'card',
        )
      : null;
    if (!facts || !returned || !returned.ok || facts.cancelled) {
      rows.push({
        ...base,
        amountCents: 0,
        cardCents: 0,
        creditCents: 0,
        plan: null,
        refused: facts?.cancelled
          ? 'already-cancelled'
          : returned && !returned.ok && returned.assessed.kind === 'not-cancellable'
            ? returned.assessed.reason
            : 'no-line',
      });
      continue;
    }
    const left = returned.plan?.payments.filter((payment) => payment.toCents > 0) ?? [];
    rows.push({
      ...base,
      amountCents: returned.assessed.amountCents,
      cardCents: returned.cardCents,
      creditCents: returned.creditCents,
      plan: returned.plan
        ? {
            removedCents: returned.plan.removedCents,
            paymentsLeft: left.length,
            nextCents: left[0]?.toCents ?? 0,
            ends: returned.plan.ends,
          }
        : null,
      refused: null,
    });
  }
  return rows;
}

/** The closure and what became of each registrant; null for a session never closed. */
export async function closureReport(
  sql: Sql,
  courseId: string,
  sessionKey: string,
): Promise<ClosureReport | null> {
  const [closure] = await sql<
    {
      id: string;
      kind: 'cancelled' | 'postponed';
      remedy: Remedy;
      actor: string;
      created_at: Date;
    }[]
  >`
    select id, kind, remedy, actor, created_at from session_closures
    where course_id = ${courseId} and session_key = ${sessionKey}`;
  if (!closure) return null;
  const outcomes = await sql<
    {
      order_id: string;
      name: string;
      email: string;
      outcome: Outcome;
      amount_cents: number | null;
      detail: string | null;
    }[]
  >`
    select r.order_id, o.name, o.email, r.outcome, r.amount_cents, r.detail
    from session_closure_outcomes r join orders o on o.id = r.order_id
    where r.closure_id = ${closure.id}
    order by r.outcome = 'failed' desc, o.name, r.order_id`;
  return {
    courseId,
    sessionKey,
    kind: closure.kind,
    remedy: closure.remedy,
    actor: closure.actor,
    closedAt: closure.created_at.toISOString(),
    outcomes: outcomes.map((row) => ({
      orderId: row.order_id,
      name: row.name,
      email: row.email,
      outcome: row.outcome,
      amountCents: row.amount_cents,
      detail: row.detail,
    })),
  };
}

/**
 * Closes the session (or finds it closed: its first kind and remedy stand) and settles every
 * registrant not settled yet. Returns the report.
 */
export async function closeSession(
  request: CloseRequest,
  deps: CancelDependencies & { sql?: Sql; academy?: EmailAcademy } = {},
): Promise<ClosureReport> {
  const sql = deps.sql ?? db();
  const [academy, names, policy] = await Promise.all([
    deps.academy ?? loadEmailAcademy(),
    loadCourseNamesIn(),
    deps.policy ?? loadCancelPolicy(),
  ]);
  const session = policy.courseSessions[request.courseId]?.find(
    (candidate) => candidate.key === request.sessionKey,
  );
  const { closureId, remedy, registrants } = await sql.begin(async (tx) => {
    await lockSession(tx, request.courseId, request.sessionKey);
    await tx`
      insert into session_closures (course_id, session_key, kind, remedy, actor)
      values (${request.courseId}, ${request.sessionKey}, ${request.kind}, ${request.remedy},
              ${request.staffEmail})
      on conflict (course_id, session_key) do nothing`;
    const [closure] = await tx<{ id: string; kind: 'cancelled' | 'postponed'; remedy: Remedy }[]>`
      select id, kind, remedy from session_closures
      where course_id = ${request.courseId} and session_key = ${request.sessionKey}`;
    // The pages showing seats render again: the session reads 'Cancelled' from now (0089).
    await tx`select pg_notify(${CONTENT_CHANNEL}, ${SEAT_CHANGE_PAYLOAD})`;
    // Unpaid holds end now: their card step would pay for a session that is not held.
    await tx`
      update session_seats set status = 'released', released_at = now()
      where course_id = ${request.courseId} and session_key = ${request.sessionKey}
        and status = 'held'`;
    const told = await tx<{ name: string; email: string; language: 'en' | 'es' }[]>`
      update waiting_list set status = 'left', left_at = now()
      where course_id = ${request.courseId} and session_key = ${request.sessionKey}
        and status in ('unconfirmed', 'waiting', 'offered')
      returning name, email, language`;
    for (const person of told) {
      await queueComposedEmail(
        tx,
        waitingListClosedEmail(
          {
            ...person,
            courseName: courseDisplayName(request.courseId, names[person.language]),
            session: session ?? null,
            kind: closure!.kind,
          },
          academy,
        ),
        academy,
      );
    }
    const seats = await tx<{ order_id: string }[]>`
      select s.order_id from session_seats s
      where s.course_id = ${request.courseId} and s.session_key = ${request.sessionKey}
        and s.status = 'booked'
      union
      select r.order_id from session_closure_outcomes r
      where r.closure_id = ${closure!.id} and r.outcome in ('failed', 'refund-asked')
        and r.choice_token_hash is null`;
    return {
      closureId: closure!.id,
      remedy: closure!.remedy,
      registrants: seats.map((seat) => seat.order_id),
    };
  });

  for (const orderId of registrants) {
    if (remedy === 'choose') {
      await offerChoice(sql, { closureId, orderId, ...request }, { academy, names, session });
      continue;
    }
    let outcome: Outcome;
    let amountCents: number | null = null;
    let detail: string | null = null;
    try {
      const result = await cancelCourse(
        {
          orderId,
          courseId: request.courseId,
          channel: 'academy',
          requestedAt: new Date(),
          actor: { kind: 'staff', email: request.staffEmail },
          destination: remedy === 'credit' ? 'credit' : 'card',
        },
        { ...deps, sql, academy, policy },
      );
      if (result.kind === 'cancelled') {
        amountCents = result.amountCents;
        outcome =
          result.amountCents === 0
            ? 'nothing-to-return'
            : result.destination === 'credit'
              ? 'credited'
              : result.refunds.every(
                    (refund) => refund.status !== 'requested' && refund.status !== 'failed',
                  )
                ? 'refunded'
                : result.refunds.some((refund) => refund.status === 'failed')
                  ? 'failed'
                  : 'refund-asked';
        if (outcome === 'failed') detail = 'Stripe refused the refund: see the order page';
        if (outcome === 'refund-asked')
          detail = 'Stripe did not answer yet: asked again every minute';
      } else if (result.kind === 'not-cancellable' && result.reason === 'already-cancelled') {
        outcome = await settledBefore(sql, orderId, request.courseId);
        amountCents = await cancelledAmount(sql, orderId, request.courseId);
      } else {
        outcome = 'failed';
        detail =
          result.kind === 'not-cancellable'
            ? `Not cancellable: ${result.reason}`
            : 'The quote changed';
      }
    } catch (error) {
      outcome = 'failed';
      detail = (error as Error).message.slice(0, 1000);
    }
    await sql`
      insert into session_closure_outcomes (closure_id, order_id, outcome, amount_cents, detail)
      values (${closureId}, ${orderId}, ${outcome}, ${amountCents}, ${detail})
      on conflict (closure_id, order_id) do update
      set outcome = excluded.outcome, amount_cents = excluded.amount_cents,
          detail = excluded.detail, updated_at = now()`;
  }
  return (await closureReport(sql, request.courseId, request.sessionKey))!;
}

/** A registrant cancelled by an earlier run: what their refund rows say now. */
async function settledBefore(sql: Sql, orderId: string, courseId: string): Promise<Outcome> {
  const [row] = await sql<{ destination: string; amount_cents: number; statuses: string[] }[]>`
    select c.destination, c.amount_cents,
           coalesce(array_agg(p.status) filter (where p.id is not null), '{}') as statuses
    from cancellations c
    left join order_payments p on p.cancellation_id = c.id
    where c.order_id = ${orderId} and c.course_id = ${courseId}
    group by c.id`;
  if (!row || row.amount_cents === 0) return 'nothing-to-return';
  if (row.destination === 'credit') return 'credited';
  if (row.statuses.includes('failed')) return 'failed';
  return row.statuses.includes('requested') ? 'refund-asked' : 'refunded';
}

async function cancelledAmount(
  sql: Sql,
  orderId: string,
  courseId: string,
): Promise<number | null> {
  const [row] = await sql<{ amount_cents: number }[]>`
    select amount_cents from cancellations where order_id = ${orderId} and course_id = ${courseId}`;
  return row?.amount_cents ?? null;
}
