-- Staff accounts (issue 10, /staff): set by `npm run user:staff -- EMAIL`, cleared with --revoke.
-- A staff member signs in as any student does; only /staff asks for this column, on every
-- request, so revoking takes effect at once without ending the account's sessions.
alter table users add column staff_since timestamptz;
