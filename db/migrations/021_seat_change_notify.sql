-- Issue 22, point 2 (docs/decisions/0045-seat-changes-purge-cached-pages.md). Every change to a
-- session's places (a hold, a booking, a release, an offer made or lapsed) tells every instance,
-- so their page caches drop the pages that show seats. A trigger rather than a call in each
-- writer: no path that takes or frees a seat (staff SQL included) can forget it. NOTIFY is sent
-- at commit and only then (a rolled-back hold announces nothing), once per transaction however
-- many rows changed: PostgreSQL folds identical notifications of a transaction into one.
-- The channel is the content channel's (app/content/content-channel.server.ts), whose LISTEN is
-- checked and renewed; an instance that does not know `seats` drops all its pages (safe).
create function notify_seat_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('academy_content_changes', '{"seats":true}');
  return null;
end;
$$;

-- Row triggers: a statement trigger would fire for updates that touched no row (the sweeps run
-- some every minute) and purge for nothing.
create trigger session_seats_changed
  after insert or update or delete on session_seats
  for each row execute function notify_seat_change();

-- A waiting-list entry is a place only while offered: its status or its offer's end matter.
create trigger waiting_list_offer_changed
  after update on waiting_list
  for each row
  when (old.status is distinct from new.status or old.offer_until is distinct from new.offer_until)
  execute function notify_seat_change();

create trigger waiting_list_offer_deleted
  after delete on waiting_list
  for each row when (old.status = 'offered')
  execute function notify_seat_change();
