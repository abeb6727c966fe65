import { expect, test } from './fixtures';
import { closePromoPopup } from './promo';
import { seedDocument, seedDocumentEs } from './seed';

interface SeedCourse {
  shortName: string;
  title: string;
  summary: string;
  syllabus: string[];
}
interface SeedPage {
  seo: { title: string; description: string };
  sections: Array<{ key: string; heading: string }>;
}

const promoEs = seedDocumentEs<{ heading: string }>('promoPopup');
const promoEn = seedDocument<{ heading: string }>('promoPopup');
const courseEs = (id: string) => seedDocumentEs<SeedCourse>(`course.${id}`);
const courseEn = (id: string) => seedDocument<SeedCourse>(`course.${id}`);

test.describe('Spanish content', () => {
  test('/courses?lng=es shows the Spanish texts of the seed', async ({ page, baseURL }) => {
    const coursesEs = seedDocumentEs<SeedPage>('page.courses');
    await page.goto('/courses?lng=es&panel=module1#details');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(coursesEs.seo.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      coursesEs.seo.description,
    );
    await closePromoPopup(page, promoEs.heading, 'Cerrar');
    const banner = coursesEs.sections.find((s) => s.key === 'banner')!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(banner.heading);

    const module1 = courseEs('module1');
    expect(module1.title).toBe('Implantología dental básica');
    const details = page.locator('#details');
    await expect(details.getByRole('heading', { level: 3 })).toHaveText(
      `${module1.shortName}: ${module1.title}`,
    );
    await expect(details).toContainText(module1.summary);
    await expect(details).toContainText(module1.syllabus[0]!);
    await expect(details).not.toContainText(courseEn('module1').summary);
    await expect(page.getByRole('heading', { name: 'Reembolsos y cancelaciones' })).toBeVisible();

    // The page names its language versions, and says it is Spanish.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/courses?lng=es`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${baseURL}/courses`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
      'href',
      `${baseURL}/courses?lng=es`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${baseURL}/courses`,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_ES');
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute(
      'content',
      'en_US',
    );
  });

  test('the language is remembered: other pages stay Spanish without ?lng', async ({ page }) => {
    await page.goto('/courses?lng=es');
    await closePromoPopup(page, promoEs.heading, 'Cerrar');
    await page.goto('/about-us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const about = seedDocumentEs<SeedPage>('page.about-us');
    await expect(page).toHaveTitle(about.seo.title);
    await expect(page.getByRole('heading', { name: 'Nuestra misión' })).toBeVisible();
  });

  test('the English site is still English', async ({ page }) => {
    const coursesEn = seedDocument<SeedPage>('page.courses');
    await page.goto('/courses?panel=module1#details');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(coursesEn.seo.title);
    await closePromoPopup(page, promoEn.heading, 'Close');
    const module1 = courseEn('module1');
    const details = page.locator('#details');
    await expect(details.getByRole('heading', { level: 3 })).toHaveText(
      `${module1.shortName}: ${module1.title}`,
    );
    await expect(details).toContainText(module1.summary);
    await expect(details).not.toContainText(courseEs('module1').summary);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveCount(1);
  });
});
