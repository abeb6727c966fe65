/** What the outbox worker's tests send: an enquiry's notification, or plain queued messages. */
import { vi } from 'vitest';

import type { Sql } from '~/db/client.server';
import { queueEmail } from '~/email/outbox.server';
import { parseEnquiry, submitEnquiry } from '~/enquiries/enquiry.server';

export const FROM = 'Implant Academy <no-reply@academy.test>';
// The loop is not wanted here: each test calls runOnce itself.
export const NEVER = 60 * 60_000;
export const quietLogger = () => ({ warn: vi.fn(), error: vi.fn() });

let addressCounter = 0;
/** Jane's enquiry, submitted as the contact page does (through DATABASE_URL); its id. */
export async function submitJane() {
  const parsed = parseEnquiry({
    name: 'Jane Doe',
    phone: '+1 310 555 0100',
    email: 'jane@example.com',
    questions: 'Is there parking?',
    selectedCourses: ['Module 1', 'Clinical 2', 'Mastership'],
    page: '/contact',
  });
  if (!parsed.ok) throw new Error('invalid test enquiry');
  const result = await submitEnquiry(parsed.value, {
    clientAddress: `198.51.100.${++addressCounter}`,
  });
  if (!result.ok) throw new Error('enquiry refused');
  return result.id;
}

/** `count` messages to staff, subjects 'Message 0' on. */
export async function queueMany(sql: Sql, count: number) {
  await sql.begin(async (tx) => {
    for (let i = 0; i < count; i++) {
      await queueEmail(tx, {
        kind: 'test',
        to: 'staff@academy.test',
        subject: `Message ${i}`,
        text: `Body ${i}`,
      });
    }
  });
}
