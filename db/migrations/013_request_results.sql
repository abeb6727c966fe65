-- Writes a load balancer may send twice (issue 15, docs/decisions/0033): nginx resends a POST
-- whose instance died or closed before answering. A write's own transaction inserts the
-- request's key with the write's result; a second copy's insert waits for the first's
-- transaction, finds the key, and returns the stored result instead of writing again (the route
-- then answers it as it answered the first). Kept a day, then pruned.
create table request_results (
  key text primary key,
  created_at timestamptz not null default now(),
  result jsonb
);

create index request_results_created_at on request_results (created_at);
