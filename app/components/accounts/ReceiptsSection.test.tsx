/** /account's receipts as the server renders them, in English and Spanish. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import type { Language } from '~/i18n/config';
import { resources } from '~/i18n/resources';
import { TranslationProvider } from '~/i18n/translation';
import type { AccountReceipt } from '~/receipts/receipt';

import { ReceiptsSection } from './ReceiptsSection';

const receipts: AccountReceipt[] = [
  {
    number: '2026-000124',
    kind: 'refund',
    issuedAt: '2026-11-26T20:00:00.000Z',
    amountCents: 85_000,
    creditCents: 0,
  },
  {
    number: '2026-000123',
    kind: 'payment',
    issuedAt: '2026-11-20T15:04:05.000Z',
    amountCents: 235_000,
    creditCents: 50_000,
  },
  {
    number: '2026-000101',
    kind: 'payment',
    issuedAt: '2026-11-02T15:04:05.000Z',
    amountCents: 0,
    creditCents: 285_000,
  },
];

const render = (language: Language, list: AccountReceipt[] = receipts) =>
  renderToString(
    <TranslationProvider language={language} texts={resources[language].common}>
      <ReceiptsSection receipts={list} />
    </TranslationProvider>,
  ).replaceAll('<!-- -->', '');

describe('ReceiptsSection', () => {
  it('links each receipt to its PDF, with what it was for and its amount', () => {
    const html = render('en');
    expect(html).toContain('href="/account/receipts/2026-000124"');
    expect(html).toContain('href="/account/receipts/2026-000123"');
    expect(html).toMatch(/Refund<\/td>.*-\$850\.00/);
    expect(html).toMatch(/Payment<\/td>.*\$2,350\.00/);
    expect(html).toMatch(/Paid with credit<\/td>.*\$0\.00/);
  });

  it('speaks Spanish', () => {
    const html = render('es');
    expect(html).toContain('Recibos');
    expect(html).toMatch(/Reembolso<\/td>.*-USD 850\.00/);
    expect(html).toContain('Pagado con crédito');
  });

  it('says when there is none yet', () => {
    expect(render('en', [])).toContain('No receipts yet');
  });
});
