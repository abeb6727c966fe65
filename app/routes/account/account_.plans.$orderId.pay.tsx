import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { PlanPaymentPage } from '~/components/accounts/PlanPaymentPage';
import { db } from '~/db/client.server';
import { itemName } from '~/fulfilment/emails';
import en from '~/i18n/en';
import es from '~/i18n/es';
import { getLanguage } from '~/i18n/i18n.server';
import { translate } from '~/i18n/translate';
import { payablePayment } from '~/plans/student-payment.server';
import { loadCourseNamesIn } from '~/prices/price-list.server';
import type { RouteHandle } from '~/root';
import { publicPaymentSetup } from '~/stripe/stripe.server';

import { requirePlanOrder } from './plan-order.server';

/**
 * /account/plans/<order>/pay (docs/decisions/0073): the student pays their plan's failed monthly
 * payment with a card, which becomes the plan's card. Only the order's owner; anyone else gets
 * 404, as for an order that does not exist. Its card form asks ./payment-intent for the intent.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { orderId } = await requirePlanOrder(request, params);
  const [payment, names, language] = await Promise.all([
    payablePayment(db(), orderId),
    loadCourseNamesIn(),
    getLanguage(request),
  ]);
  return data(
    {
      payment: payment && {
        number: payment.number,
        months: payment.months,
        dueDate: payment.dueDate,
        amountCents: payment.amountCents,
        program: itemName(payment.programId, names[language], language),
      },
      setup: publicPaymentSetup(),
      title: translate(language === 'es' ? es : en, language, 'account.planPay.title'),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export const handle: RouteHandle = { texts: ['signedIn', 'registration'] };

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  ...(loaded ? [{ title: loaded.title }] : []),
  { name: 'robots', content: 'noindex' },
];

export default function PayPlanPayment() {
  const { payment, setup } = useLoaderData<typeof loader>();
  return <PlanPaymentPage payment={payment} setup={setup} />;
}
