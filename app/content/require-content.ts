/** Template content that must exist: a clear error naming what is missing instead of a crash. */
export function requireContent<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) {
    throw new Error(
      `Content is missing: ${what}. Import studio/seed/data.ndjson or create it in the Studio.`,
    );
  }
  return value;
}
