-- Seats of dated course sessions. A session is one of a course's upcoming dates in content,
-- identified by the array item's _key; its capacity (spots) lives in content and is passed in
-- when a seat is taken. One row is one seat of one order's course: held while the order is
-- being paid, booked once paid, released when the payment fails or is refunded. A hold counts
-- only until held_until: an abandoned payment step frees its seat by itself.
create table session_seats (
  id uuid primary key default gen_random_uuid(),
  course_id text not null check (length(course_id) between 1 and 64),
  session_key text not null check (session_key ~ '^[A-Za-z0-9_.-]{1,64}$'),
  order_id uuid not null references orders (id),
  email_normalized text not null check (email_normalized = lower(btrim(email_normalized))),
  status text not null check (status in ('held', 'booked', 'released')),
  held_until timestamptz not null,
  -- The session's capacity when the seat was taken: a payment arriving after its hold lapsed
  -- is checked against it.
  capacity integer not null check (capacity between 0 and 50),
  created_at timestamptz not null default now(),
  booked_at timestamptz,
  released_at timestamptz,
  check (status <> 'booked' or booked_at is not null),
  check (status <> 'released' or released_at is not null),
  -- One seat per course of an order; choosing another session moves it.
  unique (order_id, course_id)
);

-- Counting a session's seats: booked, and held until a time still to come.
create index session_seats_session on session_seats (course_id, session_key)
  where status <> 'released';

-- An order paid for a session that filled after its hold lapsed: nothing is oversold, staff
-- are told, and the order says why it needs them.
alter table orders add column attention text check (length(attention) <= 1000);
