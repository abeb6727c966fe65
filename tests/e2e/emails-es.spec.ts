/**
 * Decision 0024: e-mails in the reader's language. A registration paid on the Spanish site gets its
 * confirmation in Spanish, as HTML and as plain text; the academy's notice stays English.
 * (The Fellowship needs no session, so no other spec's seats are touched.)
 */
import { expect, type Page, test } from './fixtures';
import { mailParts, readable, sentMail } from './mail';
import { visitorAddress } from './visitor';

const main = (page: Page) => page.getByRole('main');

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
});

test('a registration paid on the Spanish site is confirmed in Spanish, HTML and text', async ({
  page,
}) => {
  const email = `es.${Date.now()}@example.com`;
  await page.goto('/register?lng=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // React is running once the form turns native validation off.
  await expect(main(page).locator('form[novalidate]')).toHaveCount(1);

  await main(page)
    .getByRole('radio', { name: /^[^(]*Fellowship[^(]*\(/ })
    .check();
  await main(page).getByLabel('Nombre').fill('Jane Doe');
  await main(page).getByLabel('Correo electrónico').fill(email);
  await main(page).getByLabel('Teléfono').fill('+52 55 1234 5678');
  await main(page)
    .getByRole('button', { name: /^Continuar al pago \(/ })
    .click();

  // The card form is Stripe's (here its stand-in), in whatever language it shows.
  await main(page)
    .getByLabel(/Card number|Número de tarjeta/)
    .fill('4242 4242 4242 4242');
  await main(page)
    .getByLabel(/Expiration date|Fecha de caducidad|Fecha de vencimiento/)
    .fill('12 / 34');
  await main(page)
    .getByLabel(/Security code|Código de seguridad|CVC/)
    .fill('123');
  await page.getByRole('button', { name: /^Pagar / }).click();
  await expect(page.getByTestId('payment-result')).toContainText('¡Pago realizado!');

  // The stand-in delivers the signed webhook; the outbox writes the e-mails as .eml files.
  // The receipt's two e-mails (with its PDF; docs/decisions/0063) apart from these two.
  const allFor = async () => (await sentMail()).filter((raw) => readable(raw).includes(email));
  const mailsFor = async () => (await allFor()).filter((raw) => !raw.includes('application/pdf'));
  await expect.poll(async () => (await allFor()).length, { timeout: 20_000 }).toBe(4);
  expect(await mailsFor()).toHaveLength(2);
  const receipt = (await allFor()).find(
    (raw) => raw.includes('application/pdf') && /^To: .*es\.\d+@example\.com/m.test(raw),
  );
  expect(mailParts(receipt!).text).toContain('Adjuntamos el recibo de su pago de USD 12,000.00');
  const mails = await mailsFor();
  const buyer = mails.find((raw) => /^To: .*es\.\d+@example\.com/m.test(raw))!;
  const academy = mails.find((raw) => raw !== buyer)!;
  expect(buyer).toBeDefined();

  const { text, html } = mailParts(buyer);
  expect(text).toContain('Estimado/a Jane Doe:');
  expect(text).toContain('Hemos recibido su pago de USD 12,000.00.');
  expect(text).toContain('En un plazo de 1 a 2 días hábiles');
  expect(text).toMatch(/Teléfono: /);
  expect(text).not.toContain('Thank you');
  expect(html).toContain('lang="es"');
  expect(html).toContain('Hemos recibido su pago de USD 12,000.00.');
  expect(html).toMatch(/href="http[^"]+\/account\?lng=es"/);
  expect(html).not.toContain('Thank you');
  expect(html).not.toContain('<img');
  // The subject is encoded for the header (RFC 2047); its words are Spanish.
  expect(readable(buyer)).toMatch(/^Subject: .*(Su inscripci|Su_inscripci)/m);

  const notice = mailParts(academy);
  expect(readable(academy)).toContain('Subject: New paid registration: Jane Doe');
  expect(notice.text).toContain('A registration was paid on the website.');
  expect(notice.text).toContain('Language: Spanish');
  expect(notice.html).toContain('lang="en"');
});
