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

/** The newest e-mail to `to` whose readable text includes `text`. */
export async function mailTo(to: string, text: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        found =
          (await sentMail())
            .map(readable)
            .find((mail) => mail.includes(`To: ${to}`) && mail.includes(text)) ?? '';
        return found;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return found;
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

/** A text part of an e-mail, decoded (quoted-printable or base64, as UTF-8). */
function decodePart(headers: string, body: string): string {
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const soft = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let at = 0; at < soft.length; at++) {
      const escape = /^=([0-9A-F]{2})/i.exec(soft.slice(at, at + 3));
      if (escape) {
        bytes.push(parseInt(escape[1]!, 16));
        at += 2;
      } else {
        bytes.push(...Buffer.from(soft[at]!, 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/** The text/plain and text/html parts of a raw e-mail, decoded; '' for a part it lacks. */
export function mailParts(raw: string): { text: string; html: string } {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]!);
  const chunks = boundaries.length
    ? raw.split(
        new RegExp(
          boundaries.map((b) => `--${b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).join('|'),
        ),
      )
    : [raw];
  const parts = { text: '', html: '' };
  for (const chunk of chunks) {
    const split = chunk.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = chunk.slice(0, split);
    const body = chunk
      .slice(split)
      .replace(/^\r?\n\r?\n/, '')
      .replace(/\r?\n$/, '');
    const type = /^Content-Type:\s*([^;\s]+)/im.exec(headers)?.[1]?.toLowerCase();
    if (type === 'text/plain' && !parts.text) parts.text = decodePart(headers, body);
    if (type === 'text/html' && !parts.html) parts.html = decodePart(headers, body);
  }
  return parts;
}

/** The first attachment of this content type in a raw e-mail (base64), as bytes; null if none. */
export function mailAttachment(raw: string, contentType: string): Buffer | null {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]!);
  for (const boundary of boundaries) {
    for (const chunk of raw.split(`--${boundary}`)) {
      const split = chunk.search(/\r?\n\r?\n/);
      if (split < 0) continue;
      const headers = chunk.slice(0, split);
      const type = /^Content-Type:\s*([^;\s]+)/im.exec(headers)?.[1]?.toLowerCase();
      if (type !== contentType || !/^Content-Transfer-Encoding:\s*base64/im.test(headers)) continue;
      return Buffer.from(chunk.slice(split).replace(/\s+/g, ''), 'base64');
    }
  }
  return null;
}
