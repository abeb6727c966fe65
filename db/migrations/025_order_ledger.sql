-- The order's ledger (docs/decisions/0056-order-ledger.md): what an order bought (its lines),
-- the money that moved (payments and refunds, one row each) and what happened to it (an
-- append-only log). The balance is computed from the payment rows, never stored.

-- One line per course of an order. The session is not copied: it stays in session_seats, which
-- a move updates; reads join it.
create table order_lines (
  order_id uuid not null references orders (id),
  course_id text not null check (length(course_id) between 1 and 64),
  -- Set when the course was bought as part of a program: its price was shared over its courses.
  program_id text check (length(program_id) between 1 and 64),
  -- The course's registration price when the line was written; null for a line backfilled for
  -- an order made before the ledger, whose price then is unknown.
  list_price_cents integer check (list_price_cents >= 0),
  -- The line's share of the order's amount: what a cancellation of this course refunds from.
  paid_cents integer not null check (paid_cents >= 0),
  price_tier text not null check (price_tier in ('registration', 'unrecorded')),
  created_at timestamptz not null default now(),
  primary key (order_id, course_id),
  check ((price_tier = 'unrecorded') = (list_price_cents is null))
);

-- The lines of an order add up to its amount, to the cent. Checked at commit (deferred), so a
-- transaction writes all of an order's lines and then the sum is checked once.
create function order_lines_add_up() returns trigger language plpgsql as $$
declare
  target uuid;
  lines bigint;
  amount bigint;
begin
  if tg_op = 'DELETE' then target := old.order_id; else target := new.order_id; end if;
  select sum(paid_cents) into lines from order_lines where order_id = target;
  if lines is null then return null; end if;
  select amount_cents into amount from orders where id = target;
  if lines <> amount then
    raise exception 'order % lines add up to % cents, not its amount %', target, lines, amount
      using errcode = 'check_violation';
  end if;
  return null;
end $$;

create constraint trigger order_lines_add_up
  after insert or update or delete on order_lines
  deferrable initially deferred
  for each row execute function order_lines_add_up();

-- Money that moved for an order: a charge (pi_…) or a refund (re_…), several per order (a
-- refund per cancellation, later monthly payments).
create table order_payments (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id),
  kind text not null check (kind in ('charge', 'refund')),
  -- Stripe's id; null only for a refund known by the charge's refunded total, not by its own id
  -- (before the ledger, and until refund events are handled).
  stripe_id text unique check (length(stripe_id) between 1 and 255),
  -- For a refund known only by the charge's refunded total: that total once it was recorded. A
  -- re-delivered event names the same total and adds nothing.
  refunded_to_cents integer check (refunded_to_cents > 0),
  amount_cents integer not null check (amount_cents > 0),
  currency text not null check (currency ~ '^[a-z]{3}$'),
  status text not null check (status in ('pending', 'succeeded', 'failed', 'canceled')),
  failure_reason text check (length(failure_reason) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  succeeded_at timestamptz,
  failed_at timestamptz,
  check (kind = 'refund' or stripe_id is not null),
  check (kind = 'refund' or refunded_to_cents is null),
  check (status <> 'succeeded' or succeeded_at is not null),
  check (status <> 'failed' or failed_at is not null),
  check (status in ('failed', 'canceled') or failure_reason is null)
);

create index order_payments_order on order_payments (order_id, created_at);
create unique index order_payments_refunded_to on order_payments (order_id, refunded_to_cents)
  where refunded_to_cents is not null;

-- An order's money, from its succeeded rows only: charged, refunded, and the balance kept.
create view order_balances as
select o.id as order_id,
       coalesce(sum(p.amount_cents) filter (where p.kind = 'charge' and p.status = 'succeeded'),
                0)::integer as paid_cents,
       coalesce(sum(p.amount_cents) filter (where p.kind = 'refund' and p.status = 'succeeded'),
                0)::integer as refunded_cents,
       (coalesce(sum(p.amount_cents) filter (where p.kind = 'charge' and p.status = 'succeeded'), 0)
        - coalesce(sum(p.amount_cents) filter (where p.kind = 'refund' and p.status = 'succeeded'),
                   0))::integer as balance_cents
from orders o
left join order_payments p on p.order_id = o.id
group by o.id;

-- What happened to an order and who did it. Append-only: corrections are new entries.
create table order_log (
  id bigserial primary key,
  order_id uuid not null references orders (id),
  at timestamptz not null default now(),
  actor_kind text not null check (actor_kind in ('system', 'student', 'staff', 'stripe')),
  -- The staff member's or student's e-mail, a Stripe event id, or null.
  actor text check (length(actor) between 1 and 255),
  event text not null check (event in (
    'paid', 'payment-failed', 'seat-moved', 'refund-issued', 'refund-succeeded', 'refund-failed',
    'duplicate', 'mismatch', 'dispute', 'needs-attention', 'attention-resolved', 'note',
    'backfilled'
  )),
  -- Small and structured: amounts in cents, ids, a note's text.
  details jsonb not null default '{}'
    check (jsonb_typeof(details) = 'object' and pg_column_size(details) <= 8192),
  -- What makes an entry once only: a re-delivered event finds its key taken and logs nothing
  -- (and so e-mails nobody again).
  dedupe_key text check (length(dedupe_key) between 1 and 300),
  check (actor_kind in ('system', 'stripe') or actor is not null)
);

create index order_log_order on order_log (order_id, id);
create unique index order_log_dedupe on order_log (order_id, dedupe_key)
  where dedupe_key is not null;
-- The orders needing attention: their flags and resolutions.
create index order_log_attention on order_log (order_id, id)
  where event in ('needs-attention', 'attention-resolved');

create function order_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'order_log is append-only: % refused', tg_op
    using errcode = 'insufficient_privilege';
end $$;

create trigger order_log_append_only
  before update or delete on order_log
  for each row execute function order_log_append_only();

-- Existing orders keep their money and their story. Grants and seats are untouched.
insert into order_payments (
  order_id, kind, stripe_id, amount_cents, currency, status, failure_reason, created_at,
  updated_at, succeeded_at, failed_at
)
select id, 'charge', payment_intent_id, amount_cents, currency,
       case when status = 'failed' then 'failed' else 'succeeded' end,
       case when status = 'failed' then coalesce(last_payment_error, 'Payment failed') end,
       created_at, updated_at,
       case when status <> 'failed' then coalesce(completed_at, updated_at) end,
       case when status = 'failed' then updated_at end
from orders
where payment_intent_id is not null and status in ('completed', 'refunded', 'failed')
order by created_at, id;

insert into order_payments (
  order_id, kind, refunded_to_cents, amount_cents, currency, status, created_at, updated_at,
  succeeded_at
)
select id, 'refund', refunded_cents, refunded_cents, currency, 'succeeded',
       coalesce(refunded_at, updated_at), coalesce(refunded_at, updated_at),
       coalesce(refunded_at, updated_at)
from orders
where refunded_cents > 0
order by created_at, id;

insert into order_log (order_id, at, actor_kind, event, details)
select id, coalesce(completed_at, updated_at), 'system', 'duplicate',
       jsonb_build_object('duplicateOf', duplicate_of)
from orders
where duplicate_of is not null
order by completed_at, id;

insert into order_log (order_id, at, actor_kind, event, details, dedupe_key)
select id, disputed_at, 'stripe', 'dispute',
       jsonb_strip_nulls(jsonb_build_object(
         'disputeId', dispute_id, 'reason', dispute_reason, 'amountCents', dispute_amount_cents)),
       'dispute:' || dispute_id
from orders
where dispute_id is not null
order by disputed_at, id;

-- The attention text last, so it follows the facts it was written about.
insert into order_log (order_id, at, actor_kind, event, details)
select id, updated_at, 'system', 'needs-attention', jsonb_build_object('note', attention)
from orders
where attention is not null
order by updated_at, id;

alter table orders drop column attention, drop column refunded_cents;
