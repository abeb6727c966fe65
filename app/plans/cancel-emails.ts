/**
 * The e-mails of a cancelled monthly program (docs/decisions/0074): the student's, in their
 * language, with the settlement they confirmed; the registrar's notice, in English.
 */
import type { EmailAcademy } from '~/email/message';
import { signOff } from '~/email/message';
import type { ComposedEmail } from '~/email/outbox.server';
import type { Language } from '~/i18n/config';
import { formatCents, formatLongDate } from '~/i18n/format';
import { emailWords, staffWords } from '~/i18n/sent-words';
import { orderReference } from '~/lib/order-reference';
import { courseDisplayName as itemName } from '~/prices/course-names';

import type { Settlement } from './settlement';

export interface CancelledPlan {
  orderId: string;
  name: string;
  email: string;
  language: Language;
  programId: string;
  settlement: Exclude<Settlement, { kind: 'completed' }>;
  /** Courses whose access ended with the cancellation (not taken by the last counted day). */
  releasedCourses: string[];
}

function outcome(plan: CancelledPlan, language: Language): string {
  const words = emailWords(language, 'planCancelled');
  const { settlement } = plan;
  if (settlement.kind === 'refund')
    return words('refund', { amount: formatCents(settlement.amountCents, language) });
  if (settlement.kind === 'charge')
    return words('charge', { amount: formatCents(settlement.amountCents, language) });
  return words('even');
}

function paragraphs(
  plan: CancelledPlan,
  language: Language,
  names: Readonly<Record<string, string>>,
): string[] {
  const words = emailWords(language, 'planCancelled');
  const day = (iso: string) => formatLongDate(iso, language) ?? iso;
  const { settlement } = plan;
  return [
    words('cancelled', {
      program: itemName(plan.programId, names, language),
      notice: day(settlement.noticeDay),
      last: day(settlement.lastDay),
    }),
    `${words('sums', { paid: formatCents(settlement.paidCents, language), owed: formatCents(settlement.owedCents, language) })} ${outcome(plan, language)}`,
    ...(plan.releasedCourses.length
      ? [
          words('released', {
            courses: plan.releasedCourses.map((id) => itemName(id, names, language)).join(', '),
          }),
        ]
      : []),
  ];
}

export function planCancelledEmail(
  plan: CancelledPlan,
  academy: EmailAcademy,
  names: Readonly<Record<string, string>>,
): ComposedEmail {
  const { language } = plan;
  const words = emailWords(language, 'planCancelled');
  const frame = emailWords(language, 'frame');
  return {
    kind: 'plan-cancelled',
    to: plan.email,
    replyTo: academy.email,
    content: {
      language,
      subject: words('subject', { program: itemName(plan.programId, names, language) }),
      blocks: [
        { type: 'paragraph', text: frame('greeting', { name: plan.name }) },
        ...paragraphs(plan, language, names).map((text) => ({ type: 'paragraph' as const, text })),
        { type: 'paragraph', text: frame('anyQuestions', { email: academy.email }) },
        signOff(frame('reference', { id: orderReference(plan.orderId) }), academy),
      ],
    },
  };
}

/** The registrar's copy, in English: who cancelled, and what was settled. */
export function planCancelledNotice(
  plan: CancelledPlan,
  academy: EmailAcademy,
  names: Readonly<Record<string, string>>,
): ComposedEmail {
  const words = staffWords('planCancelled');
  return {
    kind: 'plan-cancelled-notice',
    to: academy.email,
    replyTo: plan.email,
    content: {
      language: 'en',
      subject: words('subject', { name: plan.name, order: orderReference(plan.orderId) }),
      blocks: [
        {
          type: 'paragraph',
          text: words('body', {
            name: plan.name,
            email: plan.email,
            program: itemName(plan.programId, names, 'en'),
          }),
        },
        ...paragraphs(plan, 'en', names).map((text) => ({ type: 'paragraph' as const, text })),
      ],
    },
  };
}
