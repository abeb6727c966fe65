/**
 * The /register form's schema: the customer's details, the option and the ticked courses
 * (docs/product.md#registration-and-payment Registration form). Apart from the registration's
 * rules (registration-choice.ts, selection-price.ts) so that the page's first load in the browser
 * does not bring zod: the form loads it when it is used (decision 0075), the page imports only
 * its types. What is chosen is checked against the price list when it is priced. No server
 * imports.
 */
import { z } from 'zod';

import { contactFields } from '~/forms/fields';
import { accountantFields } from '~/receipts/accountant';

import { optionFrom, subItemsFrom } from './registration-choice';

export const customerSchema = z.object(contactFields);

export type Customer = z.output<typeof customerSchema>;

export const registrationFormSchema = customerSchema.extend({
  // For the buyer's accountant, printed on the receipts (app/receipts/accountant.ts).
  ...accountantFields,
  selectedOption: z.string().nullish().transform(optionFrom),
  selectedSubItems: z
    .union([z.string(), z.array(z.string())])
    .nullish()
    .transform(subItemsFrom),
  /** Course id → the chosen session's key (`sessions.<courseId>` radios). */
  sessions: z
    .record(z.string())
    .nullish()
    .transform((value) => value ?? {}),
});

/** The form's values, checked: what Continue goes on with. */
export type RegistrationValues = z.output<typeof registrationFormSchema>;
