import { Link } from '@remix-run/react';

import type { TemplateMessage as Message } from '~/content/queries';

import { TEMPLATE_ROOT } from './pages';
import { buttonClass } from './SectionHeading';

/** A page of one message with 'Back To Home' to the template root: the 404 and thank-you pages. */
export function TemplateMessage({ message, code }: { message: Message; code?: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      {code ? (
        <p aria-hidden="true" className="text-8xl font-extrabold text-teal-700">
          {code}
        </p>
      ) : null}
      <h1 className="mt-4 text-4xl font-bold text-slate-900">{message.heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{message.body}</p>
      <Link to={TEMPLATE_ROOT} className={`${buttonClass} mt-10`}>
        {message.ctaLabel}
      </Link>
    </section>
  );
}
