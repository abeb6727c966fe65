/** Bodies larger than this are refused unread (an enquiry is a few kilobytes). */
export const DEFAULT_MAX_JSON_BYTES = 64 * 1024;

export type JsonBodyResult =
  | { ok: true; value: unknown }
  | { ok: false; problem: 'content-type' | 'too-large' | 'invalid-json' };

/**
 * Reads a request's JSON body: only with an application/json content type (which also keeps
 * cross-site HTML forms out: they cannot send it without a CORS preflight), at most `maxBytes`,
 * and parsed without throwing. `anyContentType` is for navigator.sendBeacon, which can only send
 * text/plain; use it only where a cross-site post does no harm.
 */
export async function readJsonBody(
  request: Request,
  maxBytes = DEFAULT_MAX_JSON_BYTES,
  { anyContentType = false }: { anyContentType?: boolean } = {},
): Promise<JsonBodyResult> {
  const type = request.headers.get('content-type') ?? '';
  if (!anyContentType && !/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) {
    return { ok: false, problem: 'content-type' };
  }
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, problem: 'too-large' };

  let text = '';
  if (request.body) {
    const reader = request.body.getReader();
    const decoder = new TextDecoder();
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return { ok: false, problem: 'too-large' };
      }
      text += decoder.decode(value, { stream: true });
    }
    text += decoder.decode();
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, problem: 'invalid-json' };
  }
}
