-- Programs paid monthly (issue 25, docs/decisions/0064): the plan of an order (the customer and
-- saved card Stripe charges off session) and its dated payments. A payment is charged by the
-- charging job (app/plans/charging.server.ts) under its row lock, and recorded as an
-- order_payments row in the same transaction as its status.

create table payment_plans (
  id uuid primary key default gen_random_uuid(),
  -- One plan per order: the order's lines are the program's courses.
  order_id uuid not null unique references orders (id),
  program_id text not null check (length(program_id) between 1 and 64),
  stripe_customer_id text not null check (stripe_customer_id ~ '^cus_[A-Za-z0-9]{1,250}$'),
  -- The saved card the later payments are charged to; the student may change it.
  payment_method_id text not null check (payment_method_id ~ '^pm_[A-Za-z0-9]{1,250}$'),
  months integer not null check (months between 2 and 60),
  price_cents integer not null check (price_cents > 0),
  fee_cents integer not null check (fee_cents >= 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  -- The student's language: the e-mails about a declined payment are written in it.
  language text not null check (language in ('en', 'es')),
  -- 'past_due': a payment failed and is not paid yet; 'completed': every payment paid.
  status text not null default 'active'
    check (status in ('active', 'past_due', 'completed', 'cancelled')),
  -- When the oldest payment still unpaid first failed: the grace period counts from it.
  past_due_since timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  cancelled_at timestamptz,
  check ((status = 'past_due') = (past_due_since is not null)),
  check ((status = 'cancelled') = (cancelled_at is not null))
);

create table plan_payments (
  plan_id uuid not null references payment_plans (id),
  -- 1 is taken at registration; the job charges the others.
  number integer not null check (number between 1 and 60),
  -- A day in the academy's time zone: due from its start there.
  due_date date not null,
  amount_cents integer not null check (amount_cents > 0),
  status text not null default 'due' check (status in ('due', 'paid', 'failed', 'cancelled')),
  -- Attempts answered by Stripe; the next one's idempotency key carries attempts + 1, so an
  -- attempt whose answer was never written is asked again under the same key.
  attempts integer not null default 0 check (attempts >= 0),
  first_failed_at timestamptz,
  next_retry_at timestamptz,
  failure_reason text check (length(failure_reason) <= 1000),
  -- The charge that paid it (its PaymentIntent in order_payments).
  order_payment_id uuid unique references order_payments (id),
  paid_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (plan_id, number),
  check ((status = 'paid') = (order_payment_id is not null and paid_at is not null)),
  check (status <> 'failed' or (first_failed_at is not null and attempts > 0))
);

-- What the job looks for: payments not paid, by due date.
create index plan_payments_open on plan_payments (due_date)
  where status in ('due', 'failed');

-- A plan's payments add up to its price plus its fee, to the cent. Checked at commit, so the
-- transaction that makes a plan writes all its payments first.
create function plan_payments_add_up() returns trigger language plpgsql as $$
declare
  target uuid;
  total bigint;
  expected bigint;
  counted integer;
  months_ integer;
begin
  if tg_op = 'DELETE' then target := old.plan_id; else target := new.plan_id; end if;
  select sum(amount_cents), count(*) into total, counted from plan_payments where plan_id = target;
  select price_cents + fee_cents, months into expected, months_ from payment_plans where id = target;
  if total is distinct from expected or counted <> months_ then
    raise exception 'plan % has % payments adding up to % cents, not % of %', target, counted,
      total, months_, expected
      using errcode = 'check_violation';
  end if;
  return null;
end $$;

create constraint trigger plan_payments_add_up
  after insert or update of amount_cents or delete on plan_payments
  deferrable initially deferred
  for each row execute function plan_payments_add_up();

-- The order's log has words for a plan's story.
alter table order_log drop constraint order_log_event_check;
alter table order_log add constraint order_log_event_check check (event in (
  'paid', 'payment-failed', 'seat-moved', 'cancelled', 'refund-issued', 'refund-pending',
  'refund-succeeded', 'refund-failed', 'credit-granted', 'credit-used', 'duplicate', 'mismatch',
  'dispute', 'needs-attention', 'attention-resolved', 'note', 'backfilled', 'plan-started',
  'plan-payment-paid', 'plan-payment-failed', 'plan-past-due', 'plan-completed'
));
