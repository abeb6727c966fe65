/** The account's own name and phone, as edited in /account's Account Info. No server imports. */
import { z } from 'zod';

import { nameField, phoneField } from '~/forms/fields';

export const accountDetailsSchema = z.object({
  intent: z.literal('details'),
  name: nameField,
  phone: phoneField,
});
