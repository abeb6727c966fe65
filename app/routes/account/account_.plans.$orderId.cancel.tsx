import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { z } from 'zod';

import { cancelPlan } from '~/cancellations/cancel.server';
import { PlanCancelPage } from '~/components/accounts/PlanCancelPage';
import { db } from '~/db/client.server';
import { parseForm } from '~/forms/parse-form';
import { itemName } from '~/fulfilment/emails';
import en from '~/i18n/en';
import es from '~/i18n/es';
import { getLanguage } from '~/i18n/i18n.server';
import { translate } from '~/i18n/translate';
import { orderCourseIds } from '~/orders/order-courses.server';
import { settlementCents } from '~/plans/cancel.server';
import { planOfOrder } from '~/plans/plan-reads.server';
import { loadCoursePrices, quotePlanCancellation } from '~/plans/settlement.server';
import { loadCourseNamesIn } from '~/prices/price-list.server';
import type { RouteHandle } from '~/root';

import { requirePlanOrder } from './plan-order.server';

const confirmSchema = z.object({
  expectedKind: z.enum(['refund', 'charge', 'even']),
  expectedCents: z.coerce.number().int().min(0),
});

/**
 * /account/plans/<order>/cancel (SPEC §9, docs/decisions/0074): the settlement of cancelling the
 * program today, shown before the student confirms; confirming applies it (the quote again, in
 * its transaction). Only the order's owner; anyone else gets 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { orderId } = await requirePlanOrder(request, params);
  const language = await getLanguage(request);
  const [plan, courses, namesIn] = await Promise.all([
    planOfOrder(db(), orderId),
    loadCoursePrices(),
    loadCourseNamesIn(),
  ]);
  if (!plan) throw new Response('Not Found', { status: 404 });
  const quote = await quotePlanCancellation(db(), orderId, { notice: new Date(), courses });
  const name = (id: string) => itemName(id, namesIn[language], language);
  const courseIds = await orderCourseIds(db(), orderId);
  const url = new URL(request.url);
  return data(
    {
      title: translate(language === 'es' ? es : en, language, 'account.planCancel.title'),
      program: name(plan.programId),
      status: plan.status,
      feeCents: plan.feeCents,
      quote:
        quote && quote.kind !== 'completed'
          ? {
              kind: quote.kind,
              noticeDay: quote.noticeDay,
              lastDay: quote.lastDay,
              paidCents: quote.paidCents,
              owedCents: quote.owedCents,
              amountCents: settlementCents(quote),
              counted: quote.counted.map((course) => ({
                name: name(course.courseId),
                cents: course.individualCents,
              })),
              released: courseIds
                .filter((id) => !quote.counted.some((course) => course.courseId === id))
                .map(name),
            }
          : null,
      notice: url.searchParams.get('changed') === '1' ? ('changed' as const) : null,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, orderId } = await requirePlanOrder(request, params);
  const form = parseForm(await request.formData(), confirmSchema);
  if (form.status !== 'success') return data(form.reply(), { status: 400 });
  const result = await cancelPlan(
    {
      orderId,
      notice: new Date(),
      actor: { kind: 'student', email: user.email },
      expected: { kind: form.value.expectedKind, amountCents: form.value.expectedCents },
    },
    { sql: db(), courses: await loadCoursePrices() },
  );
  if (result.kind === 'changed') return redirect(`/account/plans/${orderId}/cancel?changed=1`);
  return redirect('/account?tab=payments');
}

export const handle: RouteHandle = { texts: ['signedIn', 'registration'] };

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  ...(loaded ? [{ title: loaded.title }] : []),
  { name: 'robots', content: 'noindex' },
];

export default function CancelPlan() {
  return <PlanCancelPage {...useLoaderData<typeof loader>()} />;
}
