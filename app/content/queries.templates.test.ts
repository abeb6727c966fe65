import { beforeAll, describe, expect, it } from 'vitest';

import { expectImage, present } from '../../tests/support/content';
import * as queries from './queries';
import { fetchContent } from './source.server';

// The Edumim template pages' queries against the bundled dataset (queries.test.ts: the site's).

beforeAll(() => {
  delete process.env.SANITY_PROJECT_ID;
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
