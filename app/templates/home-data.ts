import type { TemplateHomeContent } from '~/content/queries';
import { requireContent } from '~/content/require-content';

import { courseCounts } from './seeded-count';

/** What the home pages render: their content, and each category tile's course count. */
export function homePageData(home: TemplateHomeContent) {
  const landing = requireContent(home.landing, 'templateLanding');
  return { ...home, landing, counts: courseCounts(landing.categories.tiles) };
}
