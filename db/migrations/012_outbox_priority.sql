-- Urgent mail first (issue 15): a password reset, an address confirmation, a payment
-- confirmation or a waiting-list offer (priority 0) is sent before any backlog of notices to the
-- academy (priority 1), so a burst of enquiries never holds up a student's e-mail.
alter table outbox_emails add column priority smallint not null default 1
  check (priority in (0, 1));

update outbox_emails set priority = 0
where kind in ('password-reset', 'email-verification', 'order-confirmation', 'waiting-list-offer');

-- What the workers claim next: due rows, urgent first, oldest first.
drop index outbox_emails_due;
create index outbox_emails_due on outbox_emails (priority, next_attempt_at, id)
  where status = 'pending';
