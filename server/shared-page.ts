/**
 * A rendered page as the page cache keeps it and answers it to every visitor (decision 0086): the
 * same bytes for everyone, so its policy names its inline scripts by hash instead of its nonce, and
 * it is compressed once, off the event loop, not for each answer. Every other answer is compressed
 * as it goes by `pageCompression()`, at the same brotli quality (decision 0087).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import compression from 'compression';
import Negotiator from 'negotiator';

import { withScriptHashes } from '../app/lib/csp.server';

export interface SharedPage {
  status: number;
  /** The render's headers, its policy naming the page's scripts by hash (no nonce). */
  headers: Array<[string, string]>;
  body: Buffer<ArrayBuffer>;
  /** The body compressed, once its compression (started as it is stored) is done. */
  encoded?: { br: Buffer<ArrayBuffer>; gzip: Buffer<ArrayBuffer> };
  /** Settles when that compression is done (or failed). */
  compressed?: Promise<void>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** The encodings a stored page is kept in, the server's preference first (brotli is smaller). */
const ENCODINGS = ['br', 'gzip'] as const;
/**
 * Brotli's quality for every page, stored here or compressed as it is rendered (server/index.ts).
 * Levels 5 to 9 give the same size here; 10 and 11 are 10% smaller at 20 to 60 times the time
 * (`/courses`: 14.5 KB in 2 ms at 5, 12.7 KB in 120 ms at 11), which a visitor could make the
 * server spend on any URL it asks for. compression()'s own 4 is 7% larger (decision 0087).
 */
export const BROTLI_QUALITY = 5;

/** compression() for every answer that is not a stored page, at the stored pages' quality. */
export const pageCompression = () =>
  compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });

const NONCE = /'nonce-([A-Za-z0-9+/=]+)'/;

/** A render's headers and body as every visitor gets them: its nonce replaced by hashes. */
export function sharedPage(response: Response, body: Buffer<ArrayBuffer>): SharedPage {
  // The length is the answer's own (the shared body is shorter, or compressed).
  const headers = [...response.headers.entries()].filter(([name]) => name !== 'content-length');
  const policy = response.headers.get('content-security-policy');
  const nonce = policy?.match(NONCE)?.[1];
  if (!policy || !nonce) return { status: response.status, headers, body };
  const page = withScriptHashes(body.toString(), policy, nonce);
  return {
    status: response.status,
    headers: headers.map(([name, value]) => [
      name,
      name === 'content-security-policy' ? page.policy : value,
    ]),
    body: Buffer.from(page.html),
  };
}

/**
 * The page compressed as the browser takes it; null when it takes neither encoding or the page
 * is not compressed yet (compression() then compresses it as it does any answer).
 */
export function encodedFor(entry: SharedPage, acceptEncoding: string | null | undefined) {
  if (!entry.encoded) return null;
  const negotiator = new Negotiator({
    headers: { 'accept-encoding': acceptEncoding ?? undefined },
  });
  // The browser's preference first, brotli on a tie, as compression() chooses: negotiator takes
  // the server's preference as a second argument, which its types do not know yet.
  const preferred = negotiator.encodings as (available: string[], preferred: string[]) => string[];
  const [encoding] = preferred.call(negotiator, [...ENCODINGS, 'identity'], [...ENCODINGS]);
  return encoding === 'br' || encoding === 'gzip'
    ? { encoding, body: entry.encoded[encoding] }
    : null;
}

/** Compresses a stored page, off the event loop; until that is done it is sent as it is. */
export function compress(entry: SharedPage) {
  const { body } = entry;
  const params = {
    [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  };
  entry.compressed = Promise.all([brotli(body, { params }), gzip(body)]).then(
    ([br, gzipped]) => void (entry.encoded = { br, gzip: gzipped }),
    // Not expected; the page is still answered, compressed per answer.
    (error: unknown) => console.warn('Compressing a stored page failed:', error),
  );
}
