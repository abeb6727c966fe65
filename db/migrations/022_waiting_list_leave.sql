-- Issue 22, point 6: a person on a waiting list is told their place in line and can leave it
-- (docs/decisions/0046-waiting-list-position-and-leaving.md). Once the entry is in line, the
-- e-mail saying so carries a link to leave whose token only the person has (the row keeps its
-- SHA-256, like offer and confirmation tokens). Leaving makes the entry 'left': it holds no place,
-- and an offer it held goes to the next person. asked_at is when the person asked to join (the
-- place in line counts from confirmation, joined_at), for staff; entries from before are null.
alter table waiting_list drop constraint waiting_list_status_check;
alter table waiting_list add constraint waiting_list_status_check
  check (status in ('unconfirmed', 'waiting', 'offered', 'booked', 'lapsed', 'left'));

alter table waiting_list drop constraint waiting_list_offer_check;
alter table waiting_list add constraint waiting_list_offer_check
  check (status in ('unconfirmed', 'waiting', 'booked', 'lapsed', 'left')
         or (offered_at is not null and offer_until is not null and offer_token_hash is not null));

alter table waiting_list
  add column leave_token_hash text unique check (leave_token_hash ~ '^[0-9a-f]{64}$'),
  add column asked_at timestamptz,
  add column left_at timestamptz,
  add constraint waiting_list_left_check check (status <> 'left' or left_at is not null);
