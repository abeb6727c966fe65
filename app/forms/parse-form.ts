import { parseWithZod } from '@conform-to/zod';
import type { z } from 'zod';

/**
 * A form post checked with its schema, as conform's submission (`reply()` answers the form).
 * The same call runs in the browser (use-schema-form) and in the route's action. Conform's
 * coercion is off: the schemas read the posted strings themselves (blank means missing), the
 * same way for a form and for a JSON body.
 */
export function parseForm<Schema extends z.ZodTypeAny>(
  formData: FormData | URLSearchParams,
  schema: Schema,
) {
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}
