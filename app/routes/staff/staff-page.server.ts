/**
 * What the staff pages open with and answer the same way. Only a signed-in staff member gets a
 * page; anyone else gets the 404 of an unknown address, so the pages do not reveal that they
 * exist (docs/decisions/0018-staff-rosters.md).
 */
import type { HeadersFunction } from '@remix-run/node';

import { getStaffUser } from '~/auth/staff.server';
import { getLanguage } from '~/i18n/i18n.server';
import { courseNamesFrom } from '~/prices/course-names';
import type { PriceList } from '~/prices/price-list';
import { loadPriceList } from '~/prices/price-list.server';

/**
 * The staff member, the page's language and the price list in it (course names and dates as
 * every other page shows them); null for anyone who is not staff.
 */
export async function openStaffPage(request: Request) {
  const staff = await getStaffUser(request);
  if (!staff) return null;
  const language = await getLanguage(request);
  return { staff, language, priceList: await loadPriceList(language) };
}

/** Courses and programs by id: an order's line names its course and the program it came with. */
export function courseAndProgramNames(priceList: PriceList): Record<string, string> {
  return {
    ...courseNamesFrom(priceList.courses),
    ...Object.fromEntries(priceList.programs.map((program) => [program.programId, program.name])),
  };
}

// The page is never stored; the 404 gets what any 404 gets (entry.server.tsx).
export const staffHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers();
};
