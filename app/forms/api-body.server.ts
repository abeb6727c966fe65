import type { z } from 'zod';

import { englishText } from '~/i18n/english.server';

import { firstErrors } from './fields';

export type ParsedApiBody<Value> =
  | { ok: true; value: Value }
  | {
      ok: false;
      /** The first problem, in English. */
      error: string;
      /** One English message per field. */
      fieldErrors: Record<string, string>;
    };

/**
 * A JSON API body checked with a form's schema. The messages are English: the JSON APIs
 * (docs/product.md#api) have no page language.
 */
export function parseApiBody<Schema extends z.ZodTypeAny>(
  schema: Schema,
  body: unknown,
): ParsedApiBody<z.output<Schema>> {
  const object = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const result = schema.safeParse(object);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors = Object.fromEntries(
    Object.entries(firstErrors(result.error)).map(([field, key]) => [field, englishText(key)]),
  );
  return { ok: false, error: Object.values(fieldErrors)[0]!, fieldErrors };
}
