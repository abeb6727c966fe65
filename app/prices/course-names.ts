/**
 * The names docs/product.md#courses-and-prices gives to the ids in a registration or a transaction: the programs by name,
 * the courses by their display names from content, 'Course {id}' for an id nobody knows and
 * 'Unknown Course' when there is no id at all. No server imports: the account page and e-mails
 * use the same function.
 */

import type { Language } from '~/i18n/config';

export const PROGRAM_NAMES: Readonly<Record<string, string>> = {
  fellowship: 'Fellowship Program',
  mastership: 'Mastership Program',
};

/** The same names in each language: a Spanish page names no program in English. */
const NAMES_IN: Record<
  Language,
  { programs: Readonly<Record<string, string>>; unknown: string; course: (id: string) => string }
> = {
  en: { programs: PROGRAM_NAMES, unknown: 'Unknown Course', course: (id) => `Course ${id}` },
  es: {
    programs: { fellowship: 'Programa Fellowship', mastership: 'Programa Mastership' },
    unknown: 'Curso desconocido',
    course: (id) => `Curso ${id}`,
  },
};

/** The map `courseDisplayName` reads: course id → display name, from the content's courses. */
export function courseNamesFrom(
  courses: ReadonlyArray<{ courseId: string; displayName: string }>,
): Record<string, string> {
  return Object.fromEntries(courses.map((course) => [course.courseId, course.displayName]));
}

/** An id's name; `names` (from content) are already in `language`. */
export function courseDisplayName(
  id: string | null | undefined,
  names: Readonly<Record<string, string>>,
  language: Language = 'en',
): string {
  const words = NAMES_IN[language] ?? NAMES_IN.en;
  if (id === null || id === undefined || id.trim() === '') return words.unknown;
  if (Object.hasOwn(words.programs, id)) return words.programs[id]!;
  if (Object.hasOwn(names, id)) return names[id]!;
  return words.course(id);
}

/** Several ids as one line, e.g. for a transaction row or an e-mail: "A, B". */
export function itemsDisplayName(
  ids: ReadonlyArray<string | null | undefined>,
  names: Readonly<Record<string, string>>,
  language: Language = 'en',
): string {
  return ids.map((id) => courseDisplayName(id, names, language)).join(', ');
}
