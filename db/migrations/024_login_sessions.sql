-- The sign-in table takes the name login_sessions: 'session' is kept for a course's dated run
-- (session_seats, app/sessions), so one word means one thing (app/auth/login-session-store.server.ts).
-- A rename keeps every row, so nobody is signed out; its constraints and indexes follow the name.
alter table sessions rename to login_sessions;
alter table login_sessions rename constraint sessions_pkey to login_sessions_pkey;
alter table login_sessions rename constraint sessions_id_hash_check to login_sessions_id_hash_check;
alter table login_sessions rename constraint sessions_kind_check to login_sessions_kind_check;
alter table login_sessions rename constraint sessions_user_id_fkey to login_sessions_user_id_fkey;
alter index sessions_user_id rename to login_sessions_user_id;
alter index sessions_expires_at rename to login_sessions_expires_at;
