-- Product credits (docs/decisions/0057-credit-ledger.md): a ledger per student address. Grants
-- add credit (each may expire); spends take it for an order, from the soonest-expiring grants
-- first, and say which grants they took it from; a spend whose order never got paid is given
-- back to those same grants. Nothing is edited or deleted: the balance is the sum of the
-- entries of the grants not expired.

create table credit_entries (
  id bigserial primary key,
  -- As orders.email_normalized: trimmed and lower-cased (app/lib/email-address.ts).
  email_normalized text not null
    check (length(email_normalized) between 3 and 254
           and email_normalized = lower(btrim(email_normalized))),
  -- Positive for a grant, negative for a spend, positive for a spend given back.
  amount_cents integer not null check (amount_cents <> 0),
  currency text not null check (currency ~ '^[a-z]{3}$'),
  reason text not null check (reason in (
    'cancellation', 'academy-cancellation', 'staff-grant', 'spent', 'spend-returned'
  )),
  -- The order the entry concerns: the cancelled one for a grant, the paid-with one for a spend.
  order_id uuid references orders (id),
  -- A grant's last instant is just before this one: from expires_at on it counts for nothing.
  expires_at timestamptz,
  -- A spend given back: the spend. Unique, so a spend is given back once whatever the key.
  returns_entry_id bigint unique references credit_entries (id),
  actor_kind text not null check (actor_kind in ('system', 'student', 'staff', 'stripe')),
  -- The staff member's or student's e-mail, a Stripe event id, or null.
  actor text check (length(actor) between 1 and 255),
  note text check (length(note) between 1 and 2000),
  -- Derived by the caller from what the entry is (order + line + cancellation, order + spend):
  -- a re-run job or a retried request finds it taken and writes nothing.
  idempotency_key text not null check (length(idempotency_key) between 1 and 300),
  created_at timestamptz not null default now(),
  unique (email_normalized, idempotency_key),
  check (case reason when 'spent' then amount_cents < 0 else amount_cents > 0 end),
  check (reason in ('cancellation', 'academy-cancellation', 'staff-grant') or expires_at is null),
  check (expires_at is null or expires_at > created_at),
  check (reason not in ('spent', 'spend-returned') or order_id is not null),
  check ((reason = 'spend-returned') = (returns_entry_id is not null)),
  check (actor_kind in ('system', 'stripe') or actor is not null)
);

create index credit_entries_email on credit_entries (email_normalized, id);
create index credit_entries_order on credit_entries (order_id) where order_id is not null;

-- Which grants a spend took its cents from (negative) and a spend given back returned them to
-- (positive). A spend's or return's parts add up to its amount; grants have none.
create table credit_allocations (
  entry_id bigint not null references credit_entries (id),
  grant_id bigint not null references credit_entries (id),
  amount_cents integer not null check (amount_cents <> 0),
  primary key (entry_id, grant_id)
);

create index credit_allocations_grant on credit_allocations (grant_id);

-- What is left of each grant: its amount and what spends took and returns gave back. Whether it
-- still counts depends on the reader's instant: expires_at is null or later than it.
create view credit_grant_balances as
select g.id as grant_id,
       g.email_normalized,
       g.currency,
       g.reason,
       g.order_id,
       g.amount_cents,
       (g.amount_cents + coalesce(sum(a.amount_cents), 0))::integer as remaining_cents,
       g.expires_at,
       g.created_at
from credit_entries g
left join credit_allocations a on a.grant_id = g.id
where g.reason in ('cancellation', 'academy-cancellation', 'staff-grant')
group by g.id;

-- An entry's allocations are right, checked at commit (deferred): a transaction writes the entry
-- and then its parts. A spend takes from grants of its own address and currency, a return gives
-- back exactly what its spend took, and no grant goes below nothing or above its amount.
create function credit_entry_adds_up(target bigint) returns void language plpgsql as $$
declare
  e credit_entries;
  s credit_entries;
  parts bigint;
  wrong bigint;
begin
  select * into e from credit_entries where id = target;
  select sum(a.amount_cents) into parts from credit_allocations a where a.entry_id = e.id;
  if e.reason in ('cancellation', 'academy-cancellation', 'staff-grant') then
    if parts is not null then
      raise exception 'credit grant % cannot take from other grants', e.id
        using errcode = 'check_violation';
    end if;
    return;
  end if;
  if parts is distinct from e.amount_cents then
    raise exception 'credit entry % parts add up to % cents, not its amount %',
      e.id, coalesce(parts, 0), e.amount_cents
      using errcode = 'check_violation';
  end if;
  select count(*) into wrong
  from credit_allocations a
  join credit_entries g on g.id = a.grant_id
  where a.entry_id = e.id
    and (sign(a.amount_cents) <> sign(e.amount_cents)
         or g.reason not in ('cancellation', 'academy-cancellation', 'staff-grant')
         or g.email_normalized <> e.email_normalized or g.currency <> e.currency);
  if wrong > 0 then
    raise exception 'credit entry % takes from a grant not of its address and currency', e.id
      using errcode = 'check_violation';
  end if;
  select count(*) into wrong
  from credit_grant_balances b
  where b.grant_id in (select a.grant_id from credit_allocations a where a.entry_id = e.id)
    and (b.remaining_cents < 0 or b.remaining_cents > b.amount_cents);
  if wrong > 0 then
    raise exception 'credit entry % takes more than a grant holds or returns more than it gave', e.id
      using errcode = 'check_violation';
  end if;
  if e.reason = 'spend-returned' then
    select * into s from credit_entries where id = e.returns_entry_id;
    -- Equal sums, and each part of the spend given back to its grant (one part per grant, all
    -- positive): the parts are exactly the spend's, negated.
    if s.reason <> 'spent' or s.email_normalized <> e.email_normalized
       or s.order_id <> e.order_id or e.amount_cents <> -s.amount_cents
       or exists (select a.grant_id, -a.amount_cents from credit_allocations a
                  where a.entry_id = s.id
                  except
                  select a.grant_id, a.amount_cents from credit_allocations a
                  where a.entry_id = e.id) then
      raise exception 'credit entry % does not give back exactly what spend % took', e.id, s.id
        using errcode = 'check_violation';
    end if;
  end if;
end $$;

create function credit_entries_add_up() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'credit_allocations' then
    perform credit_entry_adds_up(new.entry_id);
  else
    perform credit_entry_adds_up(new.id);
  end if;
  return null;
end $$;

create constraint trigger credit_entries_add_up
  after insert on credit_entries
  deferrable initially deferred
  for each row execute function credit_entries_add_up();

create constraint trigger credit_allocations_add_up
  after insert on credit_allocations
  deferrable initially deferred
  for each row execute function credit_entries_add_up();

-- Append-only: a mistake is answered by a later entry, never by changing one.
create function credit_ledger_append_only() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only: % refused', tg_table_name, tg_op
    using errcode = 'insufficient_privilege';
end $$;

create trigger credit_entries_append_only
  before update or delete on credit_entries
  for each row execute function credit_ledger_append_only();

create trigger credit_allocations_append_only
  before update or delete on credit_allocations
  for each row execute function credit_ledger_append_only();
