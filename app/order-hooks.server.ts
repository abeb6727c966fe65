/**
 * What other capabilities do when an order moves (docs/decisions/0098): registered here, once,
 * in the order they run. The order of the list is behaviour (the order of log rows and e-mails),
 * so it is kept as it was before the hooks: a paid order's seats and e-mails, then its plan;
 * receipts last in the transaction (the receipt counter's lock, docs/decisions/0063).
 *
 * Imported for its effect by everything that runs transitions: app/entry.server.tsx (the
 * server), server/background-jobs.ts, scripts that apply payments, and the unit tests' setup
 * (vitest.config.ts's setupFiles).
 */
import { fulfilPaidOrder } from './fulfilment/order-completion.server';
import { onOrder } from './orders/transitions.server';
import { startPlanOfPaidOrder } from './plans/plans.server';
import { issueRecordedReceipts } from './receipts/issue.server';

onOrder('paid', 'fulfilment: seats and e-mails', fulfilPaidOrder);
onOrder('paid', 'plans: a monthly plan starts', startPlanOfPaidOrder);
onOrder('payments-recorded', 'receipts: issued', issueRecordedReceipts);
