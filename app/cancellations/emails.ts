/**
 * The e-mails of a cancelled course: to the student in their language, what comes back and
 * where (with a calendar file removing the session's dates); to the registrar, in English, who
 * cancelled what, when it counted from, and the amount. No server imports.
 */
import { calendarOf } from '~/email/ics';
import type { EmailAcademy } from '~/email/message';
import { signOff, siteLink } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { formatCents, formatDateTime, formatDay, sessionDaysAndPlace } from '~/i18n/format';
import { emailWords, staffWords } from '~/i18n/sent-words';
import { orderReference } from '~/lib/order-reference';
import { sessionEventUid } from '~/sessions/seat-key';

export interface CancelledSession {
  key: string;
  dateText: string;
  startDate: string | null;
  endDate: string | null;
  location: string;
  /** The seat's moves: its calendar event's SEQUENCE, and its UID when it had moved. */
  moves: number;
}

export interface CancellationMail {
  orderId: string;
  courseId: string;
  /** In the student's language, and in English for the registrar. */
  courseName: string;
  courseNameEn: string;
  student: { name: string; email: string; language: Language };
  session: CancelledSession | null;
  percent: number;
  amountCents: number;
  destination: 'card' | 'credit';
  /**
   * The part of amountCents given as credit: with 'card', what the card's charges could not
   * return (the course was paid partly or wholly with credit). Absent: none, or all for 'credit'.
   */
  creditCents?: number;
  /**
   * A program paid monthly whose session the academy closed (docs/decisions/0092): amountCents
   * is the part of the course's share paid so far; the rest came off the remaining payments.
   */
  plan?: PlanChangeMail | null;
  channel: 'account' | 'email' | 'academy';
  /** ISO 8601: the instant the policy was applied at. */
  requestedAt: string;
  /** Who entered it: the student, or the staff member's e-mail. */
  enteredBy: string;
}

export interface PlanChangeMail {
  /** The course's share of the program's price. */
  shareCents: number;
  /** Taken off the remaining payments. */
  removedCents: number;
  /** The payments left to pay after the change, in order ('YYYY-MM-DD' days). */
  left: Array<{ dueDate: string; amountCents: number }>;
}

/** The payments left, in words: how many, how much, from when. */
function planLeftText(plan: PlanChangeMail, language: Language): string {
  const words = emailWords(language, 'cancellationPlan');
  const [first, ...others] = plan.left;
  if (!first) return words('ended');
  const money = (cents: number) => formatCents(cents, language);
  const day = formatDay(first.dueDate, language);
  if (others.length === 0) return words('one', { amount: money(first.amountCents), day });
  const each = others[0]!.amountCents;
  return first.amountCents === each && others.every((payment) => payment.amountCents === each)
    ? words('equal', { count: plan.left.length, amount: money(each), day })
    : words('uneven', {
        count: plan.left.length,
        first: money(first.amountCents),
        day,
        others: others.length,
        each: money(each),
      });
}

/** The student's paragraph on a closed course of a program paid monthly. */
function planReturnedText(mail: CancellationMail, plan: PlanChangeMail): string {
  const language = mail.student.language;
  const words = emailWords(language, 'cancellationPlan');
  const share = formatCents(plan.shareCents, language);
  const amount = formatCents(mail.amountCents, language);
  const returned =
    mail.amountCents === 0
      ? words('nothing', { share })
      : mail.destination === 'credit'
        ? words('credit', { amount, share })
        : words('card', { amount, share });
  const removed =
    plan.removedCents > 0
      ? ` ${words('removed', { amount: formatCents(plan.removedCents, language) })} ${planLeftText(plan, language)}`
      : '';
  return `${returned}${removed} ${words('fee')}`;
}

/** The student's e-mail, with the session's cancellation for their calendar when it was dated. */
export function cancellationEmail(mail: CancellationMail, academy: EmailAcademy): ComposedEmail {
  const { language } = mail.student;
  const words = emailWords(language, 'cancellation');
  const frame = emailWords(language, 'frame');
  const session = mail.session;
  const place = session ? sessionDaysAndPlace(session, language) : null;
  const dated = session?.startDate ? { ...session, startDate: session.startDate } : null;
  const amount = formatCents(mail.amountCents, language);
  const { cardCents, creditCents } = returnedParts(mail);
  const returned = mail.plan
    ? planReturnedText(mail, mail.plan)
    : mail.amountCents === 0
      ? words('nothing')
      : cardCents === 0
        ? words('credit', { amount, percent: mail.percent })
        : creditCents === 0
          ? words('card', { amount, percent: mail.percent })
          : words('split', {
              amount,
              percent: mail.percent,
              card: formatCents(cardCents, language),
              credit: formatCents(creditCents, language),
            });
  return {
    kind: 'course-cancelled',
    to: mail.student.email,
    replyTo: academy.email,
    calendar: dated
      ? calendarOf(
          [
            {
              uid: sessionEventUid(
                academy.name,
                mail.orderId,
                mail.courseId,
                dated.moves > 0 ? dated.key : undefined,
              ),
              title: `${mail.courseName} (${academy.name})`,
              location: dated.location,
              firstDay: dated.startDate,
              lastDay: dated.endDate ?? dated.startDate,
              sequence: dated.moves + 1,
            },
          ],
          new Date(),
          'CANCEL',
        )
      : null,
    content: {
      language,
      subject: words('subject', { course: mail.courseName }),
      blocks: [
        { type: 'paragraph', text: frame('greeting', { name: mail.student.name }) },
        {
          type: 'paragraph',
          text: place
            ? words(mail.channel === 'academy' ? 'byAcademySession' : 'cancelledSession', {
                course: mail.courseName,
                session: place,
              })
            : words(mail.channel === 'academy' ? 'byAcademy' : 'cancelled', {
                course: mail.courseName,
              }),
        },
        { type: 'paragraph', text: returned },
        ...(dated ? [{ type: 'paragraph' as const, text: words('calendar') }] : []),
        {
          type: 'action',
          text: words('account'),
          label: frame('accountButton'),
          href: siteLink(academy.origin, '/account?tab=payments', language),
        },
        { type: 'paragraph', text: frame('questions', { email: academy.email }) },
        signOff(frame('reference', { id: orderReference(mail.orderId) }), academy),
      ],
    },
  };
}

/** What went to the card and what became credit. */
function returnedParts(mail: CancellationMail): { cardCents: number; creditCents: number } {
  if (mail.destination === 'credit') return { cardCents: 0, creditCents: mail.amountCents };
  const creditCents = Math.min(mail.creditCents ?? 0, mail.amountCents);
  return { cardCents: mail.amountCents - creditCents, creditCents };
}

/** The registrar's words for where the amount went. */
function returnedTo(mail: CancellationMail): string {
  const words = staffWords('courseCancelled');
  const { cardCents, creditCents } = returnedParts(mail);
  if (cardCents === 0) return words('toCredit');
  if (creditCents === 0) return words('toCard');
  return words('split', {
    card: formatCents(cardCents, 'en'),
    credit: formatCents(creditCents, 'en'),
  });
}

/** The registrar's note: the seat is free again and what was returned. */
export function cancellationNoticeEmail(
  mail: CancellationMail,
  academy: EmailAcademy,
): ComposedEmail {
  const words = staffWords('courseCancelled');
  const row = staffWords('rows');
  return {
    kind: 'course-cancelled-notification',
    to: academy.email,
    replyTo: mail.student.email,
    content: {
      language: 'en',
      subject: words('subject', { name: mail.student.name, course: mail.courseNameEn }),
      blocks: [
        {
          type: 'paragraph',
          text: words('body', { channel: words(`channels.${mail.channel}`) }),
        },
        {
          type: 'fields',
          rows: [
            [row('name'), mail.student.name],
            [row('email'), mail.student.email],
            [row('course'), mail.courseNameEn],
            [
              row('session'),
              mail.session ? sessionDaysAndPlace(mail.session, 'en') : words('noSession'),
            ],
            // In the academy's time zone, as staff read every time (decision 0062).
            [words('countedFrom'), formatDateTime(mail.requestedAt, 'en')],
            [words('enteredBy'), mail.enteredBy],
            mail.plan
              ? [
                  words('returned'),
                  words('returnedPlan', {
                    amount: formatCents(mail.amountCents, 'en'),
                    to: returnedTo(mail),
                    share: formatCents(mail.plan.shareCents, 'en'),
                  }),
                ]
              : [
                  words('returned'),
                  mail.amountCents === 0
                    ? words('returnedNothing')
                    : words('returnedPart', {
                        amount: formatCents(mail.amountCents, 'en'),
                        percent: mail.percent,
                        to: returnedTo(mail),
                      }),
                ],
            ...(mail.plan
              ? [
                  [
                    words('monthlyPayments'),
                    words('monthly', {
                      removed: formatCents(mail.plan.removedCents, 'en'),
                      left: planLeftText(mail.plan, 'en'),
                    }),
                  ] as [string, string],
                ]
              : []),
            [row('order'), orderReference(mail.orderId)],
          ],
        },
      ],
    },
  };
}
