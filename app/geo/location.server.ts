import { BlockList, isIP } from 'node:net';

import geoip from 'geoip-country';

import { clientAddress, normalizeAddress } from '~/lib/client-address.server';
import { env } from '~/lib/env.server';
import type { TrustProxy } from '~/lib/trust-proxy.server';

import { isMiddleEastOrAfrica } from './region';

export interface LocationOptions {
  /** Which peers are our proxies (see clientAddress). Defaults to env().TRUST_PROXY. */
  trustProxy?: TrustProxy;
  /**
   * A header a trusted proxy sets to the visitor's country (e.g. CF-IPCountry).
   * Defaults to env().COUNTRY_HEADER; an empty string turns it off.
   */
  countryHeader?: string;
}

/** Codes proxies send when they do not know the country: XX unknown, T1 Tor (Cloudflare). */
const UNKNOWN_COUNTRY_CODES = new Set(['XX', 'T1']);

/** Addresses that never locate anyone: loopback, private, link-local, shared, reserved. */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['2001:db8::', 32],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` is a public IPv4/IPv6 address (one a country can be found for). */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  return !NON_PUBLIC.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/** The country (ISO 3166-1 alpha-2) of an IP address from the offline data, or null. */
export function countryOfAddress(address: string | undefined): string | null {
  const normalized = address === undefined ? undefined : normalizeAddress(address);
  if (!normalized || !isPublicAddress(normalized)) return null;
  try {
    return validCountryCode(geoip.lookup(normalized)?.country);
  } catch (error) {
    console.warn('Country lookup failed:', error);
    return null;
  }
}

/**
 * The visitor's country (ISO 3166-1 alpha-2, upper case), or null when unknown.
 * With a country header configured, a trusted proxy's answer in that header wins; when it is
 * absent or says "unknown" (XX, T1), or no header is configured, the client address
 * (see clientAddress: X-Forwarded-For only with TRUST_PROXY) is looked up in the offline data.
 */
export function countryOf(
  request: Request,
  context: { clientAddress?: string } | undefined,
  options: LocationOptions = {},
): string | null {
  const countryHeader = options.countryHeader ?? env().COUNTRY_HEADER;
  if (countryHeader) {
    const fromProxy = validCountryCode(request.headers.get(countryHeader));
    if (fromProxy) return fromProxy;
  }
  const trustProxy = options.trustProxy ?? env().TRUST_PROXY;
  return countryOfAddress(clientAddress(request, context, trustProxy));
}

/** Whether the visitor is in the Middle East or Africa; false when the country is unknown. */
export function isRequestFromMiddleEastOrAfrica(
  request: Request,
  context: { clientAddress?: string } | undefined,
  options: LocationOptions = {},
): boolean {
  return isMiddleEastOrAfrica(countryOf(request, context, options));
}

function validCountryCode(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || UNKNOWN_COUNTRY_CODES.has(code)) return null;
  return code;
}
