import { evaluate, parse } from 'groq-js';
import { beforeAll, describe, expect, it } from 'vitest';

import { languageCookie } from '~/i18n/i18n.server';

import { contentFor } from './content.server';
import {
  coursesPageQuery,
  coursesQuery,
  pageQuery,
  siteSettingsQuery,
  testimonialsQuery,
} from './queries';
import { fetchContent } from './source.server';

beforeAll(() => {
  delete process.env.SANITY_PROJECT_ID;
});

const entry = (type: string, lang: string, value: unknown) => ({
  _key: lang,
  _type: `internationalizedArray${type}Value`,
  value,
});

/** Runs a query of the site over a made-up dataset with groq-js, as the bundled dataset is. */
async function run(query: string, dataset: object[], lang: string) {
  return (await evaluate(parse(query), { dataset, params: { lang } })).get();
}

describe('localised content: $lang with English fallback per field, in GROQ', () => {
  const course = {
    _id: 'course.module1',
    _type: 'course',
    courseId: 'module1',
    orderRank: '0|100008:',
    registrationPrice: 2850,
    // Spanish given
    shortName: [entry('String', 'en', 'Module 1'), entry('String', 'es', 'Módulo 1')],
    // Spanish empty
    title: [entry('String', 'en', 'Basic Dental Implantology'), entry('String', 'es', '')],
    // Spanish missing altogether
    displayName: [entry('String', 'en', 'Basic Dental Implantology (Online)')],
    // Spanish entry without a value
    summary: [entry('Text', 'en', 'The foundations.'), { _key: 'es', _type: 'x' }],
    // an empty Spanish list
    syllabus: [entry('StringList', 'en', ['Osseointegration']), entry('StringList', 'es', [])],
  };

  it('answers the Spanish value where there is one and English where it is empty or missing', async () => {
    const [result] = (await run(coursesQuery, [course], 'es')) as Record<string, unknown>[];
    expect(result).toMatchObject({
      courseId: 'module1',
      registrationPrice: 2850,
      shortName: 'Módulo 1',
      title: 'Basic Dental Implantology',
      displayName: 'Basic Dental Implantology (Online)',
      summary: 'The foundations.',
      syllabus: ['Osseointegration'],
    });
  });

  it('answers English for English, and "" for a required text with no value at all', async () => {
    const [english] = (await run(coursesQuery, [course], 'en')) as Record<string, unknown>[];
    expect(english).toMatchObject({ shortName: 'Module 1', title: 'Basic Dental Implantology' });
    const bare = { ...course, title: undefined, syllabus: undefined };
    const [result] = (await run(coursesQuery, [bare], 'es')) as Record<string, unknown>[];
    expect(result).toMatchObject({ title: '', syllabus: null });
  });

  it('reads the bundled dataset in Spanish and in English (the default)', async () => {
    const spanish = await fetchContent(coursesQuery, {}, { lang: 'es' });
    const english = await fetchContent(coursesQuery);
    expect(spanish.map((c) => c.courseId)).toEqual(english.map((c) => c.courseId));
    expect(spanish[0]).toMatchObject({
      shortName: 'Módulo 1',
      title: 'Implantología dental básica',
    });
    expect(english[0]).toMatchObject({ shortName: 'Module 1', title: 'Basic Dental Implantology' });
    // Not localised: the same in both.
    expect(spanish.map((c) => [c.registrationPrice, c.upcomingDates])).toEqual(
      english.map((c) => [c.registrationPrice, c.upcomingDates]),
    );
    const page = await fetchContent(coursesPageQuery, {}, { lang: 'es' });
    expect(page.refundPolicy?.title).toBe('Reembolsos y cancelaciones');
    expect(page.refundPolicy?.body[0]).toMatchObject({ style: 'h3' });
    expect(page.whyChooseUs?.ours).toHaveLength(5);
    expect(page.carousel?.images?.[0]?.alt).toMatch(/implantes/);
    const { testimonials } = await fetchContent(testimonialsQuery, {}, { lang: 'es' });
    expect(testimonials[0]?.text).toMatch(/^Coloqué mi primer implante/);
  });

  it('the bundled refund policy says a course is cancelled from the account or by e-mail, in both languages', async () => {
    const policyText = async (lang: 'en' | 'es') => {
      const page = await fetchContent(coursesPageQuery, {}, { lang });
      return (page.refundPolicy?.body ?? [])
        .map((block) =>
          'children' in block && Array.isArray(block.children)
            ? block.children.map((child: { text?: string }) => child.text ?? '').join('')
            : '',
        )
        .join('\n');
    };
    const english = await policyText('en');
    expect(english).toContain('Cancel a course from your account');
    expect(english).toContain('or e-mail the registrar at registration@bhimplantacademy.com');
    expect(english).not.toMatch(/must be sent by e-mail/);
    const spanish = await policyText('es');
    expect(spanish).toContain('Cancele un curso desde su cuenta');
    expect(spanish).toContain('registration@bhimplantacademy.com');
    expect(spanish).not.toMatch(/deben enviarse por correo/);
  });

  it('contentFor(request) passes the page language to every query', async () => {
    const spanish = await contentFor(new Request('http://localhost/courses?lng=es'));
    expect(spanish.lang).toBe('es');
    expect((await spanish.query(coursesQuery))[0]?.title).toBe('Implantología dental básica');
    expect((await spanish.page('courses')).seo.title).toBe(
      'Cursos y títulos | Beverly Hills Implant Academy',
    );
    expect((await spanish.siteSettings()).socialLink?.label).toBe('Síganos en Instagram');

    const byCookie = await contentFor(
      new Request('http://localhost/about-us', {
        headers: { Cookie: (await languageCookie.serialize('es')).split(';')[0]! },
      }),
    );
    expect(byCookie.lang).toBe('es');

    const english = await contentFor(new Request('http://localhost/courses'));
    expect(english.lang).toBe('en');
    expect((await english.page('courses')).seo.title).toBe(
      'Courses & Awards | Beverly Hills Implant Academy',
    );
    expect(await fetchContent(pageQuery, { key: 'courses' })).toMatchObject({
      seo: { title: 'Courses & Awards | Beverly Hills Implant Academy' },
    });
    expect((await fetchContent(siteSettingsQuery))?.socialLink?.label).toBe(
      'Follow us on Instagram',
    );
  });
});
