/**
 * Reads for pages: who waits for each session and how many (the staff rosters), and the entry a
 * confirm or leave link opens, with its session named (those links' pages).
 */
import type { Queryable } from '~/db/client.server';
import type { Language } from '~/i18n/config';
import { loadPriceList } from '~/prices/price-list.server';

import { openSessionsOf } from './bookable';
import { seatKey } from './seat-key';
import { type EntryView, OFFER_TOKEN, type WaitingPerson } from './waiting-list';
import type { SeatRef } from './waiting-list-entries.server';
import { hashOfferToken } from './waiting-list-offers.server';

/** The unconfirmed entry a confirmation link's token opens, while the link works. */
export async function pendingEntry(
  sql: Queryable,
  token: string,
): Promise<{ id: string; courseId: string; sessionKey: string; email: string } | null> {
  if (!OFFER_TOKEN.test(token)) return null;
  const [row] = await sql<{ id: string; course_id: string; session_key: string; email: string }[]>`
    select id, course_id, session_key, email from waiting_list
    where confirm_token_hash = ${hashOfferToken(token)} and status = 'unconfirmed'
      and confirm_until > now()`;
  return row
    ? { id: row.id, courseId: row.course_id, sessionKey: row.session_key, email: row.email }
    : null;
}

/** The entry a leave link's token opens: in line or holding an offer. */
export async function leavingEntry(
  sql: Queryable,
  token: string,
): Promise<(SeatRef & { email: string; offered: boolean }) | null> {
  if (!OFFER_TOKEN.test(token)) return null;
  const [row] = await sql<
    { course_id: string; session_key: string; email: string; offered: boolean }[]
  >`
    select course_id, session_key, email, status = 'offered' as offered from waiting_list
    where leave_token_hash = ${hashOfferToken(token)}
      and (status = 'waiting' or (status = 'offered' and offer_until > now()))`;
  return row
    ? {
        courseId: row.course_id,
        sessionKey: row.session_key,
        email: row.email,
        offered: row.offered,
      }
    : null;
}

/** How many people wait for each session (in line or holding an offer), keyed by seatKey. */
export async function waitingCounts(
  sql: Queryable,
  sessions: readonly SeatRef[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (sessions.length === 0) return counts;
  const rows = await sql<{ course_id: string; session_key: string; waiting: number }[]>`
    select course_id, session_key, count(*)::int as waiting from waiting_list
    where (course_id, session_key) in (
      select * from unnest(${sql.array(sessions.map((s) => s.courseId))}::text[],
                           ${sql.array(sessions.map((s) => s.sessionKey))}::text[]))
      and (status = 'waiting' or (status = 'offered' and offer_until > now()))
    group by course_id, session_key`;
  for (const row of rows) counts.set(seatKey(row.course_id, row.session_key), row.waiting);
  return counts;
}

/**
 * Who waits for each session (in line, or holding a live offer), keyed by seatKey: offers
 * first, then the line in order, so the list's order is the order seats go in.
 */
export async function waitingPeople(
  sql: Queryable,
  sessions: readonly SeatRef[],
): Promise<Map<string, WaitingPerson[]>> {
  const people = new Map<string, WaitingPerson[]>();
  if (sessions.length === 0) return people;
  const rows = await sql<
    {
      course_id: string;
      session_key: string;
      name: string;
      email: string;
      phone: string;
      status: 'waiting' | 'offered';
      asked_at: Date | null;
      confirmed_at: Date | null;
      offer_until: Date | null;
    }[]
  >`
    select course_id, session_key, name, email, phone, status, asked_at,
           coalesce(confirmed_at, joined_at) as confirmed_at,
           case when status = 'offered' then offer_until end as offer_until
    from waiting_list
    where (course_id, session_key) in (
      select * from unnest(${sql.array(sessions.map((s) => s.courseId))}::text[],
                           ${sql.array(sessions.map((s) => s.sessionKey))}::text[]))
      and (status = 'waiting' or (status = 'offered' and offer_until > now()))
    order by course_id, session_key, status = 'waiting', joined_at, id`;
  for (const row of rows) {
    const key = seatKey(row.course_id, row.session_key);
    const list = people.get(key) ?? [];
    list.push({
      name: row.name,
      email: row.email,
      phone: row.phone,
      status: row.status,
      askedAt: row.asked_at?.toISOString() ?? null,
      confirmedAt: row.confirmed_at?.toISOString() ?? null,
      offerUntil: row.offer_until?.toISOString() ?? null,
    });
    people.set(key, list);
  }
  return people;
}

/**
 * An entry's session named in `language` while it can still be booked; once it cannot (past, or
 * gone from content), null, or with `orKeys` its ids stand in for the names.
 */
export async function entryView(
  entry: { courseId: string; sessionKey: string; email: string },
  language: Language,
  { orKeys = false } = {},
): Promise<EntryView | null> {
  const session = openSessionsOf(await loadPriceList(language)).find(
    (open) => open.courseId === entry.courseId && open.sessionKey === entry.sessionKey,
  );
  if (!session && !orKeys) return null;
  return {
    email: entry.email,
    courseName: session?.courseName ?? entry.courseId,
    dateText: session?.dateText ?? entry.sessionKey,
    startDate: session?.startDate ?? null,
    endDate: session?.endDate ?? null,
    location: session?.location ?? '',
  };
}
