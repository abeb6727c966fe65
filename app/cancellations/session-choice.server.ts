/**
 * A closed session whose registrants choose (docs/decisions/0060): each gets an e-mailed link,
 * once, to move to another session of the course, take a full refund to the card, or full
 * credit. The link works once: choosing claims it (chosen_at) before anything is done, and a
 * move to a session that filled meanwhile gives it back to choose again.
 */
import { randomBytes } from 'node:crypto';

import { db, type Sql } from '~/db/client.server';
import { loadEmailAcademy } from '~/email/academy.server';
import type { EmailAcademy } from '~/email/message';
import { queueComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { courseDisplayName } from '~/prices/course-names';
import type { PriceList } from '~/prices/price-list';
import { loadCourseNamesIn, loadPriceList } from '~/prices/price-list.server';
import { moveMailer } from '~/sessions/move-mailer.server';
import { bookGrantedSeat } from '~/sessions/seat-bookings.server';
import { hashOfferToken } from '~/sessions/waiting-list-offers.server';

import { academyReturn, cancelCourse, type CancelDependencies, lineFacts } from './cancel.server';
import { sessionChoiceEmail } from './closure-emails';

interface ClosedSession {
  dateText: string;
  startDate: string | null;
  endDate: string | null;
  location: string;
}

/** E-mails the registrant their link to choose, once per closure and order. */
export async function offerChoice(
  sql: Sql,
  offer: { closureId: string; orderId: string; courseId: string; kind: 'cancelled' | 'postponed' },
  context: {
    academy: EmailAcademy;
    names: Record<Language, Record<string, string>>;
    session: ClosedSession | undefined;
  },
): Promise<boolean> {
  const token = randomBytes(32).toString('base64url');
  return sql.begin(async (tx) => {
    const facts = await lineFacts(tx, offer.orderId, offer.courseId);
    // What a refund would be, as the closing computes it (a monthly plan's paid part: 0092).
    const returned = facts ? await academyReturn(tx, offer.orderId, facts, 'card') : null;
    const amountCents = returned ? (returned.ok ? returned.assessed.amountCents : 0) : null;
    const [offered] = await tx`
      insert into session_closure_outcomes (
        closure_id, order_id, outcome, amount_cents, choice_token_hash
      ) values (
        ${offer.closureId}, ${offer.orderId}, 'choice-offered', ${amountCents},
        ${hashOfferToken(token)}
      )
      on conflict (closure_id, order_id) do nothing
      returning order_id`;
    if (!offered) return false;
    const [order] = await tx<{ name: string; email: string; language: Language }[]>`
      select name, email, language from orders where id = ${offer.orderId}`;
    await queueComposedEmail(
      tx,
      sessionChoiceEmail(
        {
          ...order!,
          courseName: courseDisplayName(offer.courseId, context.names[order!.language]),
          session: context.session ?? null,
          kind: offer.kind,
          token,
        },
        context.academy,
      ),
      context.academy,
    );
    return true;
  });
}

const pick = (
  session:
    | { dateText: string; startDate: string | null; endDate: string | null; location: string }
    | undefined,
) =>
  session
    ? {
        dateText: session.dateText,
        startDate: session.startDate,
        endDate: session.endDate,
        location: session.location,
      }
    : null;

export interface ChoiceOffer {
  orderId: string;
  courseId: string;
  /** In the registrant's language. */
  courseName: string;
  /** The closed session as content names it; null when it is gone from content. */
  closedSession: {
    dateText: string;
    startDate: string | null;
    endDate: string | null;
    location: string;
  } | null;
  closedKey: string;
  kind: 'cancelled' | 'postponed';
  name: string;
  language: Language;
  /** What a refund or credit returns. */
  amountCents: number;
  /** The course's other sessions that can be booked now, with their seats left. */
  sessions: Array<{
    key: string;
    dateText: string;
    startDate: string | null;
    endDate: string | null;
    location: string;
  }>;
  chosen: boolean;
}

/** The offer a link opens; null for an unknown link. */
export async function choiceOffer(
  token: string,
  deps: { sql?: Sql; priceList?: PriceList } = {},
): Promise<ChoiceOffer | null> {
  const sql = deps.sql ?? db();
  const [row] = await sql<
    {
      order_id: string;
      course_id: string;
      session_key: string;
      kind: 'cancelled' | 'postponed';
      name: string;
      language: Language;
      amount_cents: number | null;
      chosen_at: Date | null;
    }[]
  >`
    select r.order_id, c.course_id, c.session_key, c.kind, o.name, o.language, r.amount_cents,
           r.chosen_at
    from session_closure_outcomes r
    join session_closures c on c.id = r.closure_id
    join orders o on o.id = r.order_id
    where r.choice_token_hash = ${hashOfferToken(token)}`;
  if (!row) return null;
  const priceList = deps.priceList ?? (await loadPriceList(row.language));
  const course = priceList.courses.find((candidate) => candidate.courseId === row.course_id);
  const closed = await sql<{ session_key: string }[]>`
    select session_key from session_closures where course_id = ${row.course_id}`;
  const closedKeys = new Set(closed.map((closure) => closure.session_key));
  return {
    orderId: row.order_id,
    courseId: row.course_id,
    courseName: course?.displayName ?? row.course_id,
    closedSession: pick(course?.sessions.find((session) => session.key === row.session_key)),
    closedKey: row.session_key,
    kind: row.kind,
    name: row.name,
    language: row.language,
    amountCents: row.amount_cents ?? 0,
    sessions: (course?.sessions ?? [])
      .filter((session) => session.bookable && !closedKeys.has(session.key))
      .map((session) => ({ key: session.key, ...pick(session)! })),
    chosen: row.chosen_at !== null,
  };
}

export type Choice = { kind: 'move'; sessionKey: string } | { kind: 'refund' } | { kind: 'credit' };

export type ChoiceResult = 'moved' | 'refunded' | 'credited' | 'full' | 'used' | 'unknown';

/** The registrant's choice, made once. */
export async function settleChoice(
  token: string,
  choice: Choice,
  deps: CancelDependencies & { sql?: Sql; priceList?: PriceList; academy?: EmailAcademy } = {},
): Promise<ChoiceResult> {
  const sql = deps.sql ?? db();
  const offer = await choiceOffer(token, deps);
  if (!offer) return 'unknown';
  if (offer.chosen) return 'used';
  const hash = hashOfferToken(token);
  const [claimed] = await sql<{ closure_id: string }[]>`
    update session_closure_outcomes set chosen_at = now(), updated_at = now()
    where choice_token_hash = ${hash} and chosen_at is null
    returning closure_id`;
  if (!claimed) return 'used';
  const record = (outcome: string, amountCents: number | null, detail: string | null) => sql`
    update session_closure_outcomes
    set outcome = ${outcome}, amount_cents = ${amountCents}, detail = ${detail}, updated_at = now()
    where choice_token_hash = ${hash}`;
  const [order] = await sql<
    { email: string }[]
  >`select email from orders where id = ${offer.orderId}`;
  if (choice.kind === 'move') {
    const priceList = deps.priceList ?? (await loadPriceList(offer.language));
    const course = priceList.courses.find((candidate) => candidate.courseId === offer.courseId);
    const allowed = offer.sessions.some((session) => session.key === choice.sessionKey);
    const session = course?.sessions.find((candidate) => candidate.key === choice.sessionKey);
    const booked =
      course && session && allowed
        ? await bookGrantedSeat(
            sql,
            {
              email: order!.email,
              seat: {
                courseId: course.courseId,
                sessionKey: session.key,
                capacity: session.capacity,
              },
            },
            moveMailer({
              course,
              session,
              student: { name: offer.name, email: order!.email, language: offer.language },
              courseNames: (await loadCourseNamesIn())[offer.language],
              academy: deps.academy ?? (await loadEmailAcademy()),
            }),
          )
        : 'full';
    if (booked !== 'booked') {
      // Filled meanwhile (or not one offered): the link works again for another choice.
      await sql`
        update session_closure_outcomes set chosen_at = null where choice_token_hash = ${hash}`;
      return 'full';
    }
    await record('moved', null, choice.sessionKey);
    return 'moved';
  }
  const result = await cancelCourse(
    {
      orderId: offer.orderId,
      courseId: offer.courseId,
      channel: 'academy',
      requestedAt: new Date(),
      actor: { kind: 'student', email: order!.email },
      destination: choice.kind === 'credit' ? 'credit' : 'card',
    },
    { ...deps, sql },
  );
  if (result.kind !== 'cancelled') {
    await record(
      'failed',
      null,
      result.kind === 'not-cancellable' ? result.reason : 'quote changed',
    );
    return 'used';
  }
  const asked = result.refunds.some((refund) => refund.status === 'requested');
  await record(
    choice.kind === 'credit' ? 'credited' : asked ? 'refund-asked' : 'refunded',
    result.amountCents,
    null,
  );
  return choice.kind === 'credit' ? 'credited' : 'refunded';
}
