/**
 * The `users` table: the one place its SQL lives. E-mails are stored lower-cased and trimmed
 * (app/lib/email-address.ts), the form the orders of app/payments use too.
 */
import type { Queryable } from '~/db/client.server';
import { normalizeEmail } from '~/lib/email-address';

export interface UserRow {
  id: string;
  email: string;
  passwordHash: string;
  emailVerifiedAt: Date | null;
  disabledAt: Date | null;
  createdAt: Date;
  /** Entered or edited by the account's owner in /account; null until then. */
  name: string | null;
  phone: string | null;
}

interface DbUser {
  id: string;
  email: string;
  password_hash: string;
  email_verified_at: Date | null;
  disabled_at: Date | null;
  created_at: Date;
  name: string | null;
  phone: string | null;
}

function toUser(row: DbUser): UserRow {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    emailVerifiedAt: row.email_verified_at,
    disabledAt: row.disabled_at,
    createdAt: row.created_at,
    name: row.name,
    phone: row.phone,
  };
}

/** The new user, or null when the e-mail already has an account. */
export async function insertUser(
  sql: Queryable,
  email: string,
  passwordHash: string,
): Promise<UserRow | null> {
  const [row] = await sql<DbUser[]>`
    insert into users (email, password_hash)
    values (${normalizeEmail(email)}, ${passwordHash})
    on conflict (email) do nothing
    returning *`;
  return row ? toUser(row) : null;
}

export async function findUserByEmail(sql: Queryable, email: string): Promise<UserRow | null> {
  const [row] = await sql<DbUser[]>`select * from users where email = ${normalizeEmail(email)}`;
  return row ? toUser(row) : null;
}

export async function findUserById(sql: Queryable, id: string): Promise<UserRow | null> {
  const [row] = await sql<DbUser[]>`select * from users where id = ${id}`;
  return row ? toUser(row) : null;
}

export async function updatePasswordHash(sql: Queryable, userId: string, passwordHash: string) {
  await sql`
    update users set password_hash = ${passwordHash}, updated_at = now() where id = ${userId}`;
}

/** The account's own name and phone, as its owner entered them. */
export async function updateUserDetails(
  sql: Queryable,
  userId: string,
  details: { name: string; phone: string },
) {
  await sql`
    update users set name = ${details.name}, phone = ${details.phone}, updated_at = now()
    where id = ${userId}`;
}

export async function markEmailVerified(sql: Queryable, userId: string) {
  await sql`
    update users set email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
    where id = ${userId}`;
}

/** Sets or clears the disabled flag; the user's id, or null when no account has this e-mail. */
export async function setUserDisabled(
  sql: Queryable,
  email: string,
  disabled: boolean,
): Promise<string | null> {
  const [row] = await sql<{ id: string }[]>`
    update users
    set disabled_at = ${disabled ? sql`coalesce(disabled_at, now())` : null}, updated_at = now()
    where email = ${normalizeEmail(email)}
    returning id`;
  return row?.id ?? null;
}

/** Marks or unmarks the account as staff; the user's id, or null when no account has this e-mail. */
export async function setUserStaff(
  sql: Queryable,
  email: string,
  staff: boolean,
): Promise<string | null> {
  const [row] = await sql<{ id: string }[]>`
    update users
    set staff_since = ${staff ? sql`coalesce(staff_since, now())` : null}, updated_at = now()
    where email = ${normalizeEmail(email)}
    returning id`;
  return row?.id ?? null;
}

/** Whether the user is staff (and not disabled). */
export async function isStaffUser(sql: Queryable, userId: string): Promise<boolean> {
  const [row] = await sql<{ staff: boolean }[]>`
    select staff_since is not null and disabled_at is null as staff from users where id = ${userId}`;
  return row?.staff ?? false;
}
