/**
 * The guard rails of a course's `courseId` (course.ts): one of the six ids, used by one course
 * only, and fixed once the course is published, because registrations, payments, seats and
 * student accounts store it.
 */
import { getDraftId, getPublishedId, type ValidationContext } from 'sanity';

/** The API version the rules query with (any dated version answers these queries alike). */
const API_VERSION = '2025-02-19';

/**
 * Read-only when the form shows the published document itself. A draft of a published course
 * cannot be told apart here (the callback sees one version only): CourseIdInput locks the field
 * there, and `courseIdRule` refuses a changed id.
 */
export function courseIdReadOnly({ document }: { document?: { _id?: string } }): boolean {
  const id = document?._id;
  return typeof id === 'string' && getPublishedId(id) === id;
}

/** What the rule asks the dataset, in one query. */
export const COURSE_ID_CHECK_QUERY = /* groq */ `{
  "published": *[_id == $publishedId][0].courseId,
  "others": count(*[_type == "course" && courseId == $courseId && !(_id in [$publishedId, $draftId]) && !(_id in path("versions.**"))])
}`;

type Check = { published?: unknown; others?: unknown };

/**
 * The custom rule of `courseId`: no other course (published or draft) has the id, and a published
 * course keeps the id it was published with. Empty values are left to `required()`.
 */
export async function courseIdRule(
  value: unknown,
  context: Pick<ValidationContext, 'getClient' | 'document'>,
): Promise<true | string> {
  const id = context.document?._id;
  if (typeof value !== 'string' || !value || !id) return true;
  const published = getPublishedId(id);
  const client = context.getClient({ apiVersion: API_VERSION });
  const check = (await client.fetch(
    COURSE_ID_CHECK_QUERY,
    { courseId: value, publishedId: published, draftId: getDraftId(published) },
    { perspective: 'raw' },
  )) as Check | null;
  if (typeof check?.published === 'string' && check.published !== value)
    return `The course id cannot change once the course is published (it is "${check.published}"): registrations and payments refer to it.`;
  if (typeof check?.others === 'number' && check.others > 0)
    return `Another course already uses the id "${value}". Each course id belongs to one course.`;
  return true;
}
