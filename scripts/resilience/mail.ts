/**
 * The resilience suite's SMTP server (tests/support/smtp.ts's startSmtpServer): how long it takes
 * to close, and the e-mails it received counted by their Reply-To addresses.
 */
import type { TestSmtpServer } from '../../tests/support/smtp';

/** How long the suite's SMTP server leaves pooled connections open when it stops. */
export const SMTP_CLOSE_TIMEOUT_MS = 200;

/** Reply-To addresses of the e-mails received, counted (enquiry notifications carry the enquirer's). */
export function receivedByReplyTo(smtp: TestSmtpServer, tag: string): Map<string, number> {
  const counts = new Map<string, number>();
  const pattern = new RegExp(`^reply-to:\\s*<?(${tag}-\\d+@example\\.com)>?`, 'im');
  for (const mail of smtp.messages) {
    const match = pattern.exec(mail.raw);
    if (match) counts.set(match[1]!.toLowerCase(), (counts.get(match[1]!.toLowerCase()) ?? 0) + 1);
  }
  return counts;
}
