-- The academy cancels or postpones a dated session (docs/decisions/0060): the closure, written
-- once per session, and what became of each registrant, so the job can be run again and reports
-- what succeeded and what failed.
create table session_closures (
  id uuid primary key default gen_random_uuid(),
  course_id text not null check (length(course_id) between 1 and 64),
  session_key text not null check (session_key ~ '^[A-Za-z0-9_.-]{1,64}$'),
  kind text not null check (kind in ('cancelled', 'postponed')),
  -- What registrants get back: the whole price to their card, or as credit; or each chooses
  -- (another session of the course, a refund or credit) from an e-mailed link.
  remedy text not null check (remedy in ('refund', 'credit', 'choose')),
  -- The staff member who closed it.
  actor text not null check (length(actor) between 1 and 255),
  created_at timestamptz not null default now(),
  unique (course_id, session_key)
);

create table session_closure_outcomes (
  closure_id uuid not null references session_closures (id),
  order_id uuid not null references orders (id),
  outcome text not null check (outcome in (
    'refunded', 'refund-asked', 'credited', 'nothing-to-return', 'failed', 'choice-offered', 'moved'
  )),
  amount_cents integer check (amount_cents >= 0),
  detail text check (length(detail) <= 1000),
  -- The registrant's link to choose (its SHA-256), used once: chosen_at is set when it is.
  choice_token_hash text unique check (choice_token_hash ~ '^[0-9a-f]{64}$'),
  chosen_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (closure_id, order_id)
);

-- A closed session takes every place (a session has at most 50: session_seats' check), so
-- nothing books, holds or offers it: the same count every path already takes under the
-- session's lock.
create or replace view session_places as
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
        and s.session_key = w.session_key and s.status <> 'released')
  union all
  select c.course_id, c.session_key, null::uuid, null::uuid, 'closed'
  from session_closures c cross join generate_series(1, 50);
