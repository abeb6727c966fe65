-- The waiting list of full sessions (issue 10, docs/decisions/0019-waiting-list.md). One row is
-- one person waiting for one session: waiting in line, then offered a seat when one frees (the
-- offer holds the seat until offer_until and is opened with a link whose token only the person
-- has: the row keeps its SHA-256), then booked, or lapsed when the offer passed unused.
create table waiting_list (
  id uuid primary key default gen_random_uuid(),
  course_id text not null check (length(course_id) between 1 and 64),
  session_key text not null check (session_key ~ '^[A-Za-z0-9_.-]{1,64}$'),
  name text not null check (length(name) between 1 and 200),
  email text not null check (length(email) between 3 and 254),
  email_normalized text not null check (email_normalized = lower(btrim(email_normalized))),
  phone text not null check (length(phone) between 1 and 40),
  -- The page's language when they joined: the offer is written in it.
  language text not null check (language in ('en', 'es')),
  status text not null default 'waiting'
    check (status in ('waiting', 'offered', 'booked', 'lapsed')),
  joined_at timestamptz not null default now(),
  offered_at timestamptz,
  offer_until timestamptz,
  offer_token_hash text unique check (offer_token_hash ~ '^[0-9a-f]{64}$'),
  -- The order that took up the offer: while its seat is held or booked, that seat counts, not
  -- the offer.
  order_id uuid references orders (id),
  check (status = 'waiting' or status = 'booked'
         or (offered_at is not null and offer_until is not null and offer_token_hash is not null)),
  unique (email_normalized, course_id, session_key)
);

-- First come, first offered.
create index waiting_list_line on waiting_list (course_id, session_key, joined_at, id)
  where status in ('waiting', 'offered');

-- Every place taken in a session, whatever holds it: a booked seat, a seat held while its
-- order is paid, or a waiting-list offer not yet taken up by an order. Seats left = capacity
-- minus the rows here; the one definition the checks, /register and /staff count with.
create view session_places as
  select course_id, session_key, order_id, null::uuid as offer_id,
         case when status = 'booked' then 'booked' else 'held' end as kind
  from session_seats
  where status = 'booked' or (status = 'held' and held_until > now())
  union all
  select w.course_id, w.session_key, w.order_id, w.id, 'offered'
  from waiting_list w
  where w.status = 'offered' and w.offer_until > now()
    and not exists (
      select 1 from session_seats s
      where s.order_id = w.order_id and s.course_id = w.course_id
        and s.session_key = w.session_key and s.status <> 'released');
