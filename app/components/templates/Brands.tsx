import type { TemplateBrand } from '~/content/queries';

import { ContentImg } from '../ContentImg';
import { ContentLink } from '../ContentLink';

/** The brands strip: partner logos, each a link. */
export function Brands({ brands }: { brands: TemplateBrand[] }) {
  return (
    <section aria-label="Our partners" className="border-y border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-10 gap-y-6 px-4 py-10 sm:px-6">
        {brands.map((brand) => (
          <li key={brand._key}>
            <ContentLink href={brand.href} className="block rounded opacity-90 hover:opacity-100">
              <ContentImg image={brand.logo} width={160} alt={brand.name} className="h-10 w-auto" />
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
