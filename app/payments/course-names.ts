/**
 * The names docs/product.md#courses-and-prices gives to the ids in a registration or a transaction: the programs by name,
 * the courses by their display names from content, 'Course {id}' for an id nobody knows and
 * 'Unknown Course' when there is no id at all. No server imports: the account page and e-mails
 * use the same function.
 */

export const PROGRAM_NAMES: Readonly<Record<string, string>> = {
  fellowship: 'Fellowship Program',
  mastership: 'Mastership Program',
};

/** The map `courseDisplayName` reads: course id → display name, from the content's courses. */
export function courseNamesFrom(
  courses: ReadonlyArray<{ courseId: string; displayName: string }>,
): Record<string, string> {
  return Object.fromEntries(courses.map((course) => [course.courseId, course.displayName]));
}

export function courseDisplayName(
  id: string | null | undefined,
  names: Readonly<Record<string, string>>,
): string {
  if (id === null || id === undefined || id.trim() === '') return 'Unknown Course';
  if (Object.hasOwn(PROGRAM_NAMES, id)) return PROGRAM_NAMES[id]!;
  if (Object.hasOwn(names, id)) return names[id]!;
  return `Course ${id}`;
}

/** Several ids as one line, e.g. for a transaction row or an e-mail: "A, B". */
export function itemsDisplayName(
  ids: ReadonlyArray<string | null | undefined>,
  names: Readonly<Record<string, string>>,
): string {
  return ids.map((id) => courseDisplayName(id, names)).join(', ');
}
