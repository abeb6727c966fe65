/**
 * The one form an e-mail address is stored and compared in: trimmed and lower-cased, so
 * "Jane@Example.com " is jane@example.com. Users, orders and course grants all use it, which is
 * how orders paid before sign-up are found (docs/decisions/0012-accounts.md).
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
