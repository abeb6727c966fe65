import type { PageSection } from '~/content/queries';

import { PageHero } from './PageHero';
import { PageSectionBlock } from './PageSectionBlock';

/**
 * A page's sections in the order staff gave them: a `hero` section opens the page with its h1,
 * otherwise the first section's heading is the h1.
 */
export function ContentSections({ sections }: { sections: PageSection[] | null }) {
  const hasHero = sections?.some((section) => section.key === 'hero');
  return (
    <>
      {sections?.map((section, index) =>
        section.key === 'hero' ? (
          <PageHero key={section._key} section={section} />
        ) : (
          <PageSectionBlock
            key={section._key}
            section={section}
            level={!hasHero && index === 0 ? 1 : 2}
            shaded={index % 2 === 1}
          />
        ),
      )}
    </>
  );
}
