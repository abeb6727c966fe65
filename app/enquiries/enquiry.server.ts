import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { db, type Sql } from '~/db/client.server';
import { fetchContent } from '~/content/source.server';
import { enquiryOptionsQuery, siteSettingsQuery } from '~/content/queries';
import { queueEmail } from '~/email/outbox.server';
import { hit } from '~/rate-limit/rate-limit.server';
import { ENQUIRY_ERROR, isHoneypotFilled, type Enquiry, type EnquiryFieldErrors } from './enquiry';

/** At most this many enquiries per client address within the window. */
export const ENQUIRY_RATE_LIMIT = { bucket: 'enquiry', limit: 5, windowSeconds: 10 * 60 } as const;

export const RATE_LIMITED_ERROR = 'Too many requests. Please try again in a few minutes.';

export type SubmitEnquiryResult =
  | { ok: true; id: string }
  | { ok: false; reason: 'invalid'; error: string; fieldErrors: EnquiryFieldErrors }
  | { ok: false; reason: 'rate-limited'; error: string; retryAfterSeconds: number };

export interface SubmitEnquiryOptions {
  /** The client's IP address (see ~/lib/client-address.server); counted by the rate limit. */
  clientAddress: string | undefined;
  /** The database client; the app's one by default. */
  sql?: Sql;
}

/**
 * Stores a parsed enquiry (see parseEnquiry) and queues the e-mail telling the academy, in one
 * transaction: when this resolves with `ok: true` both are committed. The worker sends the
 * e-mail later, with retries, so a mail outage never loses or blocks an enquiry.
 *
 * Refuses course labels that are not the content's enquiry options and clients over the rate
 * limit. A filled-in honeypot is answered like a success and stores nothing.
 */
export async function submitEnquiry(
  enquiry: Enquiry,
  { clientAddress, sql = db() }: SubmitEnquiryOptions,
): Promise<SubmitEnquiryResult> {
  // Bots get the answer a person gets, so they have no reason to try again differently.
  if (isHoneypotFilled(enquiry)) return { ok: true, id: randomUUID() };

  const options = await fetchContent(enquiryOptionsQuery);
  const labels = new Set(options.map((option) => option.label));
  const unknown = enquiry.selectedCourses.filter((course) => !labels.has(course));
  if (unknown.length > 0) {
    return {
      ok: false,
      reason: 'invalid',
      error: ENQUIRY_ERROR,
      fieldErrors: { selectedCourses: 'Please choose courses from the list.' },
    };
  }

  const settings = await fetchContent(siteSettingsQuery);
  if (!settings?.contactEmail) {
    throw new Error('The site settings have no contact e-mail to send enquiries to');
  }

  return sql.begin(async (tx): Promise<SubmitEnquiryResult> => {
    // Counted in the same transaction: an enquiry that fails to store uses up no slot.
    const limit = await hit(tx, { ...ENQUIRY_RATE_LIMIT, key: clientAddress ?? 'unknown' });
    if (!limit.allowed) {
      return {
        ok: false,
        reason: 'rate-limited',
        error: RATE_LIMITED_ERROR,
        retryAfterSeconds: limit.retryAfterSeconds,
      };
    }

    const [row] = await tx<{ id: string }[]>`
      insert into enquiries (name, phone, email, questions, selected_courses, page, client_address)
      values (
        ${enquiry.name}, ${enquiry.phone}, ${enquiry.email}, ${enquiry.questions},
        ${tx.array(enquiry.selectedCourses)}, ${enquiry.page},
        ${clientAddress && isIP(clientAddress) ? clientAddress : null}
      )
      returning id`;

    await queueEmail(tx, {
      kind: 'enquiry-notification',
      to: settings.contactEmail,
      replyTo: enquiry.email,
      subject: `New enquiry from ${enquiry.name}`,
      text: enquiryEmailText(enquiry),
    });

    return { ok: true, id: row!.id };
  });
}

/** The academy's notification: every field, courses joined by ', '. */
export function enquiryEmailText(enquiry: Enquiry): string {
  return [
    'A new enquiry came in through the website.',
    '',
    `Name: ${enquiry.name}`,
    `Phone: ${enquiry.phone}`,
    `E-mail: ${enquiry.email}`,
    `Courses: ${enquiry.selectedCourses.length ? enquiry.selectedCourses.join(', ') : 'none selected'}`,
    `Page: ${enquiry.page ?? 'not given'}`,
    '',
    'Questions:',
    enquiry.questions ?? '(none)',
    '',
  ].join('\n');
}
