/**
 * schema.org data for the courses on /courses (Google's Course and CourseInstance), built from
 * the same content the page shows.
 */
import type { Course, SiteSettings } from '~/content/queries';
import { stegaClean } from '~/content/stega';
import type { Language } from '~/i18n/config';
import { sessionDays } from '~/i18n/format';

import { sessionPrice } from './early-price';

type Provider = Pick<SiteSettings, 'academyName' | 'address'> & { url?: string };

function postalAddress(address: SiteSettings['address']) {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    ...(address.country ? { addressCountry: address.country } : {}),
  };
}

/** A course date's place: the academy's address when it is in the academy's city. */
function place(location: string, provider: Provider) {
  const atAcademy = location.toLowerCase().includes(provider.address.city.toLowerCase());
  return {
    '@type': 'Place',
    name: location,
    address: atAcademy ? postalAddress(provider.address) : location,
  };
}

/**
 * An instance's offer: the price /register charges for it on `today` (app/courses/early-price.ts),
 * valid until its early deadline when it is the early price; none for a course without a price.
 */
function offer(course: Course, startDate: string | null, today: string) {
  if (!(course.registrationPrice > 0)) return {};
  const price = sessionPrice(course, startDate, today);
  return {
    offers: {
      '@type': 'Offer',
      price: price.cents / 100,
      priceCurrency: 'USD',
      category: 'Paid',
      ...(price.earlyUntil ? { priceValidUntil: price.earlyUntil } : {}),
    },
  };
}

/**
 * The courses as the page lists them, the instances' names in the page's language, their offers
 * at today's prices (`today`: the academy's day, 'YYYY-MM-DD').
 */
export function coursesJsonLd(
  courses: Course[],
  provider: Provider,
  today: string,
  language: Language = 'en',
) {
  const organization = {
    '@type': 'Organization',
    name: provider.academyName,
    ...(provider.url ? { url: provider.url } : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Course',
        name: `${course.shortName}: ${course.title}`,
        description: course.summary ?? course.displayName,
        courseCode: course.courseId,
        provider: organization,
        hasCourseInstance: (course.upcomingDates ?? []).map((date) => ({
          '@type': 'CourseInstance',
          name: `${course.shortName}: ${course.title}, ${sessionDays(date, language)}`,
          courseMode: course.format === 'online' ? 'online' : 'onsite',
          location: place(date.location, provider),
          ...(date.startDate ? { startDate: date.startDate } : {}),
          ...(date.endDate ? { endDate: date.endDate } : {}),
          ...offer(course, date.startDate, today),
        })),
      },
    })),
  };
}

/**
 * JSON that is safe inside a `<script>` element: no `<` can close it early. Without stega (a
 * preview's text names its field in invisible characters): search engines read this as data.
 */
export function scriptJson(value: unknown): string {
  return stegaClean(JSON.stringify(value))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
