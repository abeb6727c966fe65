import { Link } from '@remix-run/react';

import { TEMPLATE_HOME } from './pages';

/** The breadcrumb header of the inner template pages: the page's h1 and a Home link (docs/product.md#template-pages). */
export function PageBanner({ heading }: { heading: string }) {
  return (
    <div className="bg-gradient-to-r from-teal-50 to-sky-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
        <h1 className="text-4xl font-bold text-slate-900 sm:text-5xl">{heading}</h1>
        <nav aria-label="Breadcrumb" className="mt-4">
          <ol className="flex flex-wrap items-center gap-2 text-slate-700">
            <li>
              <Link to={TEMPLATE_HOME} className="font-medium text-teal-800 underline">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page">{heading}</li>
          </ol>
        </nav>
      </div>
    </div>
  );
}
