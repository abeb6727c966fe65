/**
 * What the browser side needs of the Content-Security-Policy (app/lib/csp.server.ts builds it):
 * the nonce of the page's inline scripts, and which pages may load Stripe.js.
 */
import { createContext, useContext } from 'react';

/**
 * The nonce of this response's inline scripts, provided by entry.server. In the browser it is
 * '': browsers hide a nonce from the page once read (the attribute reads as empty), so '' is
 * also what hydration finds in the DOM.
 */
export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}

/**
 * The pages that take cards (registration, a student paying a monthly payment or changing the
 * card of their monthly payments, docs/decisions/0094): only their policy allows Stripe.js.
 */
export function isPaymentPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === '/register' || /^\/account\/plans\/[0-9a-f-]{36}\/(pay|card)$/.test(path);
}

/**
 * The path the browser loaded this document at. A Content-Security-Policy comes with the
 * document and stays for client-side navigations, so a page that needs more than the first
 * page allowed must be loaded as a document.
 */
export function documentPathname(): string | null {
  const [entry] = performance.getEntriesByType('navigation');
  try {
    return entry ? new URL(entry.name).pathname : null;
  } catch {
    return null;
  }
}
