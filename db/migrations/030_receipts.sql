-- Receipts (docs/decisions/0063-receipts.md): one per succeeded payment or refund, numbered from
-- one gapless sequence per calendar year in the academy's time zone, keeping what it printed.

-- The buyer's details for their accountant, typed on /register before paying (optional).
alter table orders
  add column practice_name text check (length(practice_name) between 1 and 120),
  add column tax_id text check (length(tax_id) between 1 and 40);

-- The last number given in each year. A row locked by `update … returning` (not a SEQUENCE, which
-- skips a number when the transaction that took it rolls back): the number is taken in the
-- transaction that records the payment, so it is committed with it or not at all.
create table receipt_counters (
  year integer primary key check (year between 2000 and 9999),
  last_number integer not null check (last_number >= 0)
);

create table receipts (
  id uuid primary key default gen_random_uuid(),
  -- '2026-000123': year and sequence, kept as printed.
  number text not null unique check (number ~ '^[0-9]{4}-[0-9]{6,}$'),
  year integer not null,
  sequence integer not null check (sequence > 0),
  kind text not null check (kind in ('payment', 'refund')),
  order_id uuid not null references orders (id),
  -- The charge or refund it is for; null only for an order its credit paid in full (no card).
  payment_id uuid unique references order_payments (id),
  -- A refund's receipt names the payment receipt it returns money of.
  refund_of uuid references receipts (id),
  issued_at timestamptz not null,
  language text not null check (language in ('en', 'es')),
  currency text not null check (currency ~ '^[a-z]{3}$'),
  -- Payment: price of the lines, credit applied, what the card paid (price - credit).
  -- Refund: amount_cents is what went back to the card; price and credit are 0.
  price_cents integer not null check (price_cents >= 0),
  credit_cents integer not null check (credit_cents >= 0),
  amount_cents integer not null check (amount_cents >= 0),
  -- Everything else printed, as it was when issued: a later content edit changes no receipt.
  -- { academy: {...}, buyer: {...}, lines: [...], method: ... }
  printed jsonb not null check (jsonb_typeof(printed) = 'object'),
  unique (year, sequence),
  check (number = year::text || '-' || lpad(sequence::text, 6, '0')),
  check (kind = 'refund' or refund_of is null),
  check (kind = 'payment' or payment_id is not null),
  check (kind = 'refund' or amount_cents = price_cents - credit_cents)
);

-- One receipt for the credit that paid an order in full.
create unique index receipts_credit_payment on receipts (order_id)
  where payment_id is null;
create index receipts_order on receipts (order_id, issued_at);

create function receipts_issued_once() returns trigger language plpgsql as $$
begin
  raise exception 'receipts are issued once: % refused', tg_op
    using errcode = 'insufficient_privilege';
end $$;

create trigger receipts_issued_once
  before update or delete on receipts
  for each row execute function receipts_issued_once();

-- The receipt's e-mails (the buyer's and the registrar's copy) carry its PDF, rendered when sent
-- from the receipt row. One of each kind per receipt.
alter table outbox_emails add column receipt_id uuid references receipts (id);
create unique index outbox_emails_receipt on outbox_emails (receipt_id, kind)
  where receipt_id is not null;
