-- A program paid monthly (docs/decisions/0070): the order is the program at its price; its own
-- PaymentIntent takes the plan's first payment (a share of the price plus the processing fee)
-- and saves the card, and the plan (031) is written when that payment succeeds. The terms the
-- student saw are kept on the order, so the fulfilment checks the first payment against them.
alter table orders
  add column plan_months integer check (plan_months between 2 and 60),
  add column plan_fee_cents integer check (plan_fee_cents >= 0),
  add constraint orders_plan_terms check ((plan_months is null) = (plan_fee_cents is null)),
  -- Credit is spent on payments in full only: a plan's payments are all the card's.
  add constraint orders_plan_without_credit check (plan_months is null or credit_cents = 0);

-- The payment the student makes themselves for a failed monthly payment (from /account, with a
-- card they may change): its PaymentIntent, until it is paid or the job cancels it before its own
-- retry, so a payment is never taken twice.
alter table plan_payments
  add column student_intent_id text check (student_intent_id ~ '^pi_[A-Za-z0-9_]{1,250}$');

-- Cancelling a program paid monthly (docs/decisions/0065, 0074): the final charge of the
-- settlement, when one is owed, is the plan's own PaymentIntent (its receipt prints it as such).
alter table payment_plans
  add column settlement_intent_id text check (settlement_intent_id ~ '^pi_[A-Za-z0-9_]{1,250}$');

alter table order_log drop constraint order_log_event_check;
alter table order_log add constraint order_log_event_check check (event in (
  'paid', 'payment-failed', 'seat-moved', 'cancelled', 'refund-issued', 'refund-pending',
  'refund-succeeded', 'refund-failed', 'credit-granted', 'credit-used', 'duplicate', 'mismatch',
  'dispute', 'needs-attention', 'attention-resolved', 'note', 'backfilled', 'plan-started',
  'plan-payment-paid', 'plan-payment-failed', 'plan-past-due', 'plan-completed',
  'certificate-issued', 'certificate-revoked', 'certificate-reissued', 'plan-cancelled'
));
