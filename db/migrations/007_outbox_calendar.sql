-- An e-mail may carry an iCalendar file (a paid registration's sessions), sent as a
-- text/calendar part the mail client offers to add to the calendar.
alter table outbox_emails add column calendar text check (length(calendar) <= 100000);
