import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect } from '@playwright/test';

import { E2E_MAIL_DIR } from './settings';

/** The e-mails the server under test wrote (no SMTP configured), as raw RFC 822 text. */
export async function sentMail(): Promise<string[]> {
  const names = await readdir(E2E_MAIL_DIR).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readFile(path.join(E2E_MAIL_DIR, name), 'utf8')),
  );
}

/** Quoted-printable soft line breaks and escapes undone, so assertions can read the text. */
export function readable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The link in the newest e-mail to `to` whose text matches `pattern` (the outbox writes .eml). */
export async function linkFromMail(to: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await sentMail()).map(readable).filter((mail) => mail.includes(`To: ${to}`));
        const match = mails.map((mail) => pattern.exec(mail)).find(Boolean);
        link = match?.[0] ?? '';
        return link;
      },
      { timeout: 20_000, intervals: [500] },
    )
    .not.toBe('');
  return new URL(link).pathname + new URL(link).search;
}
