/**
 * What is for sale and at what price, from the published content (never drafts: a price being
 * edited in the Studio must not be charged before it is published). Names are English unless a
 * language is given (a page showing them to a visitor passes the page's).
 */
import {
  coursesQuery,
  programsQuery,
  type SiteSettings,
  siteSettingsQuery,
} from '~/content/queries';
import { fetchContent } from '~/content/source.server';
import { dayIn, type Today } from '~/courses/sessions';
import type { Language } from '~/i18n/config';
import { deepFreeze } from '~/lib/deep-freeze';

import { courseNamesFrom } from './course-names';
import { type PriceList, priceListFrom } from './price-list';

type Courses = Parameters<typeof priceListFrom>[0];
type Programs = Parameters<typeof priceListFrom>[1];

// The price list of the same content answers on the same day, worked out once: the answers are
// cached (app/content/source.server.ts), and every request asking for seats needs the list
// (issue 27: 3% of the server's time in the sale-opening rush). Frozen: every request shares it.
const priceLists = new WeakMap<Courses, WeakMap<Programs, { day: string; list: PriceList }>>();

function priceListOn(courses: Courses, programs: Programs, today: Today): PriceList {
  const day = typeof today === 'string' ? today : dayIn(today);
  let byPrograms = priceLists.get(courses);
  if (!byPrograms) priceLists.set(courses, (byPrograms = new WeakMap()));
  const known = byPrograms.get(programs);
  if (known?.day === day) return known.list;
  const list = deepFreeze(priceListFrom(courses, programs, day));
  byPrograms.set(programs, { day, list });
  return list;
}

/** The price list as of `today` (the sessions' prices and which are bookable), now by default. */
export async function loadPriceList(lang?: Language, today?: Today): Promise<PriceList> {
  return (await loadRegistrationContent(lang, today)).priceList;
}

/** The price list plus each course's date texts (to show the date a /courses link chose). */
export async function loadRegistrationContent(
  lang?: Language,
  today: Today = new Date(),
): Promise<{
  priceList: PriceList;
  courseDates: Record<string, string[]>;
}> {
  const [courses, programs] = await Promise.all([
    fetchContent(coursesQuery, {}, { lang }),
    fetchContent(programsQuery, {}, { lang }),
  ]);
  return {
    priceList: priceListOn(courses, programs, today),
    courseDates: Object.fromEntries(
      courses.map((course) => [
        course.courseId,
        (course.upcomingDates ?? []).map((date) => date.dateText),
      ]),
    ),
  };
}

/** The course display names (docs/product.md#courses-and-prices) by id, for descriptions and e-mails. */
export async function loadCourseNames(lang?: Language): Promise<Record<string, string>> {
  return courseNamesFrom(await fetchContent(coursesQuery, {}, { lang }));
}

/** The course display names in each language, for e-mails to readers of either. */
export async function loadCourseNamesIn(): Promise<Record<Language, Record<string, string>>> {
  const [en, es] = await Promise.all([loadCourseNames('en'), loadCourseNames('es')]);
  return { en, es };
}

/** The academy's name and the address registrations are reported to. */
export async function loadRegistrationContacts(): Promise<
  Pick<SiteSettings, 'academyName' | 'registrationEmail'>
> {
  const settings = await fetchContent(siteSettingsQuery);
  if (!settings) throw new Error('Content is missing: siteSettings');
  return { academyName: settings.academyName, registrationEmail: settings.registrationEmail };
}
