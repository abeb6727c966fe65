import { Link } from '@remix-run/react';

import type { TemplateFrame, TemplateLink } from '~/content/queries';

import { ContentImg } from '../ContentImg';
import { ContentLink } from '../ContentLink';
import { Icon } from './Icons';
import { TEMPLATE_ROOT } from './pages';

/** The template footer: about and contact, Links, Legal, Instagram posts and 'Register Today'. */
export function TemplateFooter({ frame, year }: { frame: TemplateFrame; year: number }) {
  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <Link
            to={TEMPLATE_ROOT}
            aria-label={`${frame.brandName} home`}
            className="inline-block rounded bg-white px-3 py-2"
          >
            <ContentImg image={frame.logo} width={150} alt="" className="h-9 w-auto" />
          </Link>
          <p className="mt-4 text-slate-300">{frame.footerAbout}</p>
          <ul className="mt-4 space-y-2 text-slate-300">
            <li className="flex gap-2">
              <Icon name="pin" className="mt-0.5 h-5 w-5 shrink-0" />
              {frame.address}
            </li>
            <li className="flex gap-2">
              <Icon name="phone" className="mt-0.5 h-5 w-5 shrink-0" />
              <a href={`tel:${frame.phone.replace(/[^+\d]/g, '')}`} className="hover:underline">
                {frame.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <Icon name="mail" className="mt-0.5 h-5 w-5 shrink-0" />
              <a href={`mailto:${frame.email}`} className="hover:underline">
                {frame.email}
              </a>
            </li>
          </ul>
        </div>
        <LinkColumn heading={frame.linksHeading} links={frame.links} />
        <LinkColumn heading={frame.legalHeading} links={frame.legal} />
        <div>
          <h2 className="text-lg font-semibold text-white">{frame.instagramHeading}</h2>
          <ul className="mt-4 grid grid-cols-3 gap-2">
            {frame.instagram.map((image, index) => (
              <li key={image._key ?? index}>
                <ContentImg image={image} width={96} className="h-auto w-full rounded" />
              </li>
            ))}
          </ul>
          <ContentLink
            href={frame.registerCta.href}
            className="mt-6 inline-flex rounded-md bg-teal-700 px-5 py-3 font-semibold text-white hover:bg-teal-800"
          >
            {frame.registerCta.label}
          </ContentLink>
        </div>
      </div>
      <p className="border-t border-slate-700 px-4 py-5 text-center text-sm text-slate-300">
        © {year} {frame.copyright}
      </p>
    </footer>
  );
}

function LinkColumn({
  heading,
  links,
}: {
  heading: string;
  links: Array<TemplateLink & { _key: string }>;
}) {
  return (
    <nav aria-label={heading}>
      <h2 className="text-lg font-semibold text-white">{heading}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((link) => (
          <li key={link._key}>
            <ContentLink
              href={link.href}
              className="text-slate-300 hover:text-white hover:underline"
            >
              {link.label}
            </ContentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
