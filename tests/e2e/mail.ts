import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

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
