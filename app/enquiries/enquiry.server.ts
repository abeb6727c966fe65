import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';

import { enquiryOptionsQuery, siteSettingsQuery } from '~/content/queries';
import { fetchContent } from '~/content/source.server';
import { db, type Sql } from '~/db/client.server';
import { oncePerRequest } from '~/db/once-per-request.server';
import { loadEmailAcademy } from '~/email/academy.server';
import { type ComposedEmail, queueComposedEmail } from '~/email/outbox.server';
import { parseApiBody } from '~/forms/api-body.server';
import { englishText } from '~/i18n/english.server';
import { staffWords } from '~/i18n/sent-words';
import { hit } from '~/rate-limit/rate-limit.server';

import {
  canonicalCourseLabels,
  type Enquiry,
  ENQUIRY_FAILED,
  enquirySchema,
  isHoneypotFilled,
} from './enquiry';

/** At most this many enquiries per client address within the window. */
export const ENQUIRY_RATE_LIMIT = { bucket: 'enquiry', limit: 5, windowSeconds: 10 * 60 } as const;

/** i18n key of the answer over the rate limit. */
export const RATE_LIMITED_ERROR = 'enquiry.tooMany';

export type SubmitEnquiryResult =
  | { ok: true; id: string }
  | { ok: false; reason: 'rate-limited'; error: string; retryAfterSeconds: number };

/** Checks the JSON API's body (docs/product.md#api); the messages are English. */
export function parseEnquiry(body: unknown) {
  const parsed = parseApiBody(enquirySchema, body);
  return parsed.ok ? parsed : { ...parsed, error: englishText(ENQUIRY_FAILED) };
}

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
 * Course labels are spelled as the content's options where they name one (others are kept as
 * sent). Refuses clients over the rate limit. A filled-in honeypot is answered like a success and stores nothing.
 */
export async function submitEnquiry(
  enquiry: Enquiry,
  { clientAddress, sql = db() }: SubmitEnquiryOptions,
): Promise<SubmitEnquiryResult> {
  // Bots get the answer a person gets, so they have no reason to try again differently.
  if (isHoneypotFilled(enquiry)) return { ok: true, id: randomUUID() };

  const options = await fetchContent(enquiryOptionsQuery);
  const selectedCourses = canonicalCourseLabels(
    enquiry.selectedCourses,
    options.map((option) => option.label),
  );

  const [settings, academy] = await Promise.all([
    fetchContent(siteSettingsQuery),
    loadEmailAcademy(),
  ]);
  if (!settings?.contactEmail) {
    throw new Error('The site settings have no contact e-mail to send enquiries to');
  }

  // A copy of this request the balancer sent again gets this one's result (and counts no hit).
  return sql.begin((tx) =>
    oncePerRequest(tx, async (): Promise<SubmitEnquiryResult> => {
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
        ${tx.array(selectedCourses)}, ${enquiry.page},
        ${clientAddress && isIP(clientAddress) ? clientAddress : null}
      )
      returning id`;

      await queueComposedEmail(
        tx,
        enquiryEmail({ ...enquiry, selectedCourses }, settings.contactEmail),
        academy,
      );

      return { ok: true, id: row!.id };
    }),
  );
}

/**
 * The academy's notification (English: staff read it): every field, courses joined by ', ',
 * Reply-To the enquirer.
 */
export function enquiryEmail(enquiry: Enquiry, to: string): ComposedEmail {
  const words = staffWords('enquiry');
  const row = staffWords('rows');
  return {
    kind: 'enquiry-notification',
    to,
    replyTo: enquiry.email,
    content: {
      language: 'en',
      subject: words('subject', { name: enquiry.name }),
      blocks: [
        { type: 'paragraph', text: words('body') },
        {
          type: 'fields',
          rows: [
            [row('name'), enquiry.name],
            [row('phone'), enquiry.phone],
            [row('email'), enquiry.email],
            [
              words('courses'),
              enquiry.selectedCourses.length
                ? enquiry.selectedCourses.join(', ')
                : words('noCourses'),
            ],
            [words('page'), enquiry.page ?? words('noPage')],
          ],
        },
        {
          type: 'quote',
          title: words('questions'),
          text: enquiry.questions ?? words('noQuestions'),
        },
      ],
    },
  };
}
