import { isIP } from 'node:net';

import { env } from '~/env.server';

/**
 * The client's IP address for a request.
 *
 * With TRUST_PROXY the left-most valid address of X-Forwarded-For (the original client as the
 * proxy chain reports it); otherwise — or when the header holds no valid address — the socket
 * address that server/index.ts passes in the load context. Returns undefined when neither is
 * known (e.g. a Request built in a test without a context).
 */
export function clientAddress(
  request: Request,
  context: { clientAddress?: string } | undefined,
  trustProxy: boolean = env().TRUST_PROXY,
): string | undefined {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for');
    if (forwarded) {
      for (const part of forwarded.split(',')) {
        const address = normalizeAddress(part);
        if (address) return address;
      }
    }
  }
  return normalizeAddress(context?.clientAddress ?? '');
}

/**
 * A valid IPv4 or IPv6 address in canonical-enough form, or undefined.
 * Strips surrounding whitespace, brackets ("[::1]"), a port ("1.2.3.4:80", "[::1]:80"),
 * an IPv6 zone ("fe80::1%eth0") and the IPv4-mapped prefix ("::ffff:1.2.3.4" → "1.2.3.4").
 */
export function normalizeAddress(raw: string): string | undefined {
  let value = raw.trim();
  if (!value) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  const zone = value.indexOf('%');
  if (zone !== -1) value = value.slice(0, zone);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped) value = mapped[1]!;
  return isIP(value) ? value.toLowerCase() : undefined;
}
