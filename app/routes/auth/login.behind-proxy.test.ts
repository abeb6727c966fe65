/**
 * /login behind one trusted proxy (TRUST_PROXY=1): a client that writes its own
 * X-Forwarded-For entries is still counted by the address the proxy appended.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';

import { uniqueEmail, useTestDatabase } from '../../../tests/support/auth';
import { formPost, routeArgs, routeResult } from '../../../tests/support/routes';
import { action } from './login';

// Set before env() is first read.
const saved = vi.hoisted(() => {
  const before = process.env.TRUST_PROXY;
  process.env.TRUST_PROXY = '1';
  return before;
});
afterAll(() => {
  if (saved === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = saved;
});

await useTestDatabase();

describe('the sign-in limit per address, behind a proxy', () => {
  it('counts a client by the address the proxy saw, whatever chain it sends', async () => {
    const proxy = { clientAddress: '10.0.0.2' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      // A fresh made-up client address (and a fresh e-mail) each time, then the real one
      // the proxy appends: only the real one may count.
      const chain = `198.51.100.${attempt}, 2001:db8:${attempt}::1, 203.0.113.50`;
      const request = formPost(
        '/login',
        { email: uniqueEmail('spoof'), password: 'wrong-password' },
        { 'X-Forwarded-For': chain },
      );
      statuses.push(routeResult(await action(routeArgs(request, { context: proxy }))).status);
    }
    // 20 failures allowed per address (SIGN_IN_LIMITS.perAddress), then refused.
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another client behind the same proxy is not affected.
    const other = formPost(
      '/login',
      { email: uniqueEmail('other'), password: 'wrong-password' },
      { 'X-Forwarded-For': '203.0.113.51' },
    );
    expect(routeResult(await action(routeArgs(other, { context: proxy }))).status).toBe(401);
  });

  it('counts IPv6 clients by their /64', async () => {
    const proxy = { clientAddress: '10.0.0.2' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const request = formPost(
        '/login',
        { email: uniqueEmail('v6'), password: 'wrong-password' },
        { 'X-Forwarded-For': `2001:db8:aaaa:1:${attempt.toString(16)}::7` },
      );
      statuses.push(routeResult(await action(routeArgs(request, { context: proxy }))).status);
    }
    expect(statuses[20]).toBe(429);
  });
});
