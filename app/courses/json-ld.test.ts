import { stegaEncodeSourceMap } from '@sanity/client/stega';
import { describe, expect, it } from 'vitest';

import type { Course, SiteSettings } from '~/content/queries';
import { stegaFilter } from '~/content/stega';

import { coursesJsonLd, scriptJson } from './json-ld';

const academy: Pick<SiteSettings, 'academyName' | 'address'> = {
  academyName: 'Test Implant Academy',
  address: {
    street: '1 Wilshire Blvd',
    city: 'Beverly Hills',
    region: 'CA',
    postalCode: '90210',
    country: 'US',
  },
};

const module2 = {
  courseId: 'module2',
  shortName: 'Module 2',
  title: 'Advanced and Immediate Implantology',
  displayName: 'Advanced and Immediate Implantology (Online, 24 CE Hours)',
  format: 'online',
  summary: 'Extraction and immediate placement.',
  registrationPrice: 2850,
  individualPrice: 3350,
  earlyPrice: 2850,
  earlyLeadTime: { amount: 1, unit: 'month' },
  upcomingDates: [
    {
      _key: 'a',
      dateText: 'Sept 12-14, 2025',
      startDate: '2025-09-12',
      endDate: '2025-09-14',
      spots: 6,
      location: 'Beverly Hills, CA',
    },
  ],
} as Course;

const clinical1 = {
  ...module2,
  courseId: 'clinical1',
  shortName: 'Clinical 1',
  format: 'clinical',
  // Required in the Studio, yet a draft seen in preview may still lack it.
  summary: null,
  registrationPrice: null,
  individualPrice: null,
  upcomingDates: [
    { _key: 'b', dateText: 'TBD', startDate: null, endDate: null, spots: 6, location: 'Miami, FL' },
  ],
} as unknown as Course;

describe('coursesJsonLd', () => {
  it('lists every course with its provider, instances, places and prices', () => {
    const data = coursesJsonLd([module2, clinical1], academy, '2025-07-01');
    expect(data['@context']).toBe('https://schema.org');
    expect(data.itemListElement).toHaveLength(2);
    const [first, second] = data.itemListElement.map((element) => element.item);
    expect(first).toMatchObject({
      '@type': 'Course',
      name: 'Module 2: Advanced and Immediate Implantology',
      description: 'Extraction and immediate placement.',
      provider: { '@type': 'Organization', name: 'Test Implant Academy' },
    });
    expect(first!.hasCourseInstance).toEqual([
      {
        '@type': 'CourseInstance',
        name: 'Module 2: Advanced and Immediate Implantology, Sept 12-14, 2025',
        courseMode: 'online',
        startDate: '2025-09-12',
        endDate: '2025-09-14',
        location: {
          '@type': 'Place',
          name: 'Beverly Hills, CA',
          address: {
            '@type': 'PostalAddress',
            streetAddress: '1 Wilshire Blvd',
            addressLocality: 'Beverly Hills',
            addressRegion: 'CA',
            postalCode: '90210',
            addressCountry: 'US',
          },
        },
        // The early price, as /register charges it today, until the early deadline.
        offers: {
          '@type': 'Offer',
          price: 2850,
          priceCurrency: 'USD',
          category: 'Paid',
          priceValidUntil: '2025-08-12',
        },
      },
    ]);
    // Elsewhere than the academy, with no start date or price known: only what is known.
    expect(second!.description).toBe(clinical1.displayName);
    expect(second!.hasCourseInstance[0]).toEqual({
      '@type': 'CourseInstance',
      name: 'Clinical 1: Advanced and Immediate Implantology, TBD',
      courseMode: 'onsite',
      location: { '@type': 'Place', name: 'Miami, FL', address: 'Miami, FL' },
    });
  });
});

describe('coursesJsonLd offers', () => {
  it.each([
    ['the early deadline', '2025-08-12', { price: 2850, priceValidUntil: '2025-08-12' }],
    ['the day after it', '2025-08-13', { price: 3350 }],
  ])('on %s: %o', (_, today, expected) => {
    const data = coursesJsonLd([module2], academy, today);
    expect(data.itemListElement[0]!.item.hasCourseInstance[0]!.offers).toEqual({
      '@type': 'Offer',
      priceCurrency: 'USD',
      category: 'Paid',
      ...expected,
    });
  });
});

describe('coursesJsonLd in Spanish', () => {
  it('names each instance with its days as the Spanish page writes them', () => {
    const data = coursesJsonLd([module2, clinical1], academy, '2025-07-01', 'es');
    const [first, second] = data.itemListElement.map((element) => element.item);
    expect(first!.hasCourseInstance[0]!.name).toBe(
      'Module 2: Advanced and Immediate Implantology, 12–14 de septiembre de 2025',
    );
    expect(second!.hasCourseInstance[0]!.name).toBe(
      'Clinical 1: Advanced and Immediate Implantology, Por confirmar',
    );
  });
});

describe('scriptJson', () => {
  it('cannot close the script element it is written into', () => {
    const json = scriptJson({ text: '</script><script>alert(1)</script>\u2028' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>\u2028' });
  });
});

describe('scriptJson', () => {
  it("keeps a preview's stega out of JSON-LD", () => {
    const { title } = stegaEncodeSourceMap(
      { title: 'Basic Dental Implantology' },
      {
        documents: [{ _id: 'course-1', _type: 'course' }],
        paths: ["$['title']"],
        mappings: {
          "$['title']": { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } },
        },
      },
      { enabled: true, studioUrl: 'https://academy.sanity.studio', filter: stegaFilter },
    );
    expect(title).not.toBe('Basic Dental Implantology');
    expect(scriptJson({ name: title })).toBe('{"name":"Basic Dental Implantology"}');
  });
});
