-- Cancelling a course of an order (docs/decisions/0057-cancellations-and-refunds.md): the
-- cancellation itself, and its refunds recorded before Stripe is asked, so a crash between the
-- two is finished by a retry under the same idempotency key, never refunded twice.

-- One per line: a course is cancelled once. The quote is kept as it was applied, with the time
-- it was counted from (when the student confirmed, or when the academy received their e-mail).
create table cancellations (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null,
  course_id text not null,
  -- 'account': the student on /account; 'email': staff entering a notice received by e-mail;
  -- 'academy': the academy cancelled the session.
  channel text not null check (channel in ('account', 'email', 'academy')),
  -- The instant the policy is applied at.
  requested_at timestamptz not null,
  actor_kind text not null check (actor_kind in ('system', 'student', 'staff')),
  actor text check (length(actor) between 1 and 255),
  -- The session cancelled and its first day (academy time); both null for a course without one.
  session_key text check (session_key ~ '^[A-Za-z0-9_.-]{1,64}$'),
  first_day date,
  percent integer not null check (percent between 0 and 100),
  -- What goes back to the student, to the cent: to the card (refunds below) or as credit.
  amount_cents integer not null check (amount_cents >= 0),
  destination text not null check (destination in ('card', 'credit')),
  created_at timestamptz not null default now(),
  unique (order_id, course_id),
  foreign key (order_id, course_id) references order_lines (order_id, course_id),
  check (actor_kind = 'system' or actor is not null)
);

create index cancellations_order on cancellations (order_id);

-- A refund row may exist before Stripe has answered: 'requested', with the idempotency key it
-- is (and, after a crash, will again be) asked under. Stripe's answer fills in its id and status.
alter table order_payments drop constraint order_payments_status_check;
alter table order_payments add constraint order_payments_status_check
  check (status in ('requested', 'pending', 'succeeded', 'failed', 'canceled'));
alter table order_payments
  add column idempotency_key text unique check (length(idempotency_key) between 1 and 255),
  -- The charge a refund returns money from: never more than that charge has left.
  add column charge_payment_id uuid references order_payments (id),
  add column cancellation_id uuid references cancellations (id),
  add check (kind = 'refund' or (charge_payment_id is null and cancellation_id is null)),
  add check (status <> 'requested' or (kind = 'refund' and idempotency_key is not null));

create index order_payments_requested on order_payments (created_at)
  where status in ('requested', 'pending');

-- The refunds known so far return the order's own payment.
update order_payments r
set charge_payment_id = c.id
from orders o, order_payments c
where r.kind = 'refund' and r.order_id = o.id and c.stripe_id = o.payment_intent_id
  and c.order_id = o.id;

alter table order_log drop constraint order_log_event_check;
alter table order_log add constraint order_log_event_check check (event in (
  'paid', 'payment-failed', 'seat-moved', 'cancelled', 'refund-issued', 'refund-pending',
  'refund-succeeded', 'refund-failed', 'credit-granted', 'credit-used', 'duplicate', 'mismatch',
  'dispute', 'needs-attention', 'attention-resolved', 'note', 'backfilled'
));
