import { useState } from 'react';

import type { TemplateHeading, TemplateTestimonial } from '~/content/queries';

import { Icon } from './Icons';
import { SectionHeading, TemplateSection } from './SectionHeading';

/** Slides shown side by side on wide screens; one on narrow ones. */
const PER_VIEW = 2;

/**
 * The testimonial slider (docs/product.md#template-pages): previous/next loop round the ends; slides are 30 px apart.
 * Without JavaScript the first slides show.
 */
export function TestimonialSlider({
  heading,
  testimonials,
}: {
  heading: TemplateHeading;
  testimonials: TemplateTestimonial[];
}) {
  const [start, setStart] = useState(0);
  const count = testimonials.length;
  if (count === 0) return null;
  const shown = Array.from({ length: Math.min(PER_VIEW, count) }, (_, i) => (start + i) % count);
  const move = (by: number) => setStart((current) => (current + by + count) % count);
  const buttonClass =
    'inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:border-teal-700 hover:text-teal-800';

  return (
    <TemplateSection id="testimonials-heading" shaded>
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id="testimonials-heading" heading={heading} />
        <div className="flex gap-3">
          <button type="button" className={buttonClass} onClick={() => move(-1)}>
            <Icon name="prev" />
            <span className="sr-only">Previous testimonial</span>
          </button>
          <button type="button" className={buttonClass} onClick={() => move(1)}>
            <Icon name="next" />
            <span className="sr-only">Next testimonial</span>
          </button>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        Testimonial {start + 1} of {count}
      </p>
      <ul className="mt-10 flex gap-[30px]" data-testimonial-track>
        {shown.map((index, position) => {
          const testimonial = testimonials[index];
          if (!testimonial) return null;
          return (
            <li
              key={testimonial._id}
              className={`w-full shrink-0 lg:w-[calc((100%-30px)/2)] ${position > 0 ? 'hidden lg:block' : ''}`}
            >
              <figure className="h-full rounded-2xl bg-white p-8 shadow-sm">
                <blockquote>
                  <p className="text-xl font-semibold text-slate-900">“{testimonial.quote}”</p>
                  <p className="mt-4 text-slate-700">{testimonial.text}</p>
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold text-slate-900">{testimonial.author}</span>
                  <span className="text-slate-700">{testimonial.role}</span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </TemplateSection>
  );
}
