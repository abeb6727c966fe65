import { beforeAll, describe, expect, it } from 'vitest';

import { PAGE_KEYS } from '../../studio/schemaTypes/page';
import { expectImage, present } from '../../tests/support/content';
import type { Page } from './queries';
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
  refundTiersQuery: [{}],
  courseCeQuery: [{}],
  ceProviderQuery: [{}],
};

// Queries whose answer may rightly be null for these params (a missing article).
const nullable: Record<string, QueryParams[]> = {
  catalogArticleQuery: [{ slug: 'no-such-article' }],
  // A listed event is found by its slug in the template pages test below.
  templateEventBySlugQuery: [{ slug: 'no-such-event' }],
};

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

  it('courseCeQuery splits every course’s hours exactly, by kind, by subject code and by day', async () => {
    const courses = await fetchContent(queries.courseCeQuery);
    expect(courses).toHaveLength(6);
    for (const course of courses) {
      expect((course.ceLectureHours ?? 0) + (course.ceParticipationHours ?? 0)).toBe(
        course.ceHours,
      );
      expect(course.agdSubjects?.every((subject) => /^\d{3}$/.test(subject.code))).toBe(true);
      expect(course.agdSubjects?.reduce((sum, subject) => sum + subject.hours, 0)).toBe(
        course.ceHours,
      );
    }
    expect(courses.every((course) => (course.instructors?.length ?? 0) > 0)).toBe(true);
    const clinical2 = courses.find((course) => course.courseId === 'clinical2')!;
    expect(clinical2.instructors).toEqual([
      'Dr. David Haddad',
      'Dr. Michael Chen',
      'Dr. James Okafor',
    ]);
    expect(clinical2.ceBreakdown).toEqual([
      { ceHours: 8, days: 1 },
      { ceHours: 8, days: 1 },
      { ceHours: 32, days: 4 },
    ]);
  });

  it('ceProviderQuery has what a certificate prints, in Spanish too', async () => {
    const settings = present(await fetchContent(queries.ceProviderQuery, {}, { lang: 'es' }));
    expect(settings.ceProvider).toMatchObject({
      name: 'Beverly Hills Implant Academy',
      agdPaceId: expect.stringMatching(/^\d+$/),
      adaCerpId: expect.any(String),
      signatoryName: expect.any(String),
      signatoryTitle: 'Director del programa',
    });
    expect(settings.ceProvider?.adaCerpStatement).toMatch(/^Beverly Hills Implant Academy es/);
  });

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

  it('enquiryOptionsQuery gives the eight options of docs/product.md#courses-and-prices in order', async () => {
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

  it('coursesQuery gives the six courses with both price readings of docs/product.md#courses-and-prices', async () => {
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
      paymentMonths: null,
      courseIds: ['module1', 'module2', 'clinical1'],
    });
    expect(byId.mastership).toMatchObject({
      price: 35000,
      savingsPercent: 30,
      processingFee: 375,
      paymentMonths: 18,
    });
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

  it("refundTiersQuery gives the policy's numbers (refunds/ checks the site refunds by them)", async () => {
    const tiers = await fetchContent(queries.refundTiersQuery);
    expect(tiers).toEqual([
      { daysBefore: 15, percent: 100 },
      { daysBefore: 7, percent: 50 },
    ]);
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
});
