-- CE certificates (issue 26; docs/decisions/0068-ce-certificates.md).

-- What a certificate prints of the participant besides their name, entered in /account before it
-- is issued: the dental licence and the AGD member id.
alter table users
  add column license_number text check (length(license_number) between 1 and 40),
  add column license_state text check (length(license_state) between 1 and 60),
  add column agd_id text check (agd_id ~ '^[0-9]{1,12}$');

-- A verification of participation: one per registrant (order and course) and session while
-- valid. Everything it prints is kept as printed (`printed`), so a later content or account
-- edit never changes an issued certificate; a correction is a reissue: a new certificate, the
-- old one marked `reissued` and pointing to it. Never deleted.
create table ce_certificates (
  -- Public (the verification link and QR code carry it) and unguessable: 12 characters of
  -- Crockford base32 in three groups, 60 random bits.
  id text primary key check (id ~ '^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$'),
  order_id uuid not null references orders (id),
  course_id text not null check (length(course_id) between 1 and 64),
  session_key text not null check (session_key ~ '^[A-Za-z0-9_.-]{1,64}$'),
  language text not null check (language in ('en', 'es')),
  printed jsonb not null,
  status text not null default 'valid' check (status in ('valid', 'revoked', 'reissued')),
  -- Checked at commit: a reissue marks the old certificate, then writes the new one.
  replaced_by text references ce_certificates (id) deferrable initially deferred,
  status_reason text check (length(status_reason) between 1 and 500),
  status_by text check (length(status_by) between 3 and 320),
  status_at timestamptz,
  issued_at timestamptz not null default now(),
  check ((status = 'reissued') = (replaced_by is not null)),
  check ((status = 'valid') = (status_at is null))
);

create unique index ce_certificates_one_valid
  on ce_certificates (order_id, course_id, session_key) where status = 'valid';
create index ce_certificates_session on ce_certificates (course_id, session_key);

create function ce_certificates_kept() returns trigger language plpgsql as $$
begin
  raise exception 'ce_certificates are never deleted: revoke or reissue'
    using errcode = 'restrict_violation';
end $$;

create trigger ce_certificates_kept
  before delete on ce_certificates
  for each row execute function ce_certificates_kept();

-- A certificate's e-mail: the worker draws its PDF from the row when it sends (as a receipt's).
alter table outbox_emails add column certificate_id text references ce_certificates (id);
create unique index outbox_emails_certificate on outbox_emails (certificate_id, kind)
  where certificate_id is not null;

-- The order's log has words for its certificates.
alter table order_log drop constraint order_log_event_check;
alter table order_log add constraint order_log_event_check check (event in (
  'paid', 'payment-failed', 'seat-moved', 'cancelled', 'refund-issued', 'refund-pending',
  'refund-succeeded', 'refund-failed', 'credit-granted', 'credit-used', 'duplicate', 'mismatch',
  'dispute', 'needs-attention', 'attention-resolved', 'note', 'backfilled', 'plan-started',
  'plan-payment-paid', 'plan-payment-failed', 'plan-past-due', 'plan-completed',
  'certificate-issued', 'certificate-revoked', 'certificate-reissued'
));
