-- One row per page view the browser reports (SPEC §7, POST /api/analytics/track-visit).
create table page_visits (
  id bigint generated always as identity primary key,
  page text not null check (length(page) <= 2048),
  referrer text check (length(referrer) <= 2048),
  user_agent text check (length(user_agent) <= 512),
  visited_at timestamptz not null default now()
);

create index page_visits_visited_at on page_visits (visited_at);
