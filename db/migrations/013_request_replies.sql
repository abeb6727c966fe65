-- Replies to writes that a load balancer may send twice (issue 15, docs/decisions/0033): nginx
-- resends a POST whose instance died or closed before answering. The write's own transaction
-- inserts the request's key; a second copy finds it, rolls back, and is answered with the reply
-- stored here. Kept REQUEST_REPLIES_RETENTION_HOURS, then pruned.
create table request_replies (
  key text primary key,
  created_at timestamptz not null default now(),
  -- Null until the first copy's reply is stored (just before it is sent).
  status smallint,
  headers jsonb,
  body bytea
);

create index request_replies_created_at on request_replies (created_at);
