/**
 * Loads Stripe.js when the payment step opens, and not before: `@stripe/stripe-js/pure` adds
 * the script only when `loadStripe` is called. With the stand-ins, the site's own
 * `window.Stripe` stand-in (/mocks/stripe.js) is loaded first, so `loadStripe` finds it and
 * never asks js.stripe.com.
 */
import type { Stripe } from '@stripe/stripe-js';

export const STAND_IN_SCRIPT = '/mocks/stripe.js';

/** The Payment Element's options: its intent, Stripe's texts in the page's language, our colours. */
export const elementsOptions = (clientSecret: string, language: string) => ({
  clientSecret,
  locale: language === 'es' ? ('es' as const) : ('en' as const),
  appearance: { theme: 'stripe' as const, variables: { colorPrimary: '#1e3a8a' } },
});

let loading: Promise<Stripe | null> | null = null;

export function loadStripeFor(setup: {
  mode: 'stripe' | 'stand-in';
  publishableKey: string;
}): Promise<Stripe | null> {
  loading ??= (async () => {
    if (setup.mode === 'stand-in') await addScript(STAND_IN_SCRIPT);
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    return loadStripe(setup.publishableKey);
  })().catch((error: unknown) => {
    loading = null; // a later attempt may succeed (a network blip)
    throw error;
  });
  return loading;
}

function addScript(src: string): Promise<void> {
  if ('Stripe' in window) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.append(script);
  });
}
