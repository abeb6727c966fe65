import { existsSync } from 'node:fs';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { PAGE_KEYS } from '../../studio/schemaTypes/page';
import type { ContentImage, Page } from './queries';
import * as queries from './queries';
import { fetchContent, type QueryParams } from './source.server';

// Every query of queries/ runs here against the bundled dataset, with the params pages use.
// Every page the Studio knows (its `key` list) must have its content.
const pageKeys = PAGE_KEYS;

const cases: Record<string, QueryParams[]> = {
  siteSettingsQuery: [{}],
  pageQuery: pageKeys.map((key) => ({ key })),
  enquiryOptionsQuery: [{}],
  coursesQuery: [{}],
  programsQuery: [{}],
  coursesPageQuery: [{}],
  facultyQuery: [{}],
  testimonialsQuery: [{}],
  catalogVideosPageQuery: [
    { start: 0, end: 24 },
    { start: 24, end: 48 },
  ],
  catalogVideoCountQuery: [{}],
  catalogArticleSlugsQuery: [{}],
  templateFrameQuery: [{}],
  templateHomeQuery: [{}],
  templateAboutQuery: [{}],
  templateInstructorsQuery: [{}],
  templateCoursesQuery: [{}],
  templateEventsQuery: [{}],
  templateEventSingleQuery: [{}],
  templateBlogQuery: [{}],
};

// Queries whose answer may rightly be null for these params (a missing article).
const nullable: Record<string, QueryParams[]> = {
  catalogArticleQuery: [{ slug: 'no-such-article' }],
  // A listed event is found by its slug in the template pages test below.
  templateEventBySlugQuery: [{ slug: 'no-such-event' }],
};

/** The result of a query that may answer null, checked to be there. */
function present<T>(value: T | null): T {
  expect(value).not.toBeNull();
  return value!;
}

function expectImage(image: Pick<ContentImage, 'alt' | 'url' | 'width' | 'height'> | null) {
  expect(image).toBeTruthy();
  expect(image!.alt).toBeTruthy();
  expect(image!.url).toMatch(/^\/content-images\//);
  const file = path.resolve(
    'studio/seed/images',
    decodeURIComponent(image!.url!.split('/').pop()!),
  );
  expect(existsSync(file), `${file} exists`).toBe(true);
  expect(image!.width).toBeGreaterThan(0);
  expect(image!.height).toBeGreaterThan(0);
}

beforeAll(() => {
  delete process.env.SANITY_PROJECT_ID;
});

describe('GROQ queries against the bundled dataset', () => {
  it('covers every query of queries/', () => {
    const exported = Object.keys(queries).filter((name) => name.endsWith('Query'));
    expect(exported.sort()).toEqual([...Object.keys(cases), ...Object.keys(nullable)].sort());
  });

  for (const [name, paramSets] of Object.entries(cases)) {
    for (const params of paramSets) {
      it(`${name} ${JSON.stringify(params)} returns a result`, async () => {
        const query = (queries as Record<string, unknown>)[name] as string;
        const result = await fetchContent(query, params);
        expect(result).not.toBeNull();
      });
    }
  }

  it('siteSettingsQuery has every fact the shell shows', async () => {
    const settings = present(await fetchContent(queries.siteSettingsQuery));
    expect(settings.academyName).toBeTruthy();
    expect(settings.phone).toBeTruthy();
    expect(settings.phoneHref).toMatch(/^tel:\+\d+$/);
    expect(settings.registrationEmail).toMatch(/@/);
    expect(settings.contactEmail).toMatch(/@/);
    expect(settings.address.city).toBe('Beverly Hills');
    expect(settings.socialLink?.url).toMatch(/^https:\/\//);
    expect(settings.mapLocation?.lat).toBeCloseTo(34.07, 1);
    expectImage(settings.logo);
  });

  it('pageQuery gives every page an SEO title and description', async () => {
    for (const key of pageKeys) {
      const page = present(await fetchContent(queries.pageQuery, { key }));
      expect(page.key).toBe(key);
      expect(page.seo.title.length, `${key} title`).toBeGreaterThan(0);
      expect(page.seo.title.length, `${key} title`).toBeLessThanOrEqual(70);
      expect(page.seo.description.length, `${key} description`).toBeGreaterThanOrEqual(40);
      expect(page.seo.description.length, `${key} description`).toBeLessThanOrEqual(170);
    }
  });

  it('pageQuery gives the home page its hero and Flexible Learning Options', async () => {
    const page = present(await fetchContent(queries.pageQuery, { key: 'home' }));
    const hero = page.sections?.find((section) => section.key === 'hero');
    expect(hero?.heading).toMatch(/Mastership/);
    expect(hero?.ctas).toEqual([
      expect.objectContaining({ label: 'Explore Our Courses', href: '/courses' }),
    ]);
    const flexible = page.sections?.find((section) => section.key === 'flexibleLearning');
    expect(flexible?.heading).toBe('Flexible Learning Options');
    expect(flexible?.ctas?.map(({ label, href }) => ({ label, href }))).toEqual([
      { label: 'Explore Our Courses', href: '/courses' },
      { label: 'Register Now', href: '/register' },
    ]);
    for (const section of page.sections ?? []) if (section.image) expectImage(section.image);
  });

  it('hides drafts unless preview is on', async () => {
    const published = present(await fetchContent(queries.pageQuery, { key: 'home' }));
    const preview = present(
      await fetchContent(queries.pageQuery, { key: 'home' }, { preview: true }),
    );
    const heading = (page: Page) => page.sections?.find((s) => s.key === 'hero')?.heading;
    expect(heading(published)).not.toMatch(/^DRAFT:/);
    expect(heading(preview)).toMatch(/^DRAFT:/);
  });

  it('enquiryOptionsQuery gives the eight options of SPEC §3 in order', async () => {
    const options = await fetchContent(queries.enquiryOptionsQuery);
    expect(options.map((option) => option.label)).toEqual([
      'Module 1',
      'Module 2',
      'Clinical 1',
      'Fellowship',
      'Module 3',
      'Module 4',
      'Clinical 2',
      'Mastership',
    ]);
    expect(options[0]).toMatchObject({
      title: 'Basic Dental Implantology',
      ceHours: 34,
      price: 2850,
      format: '3-day hands-on',
    });
    expect(options[6]).toMatchObject({ ceHours: 48, price: 17000, format: '6-day live-patient' });
  });

  it('returns null for a page that does not exist', async () => {
    expect(await fetchContent(queries.pageQuery, { key: 'no-such-page' })).toBeNull();
  });

  for (const [name, paramSets] of Object.entries(nullable)) {
    for (const params of paramSets) {
      it(`${name} ${JSON.stringify(params)} parses and answers null`, async () => {
        const query = (queries as Record<string, unknown>)[name] as string;
        expect(await fetchContent(query, params)).toBeNull();
      });
    }
  }

  it('coursesQuery gives the six courses with both price readings of SPEC §9', async () => {
    const courses = await fetchContent(queries.coursesQuery);
    const byId = Object.fromEntries(courses.map((course) => [course.courseId, course]));
    expect(courses.map((course) => course.courseId)).toEqual([
      'module1',
      'module2',
      'clinical1',
      'module3',
      'module4',
      'clinical2',
    ]);
    expect(byId.module3).toMatchObject({
      registrationPrice: 2950,
      individualPrice: 3350,
      earlyPrice: 2950,
    });
    expect(byId.module1).toMatchObject({ ceHours: 34, earlyLeadTime: { amount: 2, unit: 'week' } });
    expect(byId.module2!.upcomingDates).toEqual([
      {
        _key: 'd20250912',
        dateText: 'Sept 12-14, 2025',
        startDate: '2025-09-12',
        endDate: '2025-09-14',
        spots: 6,
        location: 'Beverly Hills, CA',
      },
      {
        _key: 'module2-2027-03',
        dateText: 'Mar 12-14, 2027',
        startDate: '2027-03-12',
        endDate: '2027-03-14',
        spots: 6,
        location: 'Beverly Hills, CA',
      },
    ]);
    // A TBD date has no days: they come back as null, not missing.
    expect(byId.module1!.upcomingDates).toEqual([
      {
        _key: 'tbd',
        dateText: 'TBD',
        startDate: null,
        endDate: null,
        spots: 6,
        location: 'Beverly Hills, CA',
      },
    ]);
    expect(byId.clinical2!.earlyPrice).toBeNull();
    expect(byId.clinical2!.ceBreakdown?.map((item) => [item.label, item.ceHours])).toEqual([
      ['Day 1', 8],
      ['Day 2', 8],
      ['Days 3-6', 32],
    ]);
    for (const course of courses) if (course.image) expectImage(course.image);
  });

  it('programsQuery resolves each program to its course ids', async () => {
    const programs = await fetchContent(queries.programsQuery);
    const byId = Object.fromEntries(programs.map((program) => [program.programId, program]));
    expect(byId.fellowship).toMatchObject({
      price: 12000,
      savingsPercent: 20,
      processingFee: 275,
      courseIds: ['module1', 'module2', 'clinical1'],
    });
    expect(byId.mastership).toMatchObject({ price: 35000, savingsPercent: 30, processingFee: 375 });
    expect(byId.mastership!.courseIds).toHaveLength(6);
    expect(byId.residency).toMatchObject({ ceHours: 88, tuitionMin: 15000, tuitionMax: 25000 });
  });

  it('coursesPageQuery brings the carousel, comparison, refund policy and popup', async () => {
    const content = await fetchContent(queries.coursesPageQuery);
    expect(content.courses).toHaveLength(6);
    expect(content.programs).toHaveLength(3);
    expect(content.carousel?.images?.length).toBeGreaterThanOrEqual(2);
    content.carousel?.images?.forEach(expectImage);
    expect(content.whyChooseUs?.ours).toHaveLength(5);
    expect(content.whyChooseUs?.others).toHaveLength(5);
    expect(content.refundPolicy?.title).toBe('Refunds & Cancellations');
    expect(content.promoPopup).toMatchObject({ enabled: true, ctaHref: '/courses' });
  });

  it('facultyQuery, testimonialsQuery and catalogVideosPageQuery give the people and media', async () => {
    const faculty = await fetchContent(queries.facultyQuery);
    expect(faculty.length).toBeGreaterThan(0);
    faculty.forEach((member) => expectImage(member.image));
    // The seed sets one focal point (on Dr. Vasquez's portrait); the projection carries it, and
    // an image without one gives null for both.
    const vasquez = faculty.find((member) => member.name === 'Dr. Elena Vasquez');
    expect(vasquez?.image.hotspot).toEqual({ x: 0.5, y: 0.42, width: 0.5, height: 0.5 });
    expect(vasquez?.image.crop).toBeNull();
    const others = faculty.filter((member) => member !== vasquez);
    expect(others.length).toBeGreaterThan(0);
    others.forEach((member) => expect(member.image).toMatchObject({ hotspot: null, crop: null }));

    const { testimonials, reels } = await fetchContent(queries.testimonialsQuery);
    expect(testimonials).toHaveLength(5);
    expect(reels.length).toBeLessThanOrEqual(2);

    const { total, videos } = await fetchContent(queries.catalogVideosPageQuery, {
      start: 0,
      end: 24,
    });
    expect(total).toBe(16);
    expect(await fetchContent(queries.catalogVideoCountQuery)).toBe(16);
    expect(videos).toHaveLength(16);
    const second = await fetchContent(queries.catalogVideosPageQuery, { start: 10, end: 12 });
    expect(second.videos.map((video) => video._id)).toEqual(
      videos.slice(10, 12).map((video) => video._id),
    );
    for (const video of videos) {
      expect(video.videoId).toMatch(/^[\w-]{11}$/);
      expectImage(video.thumbnail);
    }
  });

  describe('template pages', () => {
    it('templateFrameQuery gives the header and footer, 404 and thank-you texts', async () => {
      const frame = present(await fetchContent(queries.templateFrameQuery));
      expectImage(frame.logo);
      frame.instagram.forEach((image) => expectImage(image));
      expect(frame.instagram.every((image) => image._key)).toBe(true);
      expect(frame.registerCta).toEqual({
        label: 'Register Today',
        href: '/react-templates/edumim/contacts',
      });
      expect(frame.thanks).toEqual({
        heading: 'Thank you for your e-mail.',
        body: 'We Will contact you very soon.',
        ctaLabel: 'Back To Home',
      });
    });

    it('templateHomeQuery gives every landing section and the lists, cut to size', async () => {
      const home = await fetchContent(queries.templateHomeQuery);
      const landing = present(home.landing);
      expectImage(landing.hero.img);
      expect(landing.hero.ctas[0]).toMatchObject({ label: 'Learn From Today' });
      expect(landing.about.skills.map((skill) => skill.percent)).toEqual([86, 67, 95]);
      expect(landing.categories.tiles).toHaveLength(6);
      expect(landing.stats.map((stat) => stat.num)).toEqual(['82k', '460', '20', '200']);
      expect(landing.pricing.plans.map((plan) => plan.price)).toEqual([0, 89.69, 129.69]);
      expect(landing.faq.items).toHaveLength(4);
      landing.brands.forEach((brand) => expectImage(brand.logo));
      expect(landing.promoCards.map((card) => card.ctaLabel)).toEqual(['Apply Now', 'Contact Us']);
      expect(landing.galleryHeading.heading).toBeTruthy();
      expect(home.courses).toHaveLength(6);
      expect(home.courses[0]).toMatchObject({ lesson: 2, time: '4h 30m', ratings: 4.8 });
      expect(home.modules.map((module) => module.hours)).toEqual([40, 40, 50, 50]);
      expect(home.instructors).toHaveLength(4);
      expect(home.instructors[0]!.socials?.length).toBeGreaterThan(0);
      expect(home.posts).toHaveLength(3);
      expect(home.events).toHaveLength(3);
      expect(home.gallery?.images).toHaveLength(22);
      [...home.courses, ...home.modules, ...home.instructors, ...home.posts, ...home.events]
        .map((item) => item.img)
        .forEach((image) => expectImage(image));
    });

    it('the about, instructor, course, event and blog queries give their lists', async () => {
      const about = await fetchContent(queries.templateAboutQuery);
      expect(about.landing?.about.heading).toBeTruthy();
      expect(about.instructors).toHaveLength(4);
      const people = await fetchContent(queries.templateInstructorsQuery);
      expect(people.instructors).toHaveLength(8);
      expect(people.promoCards).toHaveLength(2);
      expect(people.skills).toHaveLength(3);
      expect(people.courses).toHaveLength(3);
      const courses = await fetchContent(queries.templateCoursesQuery);
      expect(courses.modules).toHaveLength(4);
      expect(courses.instructor?.name).toBeTruthy();
      const { events } = await fetchContent(queries.templateEventsQuery);
      expect(events).toHaveLength(9);
      const blog = await fetchContent(queries.templateBlogQuery);
      expect(blog.posts).toHaveLength(4);
    });

    it('templateEventSingleQuery gives the sample with its guests; a listed event by slug', async () => {
      const sample = present(await fetchContent(queries.templateEventSingleQuery));
      expect(sample).toMatchObject({
        dateText: 'Thu, Oct 5, 2023 03:48 PM',
        location: 'Humberg City, Germany',
        cta: { label: 'Book A Seat' },
      });
      expect(Date.parse(sample.startsAt)).toBe(Date.parse('2023-10-05T15:48:00+02:00'));
      expect(sample.guests.length).toBeGreaterThan(0);
      sample.guests.forEach((guest) => expectImage(guest.img));

      const { events } = await fetchContent(queries.templateEventsQuery);
      const event = await fetchContent(queries.templateEventBySlugQuery, {
        slug: events[1]!.slug,
      });
      expect(event).toEqual(events[1]);
    });
  });
});
