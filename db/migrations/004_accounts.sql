-- Student accounts (SPEC §2 /login, /create-account, /forgot-password, /account; §6).
-- The e-mail is kept lower-cased and trimmed, as orders.email_normalized is, so an account sees
-- the orders and course grants of its address (app/accounts, once the address is confirmed).
create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique
    check (length(email) between 3 and 254 and email = lower(btrim(email))),
  -- 'scrypt$N$r$p$salt$hash' (app/auth/password.server.ts); the parameters travel with the hash.
  password_hash text not null check (length(password_hash) <= 512),
  -- Set when the owner of the mailbox proved it (a confirmation link opened while signed in, or
  -- a password reset): only then does the account show what is linked to the address.
  email_verified_at timestamptz,
  -- Set by `npm run user:disable -- EMAIL`; a disabled account cannot sign in or use a session.
  disabled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Sign-in sessions and API tokens. The browser's cookie (or the bearer token) holds a random id;
-- only its SHA-256 is stored, so a copy of this table signs nobody in.
create table sessions (
  id_hash text primary key check (id_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('browser', 'api')),
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  -- Sliding: pushed forward on use, never past created_at + the absolute lifetime.
  expires_at timestamptz not null
);

create index sessions_user_id on sessions (user_id);
create index sessions_expires_at on sessions (expires_at);

-- Single-use links sent by e-mail: password resets and address confirmations. Only the SHA-256
-- of the token is stored.
create table account_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('password-reset', 'email-verification')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create index account_tokens_user_id on account_tokens (user_id, purpose);
create index account_tokens_expires_at on account_tokens (expires_at);
