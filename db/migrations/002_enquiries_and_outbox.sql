-- Enquiries from the site's forms (SPEC §3 Contact enquiry, §7 POST /api/contacts).
create table enquiries (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  phone text not null check (length(phone) between 1 and 40),
  email text not null check (length(email) between 3 and 254),
  questions text check (length(questions) <= 5000),
  selected_courses text[] not null default '{}'
    check (cardinality(selected_courses) <= 20 and array_position(selected_courses, null) is null),
  page text check (length(page) <= 2048),
  client_address inet,
  created_at timestamptz not null default now()
);

create index enquiries_created_at on enquiries (created_at);

-- E-mails waiting to be sent, written in the same transaction as the row they are about and
-- sent by the outbox worker (app/email/worker.server.ts) with retries.
create table outbox_emails (
  id bigint generated always as identity primary key,
  kind text not null check (length(kind) between 1 and 64),
  to_address text not null check (length(to_address) between 3 and 998),
  reply_to text check (length(reply_to) <= 998),
  subject text not null check (length(subject) <= 998),
  text_body text not null,
  html_body text,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  check ((status = 'sent') = (sent_at is not null))
);

-- The worker's question: which pending rows are due?
create index outbox_emails_due on outbox_emails (next_attempt_at) where status = 'pending';

-- One row per counted request of any rate limit (app/rate-limit/rate-limit.server.ts):
-- `bucket` names the limit (e.g. 'enquiry', 'sign-in'), `key` what it is counted by (an IP
-- address, an e-mail). A row is dead once `expires_at` has passed.
create table rate_limit_hits (
  id bigint generated always as identity primary key,
  bucket text not null check (length(bucket) between 1 and 64),
  key text not null check (length(key) between 1 and 512),
  hit_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create index rate_limit_hits_lookup on rate_limit_hits (bucket, key, hit_at);
create index rate_limit_hits_expires_at on rate_limit_hits (expires_at);
