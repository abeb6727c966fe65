/**
 * The waiting list of a full session (docs/decisions/0019-waiting-list.md): who may join and
 * what an offer link carries. No server imports: the join form validates with the same schema.
 */
import { z } from 'zod';

import { contactFields } from '~/forms/fields';

import { SESSION_KEY } from './seat-key';

/** An offer's or a confirmation link's token: 32 random bytes, base64url. */
export const OFFER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const waitingListSchema = z.object({
  ...contactFields,
  course: z
    .string()
    .max(64)
    .regex(/^[a-z0-9-]+$/, 'waitingList.errors.unknownSession'),
  session: z.string().regex(SESSION_KEY, 'waitingList.errors.unknownSession'),
});

export type WaitingListEntry = z.output<typeof waitingListSchema>;

/** A session as the waiting list's page, e-mails and links name it: course, days and place. */
interface NamedSession {
  courseName: string;
  dateText: string;
  startDate: string | null;
  endDate: string | null;
  location: string;
}

/** A full session whose line one joins. */
export interface WaitingSession extends NamedSession {
  courseId: string;
  sessionKey: string;
}

/** A waiting-list entry as the pages of its e-mailed links name it. */
export interface EntryView extends NamedSession {
  email: string;
}

/** A person on a session's waiting list, as /staff lists them. */
export interface WaitingPerson {
  name: string;
  email: string;
  phone: string;
  status: 'waiting' | 'offered';
  /** ISO timestamps: when they asked to join (null before decision 0046), confirmed, were offered. */
  askedAt: string | null;
  confirmedAt: string | null;
  offerUntil: string | null;
}

/** The offer link: /register with the course and session chosen and the offer's token. */
export function offerPath(offer: { courseId: string; sessionKey: string; token: string }): string {
  const query = new URLSearchParams({
    course: offer.courseId,
    session: offer.sessionKey,
    offer: offer.token,
  });
  return `/register?${query.toString()}`;
}

/** The link that confirms a join: a page whose button confirms (a mail scanner only opens it). */
export function confirmPath(token: string): string {
  return `/waiting-list/confirm?${new URLSearchParams({ token }).toString()}`;
}

/** The link to leave the list, e-mailed once the entry is in line: a page whose button leaves. */
export function leavePath(token: string): string {
  return `/waiting-list/leave?${new URLSearchParams({ token }).toString()}`;
}

/** The leave page's form: the link's token. */
export const leaveSchema = z.object({
  token: z
    .string({ required_error: 'waitingList.leaveGone' })
    .regex(OFFER_TOKEN, 'waitingList.leaveGone'),
});

/** The confirm page's form: the link's token. */
export const confirmSchema = z.object({
  token: z
    .string({ required_error: 'waitingList.confirmGone' })
    .regex(OFFER_TOKEN, 'waitingList.confirmGone'),
});
