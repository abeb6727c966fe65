/**
 * The inline scripts of a page as the browser reads them, and whether a Content-Security-Policy
 * lets one run: by the nonce on its tag (a page rendered for this answer) or by its text's
 * SHA-256 hash (a page from the page cache, the same for every visitor; decision 0086).
 */
import { createHash } from 'node:crypto';

export interface InlineScript {
  /** The start tag, attributes and all. */
  tag: string;
  text: string;
}

/** Every script the browser would run inline: not a file (`src`), not data (JSON-LD). */
export function inlineScripts(html: string): InlineScript[] {
  return [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)]
    .map(([, tag = '', text = '']) => ({ tag, text }))
    .filter(({ tag }) => !/\ssrc=/.test(tag) && !/type="application\/ld\+json"/.test(tag));
}

export function nonceOf(policy: string | undefined): string | null {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1] ?? null;
}

export function allows(policy: string, script: InlineScript): boolean {
  const nonce = nonceOf(policy);
  if (nonce) return script.tag.includes(` nonce="${nonce}"`);
  const hash = createHash('sha256').update(script.text).digest('base64');
  return policy.includes(`'sha256-${hash}'`);
}
