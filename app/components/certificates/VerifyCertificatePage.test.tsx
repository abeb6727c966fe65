/** /verify's answer to an unknown id as the server renders it: the academy's address as a link. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import type { Language } from '~/i18n/config';
import { resources } from '~/i18n/resources';
import { TranslationProvider } from '~/i18n/translation';

import { VerifyCertificatePage } from './VerifyCertificatePage';

const render = (language: Language, contactEmail: string | null) =>
  renderToString(
    <TranslationProvider language={language} texts={resources[language].common}>
      <VerifyCertificatePage certificate={null} contactEmail={contactEmail} />
    </TranslationProvider>,
  ).replaceAll('<!-- -->', '');

describe('VerifyCertificatePage, an unknown id', () => {
  it.each([
    ['en', 'or write to the academy at <a href="mailto:info@example.com"'],
    ['es', 'o escriba a la academia a <a href="mailto:info@example.com"'],
  ] as const)('links the academy’s contact address (%s)', (language, text) => {
    const html = render(language, 'info@example.com');
    expect(html).toContain(text);
    expect(html).toMatch(/>info@example\.com<\/a>\.<\/p>/);
  });

  it('still says to write without an address in site settings', () => {
    const html = render('en', null);
    expect(html).toContain('or write to the academy.');
    expect(html).not.toContain('mailto:');
  });
});
