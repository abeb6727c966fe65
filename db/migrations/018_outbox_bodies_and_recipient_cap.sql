-- Issue 21, findings 7 and 8 (docs/decisions/0042-outbox-retention-and-recipient-cap.md).
-- A sent e-mail keeps only its envelope: its body carried a reset, confirmation or offer link in
-- clear text (the tokens are stored hashed everywhere else). Pending and failed rows keep theirs:
-- the worker still needs them to send.
alter table outbox_emails alter column text_body drop not null;
alter table outbox_emails add column message_id text check (length(message_id) <= 998);

update outbox_emails set text_body = null, html_body = null, calendar = null
where status = 'sent';

alter table outbox_emails add constraint outbox_emails_body_until_sent
  check (status = 'sent' or text_body is not null);

-- Sent rows are deleted after OUTBOX_RETENTION_DAYS, oldest first.
create index outbox_emails_sent_at on outbox_emails (sent_at) where status = 'sent';

-- The daily cap per recipient counts that address's recent e-mails (app/email/outbox.server.ts).
create index outbox_emails_recipient on outbox_emails (lower(btrim(to_address)), created_at);
