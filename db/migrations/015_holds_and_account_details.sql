-- Seat holds and details that belong to the account (issue 21, docs/decisions/0039).

-- The account's own name and phone: entered or edited in /account, else taken from its own first
-- paid order. Never from an order someone else placed with the account's address.
alter table users
  add column name text check (length(name) between 1 and 200),
  add column phone text check (length(phone) between 1 and 40);

-- The account signed in when the order was placed: an unpaid order shows in that account's
-- payments only, never in the account of whoever's address a stranger typed.
alter table orders add column user_id uuid references users (id) on delete set null;
create index orders_user_id on orders (user_id, created_at desc) where user_id is not null;

-- What a hold was taken from: one client address (its /64 for IPv6) may hold only a few unpaid
-- seats at once (SEAT_HOLDS_PER_ADDRESS). Null for seats taken before, or without an address.
alter table session_seats
  add column client_address text check (length(client_address) <= 64);
create index session_seats_held_address on session_seats (client_address, held_until)
  where status = 'held' and client_address is not null;
-- One live hold per e-mail and session: a new order of the e-mail takes the earlier one's over.
create index session_seats_held_email on session_seats (email_normalized, course_id, session_key)
  where status = 'held';
