-- The card a monthly plan is charged to, as the student sees it on /account (issue 48 item 8,
-- docs/decisions/0094): its brand, last four digits and expiry, copied from Stripe's
-- PaymentMethod when the plan starts or its card changes (null for a plan made before, shown as
-- 'the card saved when you registered'). And the SetupIntent the student is changing the card
-- with, the newest the site made for the plan: only that one may become the plan's card, so a
-- late webhook of an older change never brings an older card back.
alter table payment_plans
  add column card_brand text check (length(card_brand) between 1 and 32),
  add column card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  add column card_exp_month integer check (card_exp_month between 1 and 12),
  add column card_exp_year integer check (card_exp_year between 2000 and 2200),
  add column setup_intent_id text check (setup_intent_id ~ '^seti_[A-Za-z0-9_]{1,250}$');

alter table order_log drop constraint order_log_event_check;
alter table order_log add constraint order_log_event_check check (event in (
  'paid', 'payment-failed', 'seat-moved', 'cancelled', 'refund-issued', 'refund-pending',
  'refund-succeeded', 'refund-failed', 'credit-granted', 'credit-used', 'duplicate', 'mismatch',
  'dispute', 'needs-attention', 'attention-resolved', 'note', 'backfilled', 'plan-started',
  'plan-payment-paid', 'plan-payment-failed', 'plan-past-due', 'plan-completed',
  'certificate-issued', 'certificate-revoked', 'certificate-reissued', 'plan-cancelled',
  'plan-reduced', 'plan-card-changed'
));
