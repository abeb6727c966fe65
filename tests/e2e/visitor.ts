/**
 * A client address of its own for a test's visitor, sent as X-Forwarded-For (the e2e server
 * trusts one proxy), so per-address limits stay out of the way. From the documentation range
 * 2001:db8::/32, never a real visitor; each in a /64 of its own, since the limits count IPv6
 * clients by /64.
 */
export function visitorAddress(): string {
  const group = () => Math.floor(Math.random() * 0xffff).toString(16);
  return `2001:db8:${group()}:${group()}::1`;
}
