import { isIP } from 'node:net';

import proxyaddr from 'proxy-addr';

import { env } from '~/lib/env.server';

import { isTrustedProxy, type TrustProxy } from './trust-proxy.server';

/**
 * The client's IP address for a request, found by proxy-addr as Express's `trust proxy` finds
 * it: start at the socket's peer (server/index.ts passes it in the load context) and, while that
 * address is one of our proxies, step to the address it says it received the request from: the
 * right-most X-Forwarded-For entry not yet used. Entries to the left of the first untrusted one
 * were written by the client and are never read. Undefined when nothing is known (a test's
 * Request). Which peers are proxies is TRUST_PROXY's own syntax (./trust-proxy.server.ts).
 */
export function clientAddress(
  request: Request,
  context: { clientAddress?: string } | undefined,
  trustProxy: TrustProxy = env().TRUST_PROXY,
): string | undefined {
  const forwarded = { 'x-forwarded-for': request.headers.get('x-forwarded-for') ?? undefined };
  const hops = proxyaddr.all(
    { headers: forwarded, socket: { remoteAddress: context?.clientAddress } },
    (address, hop) => {
      const normal = normalizeAddress(address ?? '');
      return normal !== undefined && isTrustedProxy(trustProxy, normal, hop);
    },
  );
  // Every address but the last was trusted, so valid. A proxy that forwards garbage: the last
  // address we could trust stands.
  const [client = '', proxy = ''] = hops.reverse();
  return normalizeAddress(client) ?? normalizeAddress(proxy);
}

/**
 * What per-address limits count a client by: its address, or for IPv6 its /64 network (one
 * household or host is given a whole /64, and can pick any address in it).
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = expandIPv6(address);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

function expandIPv6(address: string): string[] {
  let text = address;
  // A trailing IPv4 part ('::ffff:1.2.3.4' forms that normalizeAddress did not map) as two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
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
