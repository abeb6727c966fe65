import { Link, useLocation } from '@remix-run/react';

import { pageHref, pageLinks } from '~/catalog/paging';
import { useTranslation } from '~/i18n/translation';

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 font-semibold';

/** The catalog's numbered page links, with Previous and Next; nothing when it has one page. */
export function CatalogPageLinks({ page, count }: { page: number; count: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (count <= 1) return null;
  const url = new URL(location.pathname + location.search, 'http://catalog.invalid');
  const href = (to: number) => pageHref(url, to);
  return (
    <nav aria-label={t('pages.catalog.pages')} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              to={href(page - 1)}
              rel="prev"
              className={`${linkClass} border-slate-300 text-brand-900 hover:bg-slate-50`}
            >
              {t('pages.catalog.previous')}
            </Link>
          </li>
        ) : null}
        {pageLinks(page, count).map((link, index) =>
          link === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={link}>
              <Link
                to={href(link)}
                aria-label={t('pages.catalog.page', { page: link })}
                aria-current={link === page ? 'page' : undefined}
                className={
                  link === page
                    ? `${linkClass} border-brand-900 bg-brand-900 text-white`
                    : `${linkClass} border-slate-300 text-brand-900 hover:bg-slate-50`
                }
              >
                {link}
              </Link>
            </li>
          ),
        )}
        {page < count ? (
          <li>
            <Link
              to={href(page + 1)}
              rel="next"
              className={`${linkClass} border-slate-300 text-brand-900 hover:bg-slate-50`}
            >
              {t('pages.catalog.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
