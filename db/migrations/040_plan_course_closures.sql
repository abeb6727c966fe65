-- The academy closes a session of a program paid monthly (docs/decisions/0092): the closed
-- course's share of the program's price is what the academy owes back. The part already paid
-- comes back (the cancellation's amount_cents, to the card or as credit); the part not yet paid
-- is taken off the plan's remaining payments, kept here on the course's cancellation, so a
-- plan's payments add up to its price plus its fee less what its closed courses took off.
alter table cancellations
  add column plan_removed_cents integer check (plan_removed_cents >= 0);

-- A payment the closure leaves nothing of is cancelled at 0 (the plan keeps its number of rows).
alter table plan_payments drop constraint plan_payments_amount_cents_check;
alter table plan_payments add constraint plan_payments_amount_cents_check
  check (amount_cents > 0 or (amount_cents = 0 and status = 'cancelled'));

create or replace function plan_payments_add_up() returns trigger language plpgsql as $$
declare
  target uuid;
  total bigint;
  expected bigint;
  counted integer;
  months_ integer;
begin
  if tg_op = 'DELETE' then target := old.plan_id; else target := new.plan_id; end if;
  select sum(amount_cents), count(*) into total, counted from plan_payments where plan_id = target;
  select p.price_cents + p.fee_cents
           - coalesce((select sum(c.plan_removed_cents) from cancellations c
                       where c.order_id = p.order_id), 0),
         p.months
    into expected, months_ from payment_plans p where p.id = target;
  if total is distinct from expected or counted <> months_ then
    raise exception 'plan % has % payments adding up to % cents, not % of %', target, counted,
      total, months_, expected
      using errcode = 'check_violation';
  end if;
  return null;
end $$;

-- The order's log says when a closed course changed the plan's schedule.
alter table order_log drop constraint order_log_event_check;
alter table order_log add constraint order_log_event_check check (event in (
  'paid', 'payment-failed', 'seat-moved', 'cancelled', 'refund-issued', 'refund-pending',
  'refund-succeeded', 'refund-failed', 'credit-granted', 'credit-used', 'duplicate', 'mismatch',
  'dispute', 'needs-attention', 'attention-resolved', 'note', 'backfilled', 'plan-started',
  'plan-payment-paid', 'plan-payment-failed', 'plan-past-due', 'plan-completed',
  'certificate-issued', 'certificate-revoked', 'certificate-reissued', 'plan-cancelled',
  'plan-reduced'
));
