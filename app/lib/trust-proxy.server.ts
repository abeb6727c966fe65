import { BlockList, isIP } from 'node:net';

/**
 * Which peers are our own proxies (TRUST_PROXY, docs/decisions/0022-exposed-to-the-internet.md):
 * none, a number of hops in front of the server, or the address ranges the proxies are in.
 */
export type TrustProxy = { hops: number } | { ranges: readonly string[] };

export const NO_PROXY: TrustProxy = { hops: 0 };

/**
 * TRUST_PROXY as configured: 'false' (or empty, '0'), 'true' (one proxy), a number of proxies,
 * or a comma-separated list of addresses and CIDR ranges ('10.0.0.0/8, fd00::/8'). An Error
 * says what is wrong.
 */
export function parseTrustProxy(value: string): TrustProxy | Error {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false') return NO_PROXY;
  if (text === 'true') return { hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { hops } : new Error('must be at most 10 proxies');
  }
  const ranges = text.split(',').map((part) => part.trim());
  for (const range of ranges) {
    if (!rangeParts(range)) return new Error(`"${range}" is not an address or a CIDR range`);
  }
  return { ranges };
}

function rangeParts(range: string): { address: string; prefix: number; family: 4 | 6 } | null {
  const [address = '', prefixText, extra] = range.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return null;
  const max = family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!/^\d+$/.test(prefixText ?? String(max)) || prefix > max) return null;
  return { address, prefix, family: family as 4 | 6 };
}

/**
 * Whether only proxies named by address are trusted (or none): with a hop count (or a /0 range),
 * any peer passes for a proxy, so a client that reaches the instance directly writes its own
 * X-Forwarded-For and X-Request-Id. Required where the instance is reachable (app/lib/env.server.ts).
 */
export function trustsNamedProxiesOnly(trust: TrustProxy): boolean {
  if ('hops' in trust) return trust.hops === 0;
  return trust.ranges.every((range) => rangeParts(range)!.prefix > 0);
}

const blockLists = new WeakMap<readonly string[], BlockList>();

/** Whether `address`, the `hop`-th peer counted from this server (0: the socket's), is a proxy of ours. */
export function isTrustedProxy(trust: TrustProxy, address: string, hop: number): boolean {
  return 'hops' in trust ? hop < trust.hops : inRanges(address, trust.ranges);
}

function inRanges(address: string, ranges: readonly string[]): boolean {
  let list = blockLists.get(ranges);
  if (!list) {
    list = new BlockList();
    for (const range of ranges) {
      const parts = rangeParts(range)!;
      list.addSubnet(parts.address, parts.prefix, parts.family === 4 ? 'ipv4' : 'ipv6');
    }
    blockLists.set(ranges, list);
  }
  return list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}
