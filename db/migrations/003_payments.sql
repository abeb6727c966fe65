-- Registrations paid by card (SPEC §3 Transaction, §7 POST /api/create-payment-intent): one order
-- per attempt to pay, one Stripe PaymentIntent per order. Orders and grants are keyed by the
-- buyer's e-mail, lower-cased and trimmed, so a student who signs up later with that e-mail sees
-- them (the accounts feature reads them through app/payments/orders.server.ts).
create table orders (
  id uuid primary key default gen_random_uuid(),
  email text not null check (length(email) between 3 and 254),
  email_normalized text generated always as (lower(btrim(email))) stored,
  name text not null check (length(name) between 1 and 200),
  phone text not null check (length(phone) between 1 and 40),
  -- What was chosen, as the browser sent it: a program id, or course ids (SPEC §7).
  selected_items text[] not null
    check (cardinality(selected_items) between 1 and 20 and array_position(selected_items, null) is null),
  -- The courses the order grants once paid, resolved from content when the order was made, so
  -- fulfilment does not depend on content edited (or unreachable) later.
  course_ids text[] not null
    check (cardinality(course_ids) between 1 and 20 and array_position(course_ids, null) is null),
  amount_cents integer not null check (amount_cents > 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  status text not null default 'pending'
    check (status in ('pending', 'completed', 'failed', 'refunded')),
  payment_intent_id text unique,
  -- Hash of the request (customer data, items, amount): an identical repeated request (double
  -- click, retry) finds this order and reuses its intent; a changed one never does.
  request_fingerprint text not null,
  last_payment_error text check (length(last_payment_error) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  refunded_at timestamptz,
  check (status <> 'completed' or completed_at is not null),
  check (status <> 'refunded' or refunded_at is not null)
);

-- "Orders of this e-mail, newest first" (account page) and "open order for this request".
create index orders_email_created_at on orders (email_normalized, created_at desc);
create index orders_request_fingerprint on orders (request_fingerprint, created_at desc)
  where status in ('pending', 'failed');

-- Which courses an e-mail may follow; the first paid order that granted a course is kept.
create table course_grants (
  email_normalized text not null check (email_normalized = lower(btrim(email_normalized))),
  course_id text not null check (length(course_id) between 1 and 64),
  order_id uuid not null references orders (id),
  granted_at timestamptz not null default now(),
  primary key (email_normalized, course_id)
);

create index course_grants_order_id on course_grants (order_id);

-- Stripe webhook events already handled: Stripe delivers at least once, we act once per id.
create table stripe_events (
  id text primary key check (length(id) between 1 and 255),
  type text not null check (length(type) between 1 and 255),
  processed_at timestamptz not null default now()
);
