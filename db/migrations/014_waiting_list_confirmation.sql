-- Waiting-list entries take part in offers only once their address is confirmed (issue 21,
-- docs/decisions/0038-waiting-list-confirmation.md). A join is 'unconfirmed' until the link
-- e-mailed to it is used (only the token's SHA-256 is kept, like offer tokens) before
-- confirm_until; it then becomes 'waiting', in line from that moment. An unused link lapses the
-- entry. client_address (the joiner's, as rate limits count it) caps live entries per client.
alter table waiting_list drop constraint waiting_list_status_check;
alter table waiting_list add constraint waiting_list_status_check
  check (status in ('unconfirmed', 'waiting', 'offered', 'booked', 'lapsed'));

-- A lapsed entry may now never have been offered (its link went unused).
alter table waiting_list drop constraint waiting_list_check;
alter table waiting_list add constraint waiting_list_offer_check
  check (status in ('unconfirmed', 'waiting', 'booked', 'lapsed')
         or (offered_at is not null and offer_until is not null and offer_token_hash is not null));

alter table waiting_list
  add column confirm_token_hash text unique check (confirm_token_hash ~ '^[0-9a-f]{64}$'),
  add column confirm_until timestamptz,
  add column confirmed_at timestamptz,
  add column client_address text check (length(client_address) <= 100),
  add constraint waiting_list_unconfirmed_check
    check (status <> 'unconfirmed' or (confirm_token_hash is not null and confirm_until is not null));

-- The sweep that lapses unused links, and the caps on live entries per e-mail and per client.
create index waiting_list_unconfirmed on waiting_list (confirm_until) where status = 'unconfirmed';
create index waiting_list_live_by_address on waiting_list (client_address)
  where status in ('unconfirmed', 'waiting', 'offered');
create index waiting_list_live_by_email on waiting_list (email_normalized)
  where status in ('unconfirmed', 'waiting', 'offered');
