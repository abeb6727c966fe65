/**
 * Webhooks across instances: one registration paid through the suite's Stripe stand-in (both
 * instances use it, as they would use Stripe), then its `payment_intent.succeeded` event, signed
 * as Stripe signs it, delivered 10 times at once and 10 times more one after another, split
 * over both instances; then a `payment_intent.payment_failed` for the same intent (a failure
 * delivered after the success, as Stripe may) to each. Exactly one fulfilment (one event row,
 * one grant, the order completed), one confirmation e-mail, and no downgrade.
 */
import { randomId } from '../../mocks/stripe-api/webhooks';
import { countBy, formatCounts, sleep, waitFor } from './checks';
import { INSTANCE_PORTS, type Scenario } from './harness';
import { type Answer, nextClientAddress, request } from './http-client';
import { deliverStripeEvent } from './stripe';

const AT_ONCE = 10;
const ONE_BY_ONE = 10;

export const webhooksAcrossInstances: Scenario = {
  name: 'webhooks across instances',
  async run({ site, database, balancer }) {
    const email = `webhooks-${Date.now()}@example.com`;
    const created = await request({
      port: balancer.port,
      method: 'POST',
      path: '/api/create-payment-intent',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextClientAddress() },
      body: JSON.stringify({
        email,
        customerData: {
          name: 'Resilience Webhooks',
          email,
          phone: '+1 555 0100',
          selectedItems: ['module1'],
        },
      }),
    });
    if (created.status !== 200) {
      return {
        passed: false,
        figure: `create-payment-intent answered ${created.status || created.error}`,
      };
    }
    const { clientSecret } = JSON.parse(created.body) as { clientSecret: string };
    const intentId = clientSecret.split('_secret_')[0]!;
    await site.stripe.confirm(intentId);
    const succeeded = site.stripe.events.findLast(
      (event) => event.type === 'payment_intent.succeeded' && event.data.object.id === intentId,
    );
    if (!succeeded) return { passed: false, figure: `no succeeded event for ${intentId}` };
    const failedEvent = {
      ...succeeded,
      id: randomId('evt'),
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          ...succeeded.data.object,
          status: 'requires_payment_method',
          last_payment_error: { message: 'Your card was declined.' },
        },
      },
    };

    const port = (n: number) => INSTANCE_PORTS[n % INSTANCE_PORTS.length]!;
    const atOnce = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, n) => deliverStripeEvent(port(n), succeeded)),
    );
    const oneByOne: Answer[] = [];
    for (let n = 0; n < ONE_BY_ONE; n++)
      oneByOne.push(await deliverStripeEvent(port(n), succeeded));
    const late = await Promise.all(INSTANCE_PORTS.map((p) => deliverStripeEvent(p, failedEvent)));
    const answers = [...atOnce, ...oneByOne, ...late];
    const results = countBy(answers, (answer) => {
      if (answer.status !== 200) return String(answer.status || answer.error);
      return (JSON.parse(answer.body) as { result?: string }).result ?? '?';
    });

    const [order] = await database.sql<{ id: string; status: string }[]>`
      select id, status from orders where payment_intent_id = ${intentId}`;
    const [counts] = await database.sql<
      { events: number; grants: number; confirmations: number }[]
    >`
      select
        (select count(*)::int from stripe_events where id = ${succeeded.id}) as events,
        (select count(*)::int from course_grants where order_id = ${order?.id ?? null}) as grants,
        (select count(*)::int from outbox_emails
          where kind = 'order-confirmation' and lower(to_address) = ${email}) as confirmations`;
    const mailsTo = () =>
      site.smtp.messages.filter((mail) => mail.to.some((to) => to.toLowerCase() === email)).length;
    // The confirmation and the receipt (docs/decisions/0063): one each.
    await waitFor(() => mailsTo() >= 2, 30_000);
    // A moment more: a second e-mail would come now, if at all.
    await sleep(2_000);
    const mailed = mailsTo();

    const problems: string[] = [];
    const refused = answers.filter((answer) => answer.status !== 200).length;
    if (refused) problems.push(`${refused} deliveries not answered 200`);
    if (order?.status !== 'completed') problems.push(`order is ${order?.status ?? 'missing'}`);
    if (counts!.events !== 1) problems.push(`${counts!.events} event rows`);
    if (counts!.grants !== 1) problems.push(`${counts!.grants} course grants`);
    if (counts!.confirmations !== 1) problems.push(`${counts!.confirmations} confirmations queued`);
    if (mailed !== 2)
      problems.push(`${mailed} e-mails to the buyer (a confirmation and a receipt)`);

    return {
      passed: problems.length === 0,
      figure:
        `${AT_ONCE} at once + ${ONE_BY_ONE} one by one of one succeeded event and a late failure ` +
        `to each of ${INSTANCE_PORTS.join(' and ')}: ${formatCounts(results)}; order ` +
        `${order?.status}, ${counts!.events} event row, ${counts!.grants} grant, ` +
        `${counts!.confirmations} confirmation queued, ${mailed} e-mailed`,
      problems,
    };
  },
};
