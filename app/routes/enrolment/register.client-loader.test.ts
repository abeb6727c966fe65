/**
 * /register's clientLoader: a client-side navigation to the page becomes a document load when
 * the page will load Stripe's own Stripe.js and the document's policy (that of the page it was
 * loaded at) does not allow it.
 */
import type { ClientLoaderFunctionArgs } from '@remix-run/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clientLoader } from './register';

function stubBrowser(documentUrl: string) {
  const assign = vi.fn();
  vi.stubGlobal('window', { location: { assign } });
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { name: documentUrl } as PerformanceEntry,
  ]);
  return assign;
}

function args(mode: 'stripe' | 'stand-in' | 'off') {
  const data = { payment: { mode } };
  return {
    request: new Request('http://localhost/register?course=module1'),
    params: {},
    serverLoader: () => Promise.resolve(data),
  } as unknown as ClientLoaderFunctionArgs;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('register clientLoader', () => {
  it('loads the page as a document when it needs Stripe.js and the document is another page', async () => {
    const assign = stubBrowser('http://localhost/courses');
    const outcome = await Promise.race([
      clientLoader(args('stripe')),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
    ]);
    expect(outcome).toBe('pending');
    expect(assign).toHaveBeenCalledWith('http://localhost/register?course=module1');
  });

  it('navigates in-app when the document is /register already', async () => {
    const assign = stubBrowser('http://localhost/register?course=x');
    await expect(clientLoader(args('stripe'))).resolves.toEqual({ payment: { mode: 'stripe' } });
    expect(assign).not.toHaveBeenCalled();
  });

  it('navigates in-app with the stand-ins or without payments (nothing of Stripe’s to allow)', async () => {
    const assign = stubBrowser('http://localhost/');
    await expect(clientLoader(args('stand-in'))).resolves.toEqual({
      payment: { mode: 'stand-in' },
    });
    await expect(clientLoader(args('off'))).resolves.toEqual({ payment: { mode: 'off' } });
    expect(assign).not.toHaveBeenCalled();
  });
});
