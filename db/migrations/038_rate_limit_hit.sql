-- One rate-limit hit in one statement (docs/decisions/0076): what app/rate-limit/rate-limit.server.ts
-- ran as BEGIN, the key's lock with its dead rows' delete, the count and insert, and COMMIT (three
-- round trips and a connection held for them), in a function called alone. It takes the same
-- advisory lock, whose text the app computes (app/db/locks.server.ts, lockText): each statement
-- of a volatile function takes its snapshot when it starts, so the count below sees every hit
-- committed before the lock was granted. Called outside a transaction, the lock is released when
-- the statement ends; inside one, when it commits.
create function rate_limit_hit(
  hit_bucket text,
  hit_key text,
  hit_limit integer,
  window_seconds integer,
  lock_text text
) returns table (hit_id text, recent integer, seconds_left float8)
language plpgsql volatile as $$
begin
  perform pg_advisory_xact_lock(hashtextextended(lock_text, 0));
  delete from rate_limit_hits h
  where h.bucket = hit_bucket and h.key = hit_key and h.expires_at <= clock_timestamp();
  -- The hits still in the window, newest first (the limit-th one is the one whose expiry frees
  -- a slot), and this hit recorded if there is room.
  return query
    with window_hits as (
      select h.hit_at from rate_limit_hits h
      where h.bucket = hit_bucket and h.key = hit_key
        and h.hit_at > clock_timestamp() - make_interval(secs => window_seconds)
      order by h.hit_at desc
      limit hit_limit
    ), recorded as (
      insert into rate_limit_hits (bucket, key, hit_at, expires_at)
      select hit_bucket, hit_key, clock_timestamp(),
             clock_timestamp() + make_interval(secs => window_seconds)
      where (select count(*) from window_hits) < hit_limit
      returning id::text
    )
    select (select r.id from recorded r),
           (select count(*)::integer from window_hits),
           (select extract(epoch from (min(w.hit_at) + make_interval(secs => window_seconds)
                                       - clock_timestamp()))::float8
            from window_hits w);
end
$$;
