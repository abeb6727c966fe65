import type { Language } from '~/i18n/config';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/**
 * Cents with two decimals in each language. Spanish names the currency by its code ('USD
 * 2,850.00'): to a reader in Mexico or Colombia a bare '$' is pesos.
 */
const usdCents: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  }),
  es: new Intl.NumberFormat('es-US', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'code',
    minimumFractionDigits: 2,
  }),
};

/** Whole dollars as shown on course pages: 2850 → "$2,850". */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}

/**
 * An amount in cents with two decimals: 285000 → "$2,850.00" (SPEC §9); in Spanish
 * "USD 2,850.00".
 */
export function formatCents(cents: number, language: Language = 'en'): string {
  // Intl puts a no-break space between the code and the number; e-mails and tests read a space.
  return usdCents[language].format(cents / 100).replace(/\u00a0/g, ' ');
}
