import type { Page, PageSection } from './queries';

/** The section of a page that staff gave this key, if they kept it. */
export function sectionOf(page: Page, key: string): PageSection | undefined {
  return page.sections?.find((section) => section.key === key);
}
