-- Payment edge cases (issue 11 item 8, docs/decisions/0021-growth-bounds-and-payment-edge-cases.md).
-- How much of an order's payment was refunded: a full refund (status 'refunded') sets it to the
-- amount; a partial one keeps the order completed, with its grants and seats, and records it here.
alter table orders
  add column refunded_cents integer not null default 0 check (refunded_cents >= 0);

-- A dispute (chargeback) opened on the order's charge: recorded from Stripe's
-- charge.dispute.created; the order is also marked for attention and the academy told. The
-- grants stay until staff decide (a dispute may be won).
alter table orders
  add column dispute_id text check (length(dispute_id) between 1 and 255),
  add column disputed_at timestamptz,
  add column dispute_reason text check (length(dispute_reason) <= 100),
  add column dispute_amount_cents integer check (dispute_amount_cents >= 0),
  add check ((dispute_id is null) = (disputed_at is null));
