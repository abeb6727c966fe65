import type { TemplatePromoCard } from '~/content/queries';

import { ContentImg } from '../ContentImg';
import { ContentLink } from '../ContentLink';
import { buttonClass } from './SectionHeading';

/** The promo cards ('Become an Instructor' with Apply Now, 'Get Free Courses' with Contact Us). */
export function PromoCards({ cards }: { cards: TemplatePromoCard[] }) {
  return (
    <section aria-label="Get involved">
      <ul className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 lg:grid-cols-2">
        {cards.map((card) => (
          <li
            key={card._key}
            className="flex flex-col gap-6 rounded-2xl bg-gradient-to-br from-teal-50 to-amber-50 p-8 sm:flex-row sm:items-center"
          >
            <ContentImg
              image={card.img}
              width={160}
              height={160}
              className="h-40 w-40 shrink-0 rounded-2xl object-cover"
            />
            <div>
              <h2 className="text-2xl font-bold text-slate-900">{card.title}</h2>
              <p className="mt-3 text-slate-700">{card.body}</p>
              <ContentLink href={card.ctaHref} className={`${buttonClass} mt-6`}>
                {card.ctaLabel}
              </ContentLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
