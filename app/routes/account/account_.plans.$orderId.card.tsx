import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { PlanCardPage } from '~/components/accounts/PlanCardPage';
import { db } from '~/db/client.server';
import { itemName } from '~/fulfilment/emails';
import en from '~/i18n/en';
import es from '~/i18n/es';
import { getLanguage } from '~/i18n/i18n.server';
import { translate } from '~/i18n/translate';
import { type CardChangeCheck, changeablePlan, checkCardChange } from '~/plans/card-change.server';
import { loadCourseNamesIn } from '~/prices/price-list.server';
import type { RouteHandle } from '~/root';
import { publicPaymentSetup, stripeClient } from '~/stripe/stripe.server';

import { requirePlanOrder } from './plan-order.server';

/**
 * /account/plans/<order>/card (docs/decisions/0094): the student changes the card their plan's
 * monthly payments are charged to, at any time, with a SetupIntent (./setup-intent). Back from
 * confirming it (`?setup_intent=seti_…`, as Stripe's redirect adds), the SetupIntent is read
 * from Stripe and applied when it succeeded: the browser's word alone changes nothing. Only the
 * order's owner; anyone else gets 404, as for an order that does not exist.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, orderId } = await requirePlanOrder(request, params);
  const returned = new URL(request.url).searchParams.get('setup_intent');
  let result: CardChangeCheck | null = null;
  if (returned) {
    result = await checkCardChange(db(), stripeClient(), orderId, returned, {
      kind: 'student',
      email: user.email,
    });
  }
  const [plan, names, language] = await Promise.all([
    changeablePlan(db(), orderId),
    loadCourseNamesIn(),
    getLanguage(request),
  ]);
  return data(
    {
      plan: plan && {
        program: itemName(plan.programId, names[language], language),
        card: plan.card,
      },
      result,
      setup: publicPaymentSetup(),
      title: translate(language === 'es' ? es : en, language, 'account.planCard.title'),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export const handle: RouteHandle = { texts: ['signedIn', 'registration'] };

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  ...(loaded ? [{ title: loaded.title }] : []),
  { name: 'robots', content: 'noindex' },
];

export default function ChangePlanCard() {
  const { plan, result, setup } = useLoaderData<typeof loader>();
  return <PlanCardPage plan={plan} result={result} setup={setup} />;
}
