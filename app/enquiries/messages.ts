/**
 * The enquiry form's alert, apart from its schema (enquiry.ts) so the form's first load in the
 * browser does not bring zod (decision 0075).
 */

/** docs/product.md#messages 'Enquiry failure': the alert above the form. */
export const ENQUIRY_FAILED = 'enquiry.failed';
