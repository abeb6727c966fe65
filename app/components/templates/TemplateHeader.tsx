import { Link, NavLink, useLocation } from '@remix-run/react';
import { useEffect, useId, useState } from 'react';

import type { TemplateFrame } from '~/content/queries';

import { ContentImg } from '../ContentImg';
import { useStickyHeader } from './hooks';
import { Icon } from './Icons';
import { TEMPLATE_NAV, TEMPLATE_PAGES, TEMPLATE_ROOT, templatePath } from './pages';
import { SearchModal } from './SearchModal';

const linkClass =
  'block whitespace-nowrap rounded px-3 py-2 font-medium text-slate-800 hover:bg-teal-50 hover:text-teal-800 aria-[current=page]:text-teal-800 aria-[current=page]:underline underline-offset-4';

/**
 * The template header: logo, page menu, search and a mobile menu toggle. It scrolls away with the
 * page at first and sticks to the top once the page has scrolled more than 100 px.
 */
export function TemplateHeader({ frame }: { frame: Pick<TemplateFrame, 'brandName' | 'logo'> }) {
  const sticky = useStickyHeader();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  useEffect(() => setMenuOpen(false), [location.key]);

  return (
    <header
      data-sticky={sticky ? 'true' : 'false'}
      className={`${sticky ? 'sticky top-0 shadow-md' : 'relative'} z-40 border-b border-slate-200 bg-white`}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3 sm:px-6">
        <Link to={TEMPLATE_ROOT} className="shrink-0" aria-label={`${frame.brandName} home`}>
          <ContentImg image={frame.logo} width={150} eager alt="" className="h-10 w-auto" />
        </Link>
        <nav aria-label="Template pages" className="ml-auto hidden lg:block">
          <ul className="flex items-center">
            {TEMPLATE_NAV.map((item) => (
              <li key={item.label}>
                {'key' in item ? (
                  <NavLink to={templatePath(item.key)} className={linkClass}>
                    {item.label}
                  </NavLink>
                ) : (
                  <details key={location.pathname} className="group relative">
                    <summary className={`${linkClass} cursor-pointer list-none`}>
                      {item.label}
                      <span aria-hidden="true" className="ml-1 inline-block group-open:rotate-180">
                        ▾
                      </span>
                    </summary>
                    <ul className="absolute left-0 mt-1 min-w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
                      {item.children.map((key) => (
                        <li key={key}>
                          <NavLink to={templatePath(key)} end className={linkClass}>
                            {TEMPLATE_PAGES[key].label}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-2">
          <SearchModal />
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md border border-slate-300 text-slate-800 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} className="h-6 w-6" />
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label="Template pages"
        hidden={!menuOpen}
        className="max-h-[70vh] overflow-y-auto border-t border-slate-200 px-4 pb-4 lg:hidden"
      >
        {TEMPLATE_NAV.map((item) => (
          <div key={item.label} className="py-2">
            {'key' in item ? (
              <NavLink to={templatePath(item.key)} className={linkClass}>
                {item.label}
              </NavLink>
            ) : (
              <>
                <p className="px-3 text-sm font-semibold uppercase tracking-wide text-slate-600">
                  {item.label}
                </p>
                <ul>
                  {item.children.map((key) => (
                    <li key={key}>
                      <NavLink to={templatePath(key)} end className={linkClass}>
                        {TEMPLATE_PAGES[key].label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        ))}
      </nav>
    </header>
  );
}
