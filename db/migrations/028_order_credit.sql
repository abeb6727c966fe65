-- Credit spent at checkout (docs/decisions/0061-spending-credit.md): the part of an order's price
-- its buyer's credit pays. The card is charged the rest (amount_cents - credit_cents); an order
-- whose credit pays it all has no PaymentIntent. The spend itself is in credit_entries (027),
-- keyed by the order; this column is what the order was priced to receive from it.
alter table orders
  add column credit_cents integer not null default 0,
  add constraint orders_credit_cents_check check (credit_cents between 0 and amount_cents);
