-- A second purchase of a course the buyer already holds (issue 22, docs/decisions/0044).

-- The buyer confirmed a seat in another session of a course the address already holds: the
-- payment is wanted, not a duplicate.
alter table orders add column repeat_confirmed boolean not null default false;

-- A paid order whose courses an earlier paid order of the same address already covered (two
-- tabs, two intents both paid): staff see it on /staff and may refund it in full from there.
alter table orders add column duplicate_of uuid references orders (id);
