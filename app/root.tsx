import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';

import { displayNameOf } from '~/auth/display-name';
import { getUser } from '~/auth/login-session-cookie.server';
import { isStaffUser } from '~/auth/users.server';
import { useVisitBeacon } from '~/components/browser-effects';
import { CAROUSEL_NO_SCRIPT_STYLE } from '~/components/courses/carousel-no-script';
import { LanguageAlternates } from '~/components/LanguageAlternates';
import { NotFound } from '~/components/NotFound';
import { PreviewBanner } from '~/components/PreviewBanner';
import { PreviewVisualEditing } from '~/components/PreviewVisualEditing';
import { FOOTER_LOGO_WIDTH, SiteFooter } from '~/components/SiteFooter';
import { HEADER_LOGO_WIDTH, SiteHeader } from '~/components/SiteHeader';
import { contentFor } from '~/content/content.server';
import { imageAttributes } from '~/content/image-url';
import { enquiryOptionsQuery } from '~/content/queries';
import { db } from '~/db/client.server';
import { fallbackLanguage, type Language } from '~/i18n/config';
import { languageCookieHeader } from '~/i18n/i18n.server';
import type { TextBundle } from '~/i18n/text-bundles';
import { useChangeLanguage, useTranslation } from '~/i18n/translation';
import { ACADEMY_TIME_ZONE_META, academyTimeZone } from '~/lib/academy-time-zone';
import { useNonce } from '~/lib/csp';
import { siteOrigin } from '~/lib/site-origin.server';
import stylesheet from '~/tailwind.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  // The page's language: the one its content is read in.
  const language = content.lang;
  const [settings, enquiryOptions, setLanguageCookie, user] = await Promise.all([
    content.siteSettings(),
    content.query(enquiryOptionsQuery),
    languageCookieHeader(request),
    signedInUser(request),
  ]);
  const headers = new Headers();
  if (setLanguageCookie) headers.append('Set-Cookie', setLanguageCookie);
  // Data requests of a signed-in user are personal too (pages get it from entry.server).
  if (user) headers.set('Cache-Control', 'private, no-store');
  return data(
    {
      language,
      settings,
      // Worked out here: the header and footer then need no image URL builder in the browser.
      logos: settings.logo
        ? {
            header: imageAttributes(settings.logo, { width: HEADER_LOGO_WIDTH }),
            footer: imageAttributes(settings.logo, { width: FOOTER_LOGO_WIDTH }),
          }
        : null,
      enquiryOptions,
      origin: siteOrigin(request),
      preview: content.preview,
      visualEditing: content.visualEditing,
      year: new Date().getFullYear(),
      user,
    },
    { headers },
  );
}

/**
 * The header's greeting, and whether the menu links to /staff; a database outage shows the
 * visitor's header rather than no page.
 */
async function signedInUser(
  request: Request,
): Promise<{ email: string; name: string; staff: boolean } | null> {
  try {
    const user = await getUser(request);
    if (!user) return null;
    return {
      email: user.email,
      name: displayNameOf(user.email),
      staff: await isStaffUser(db(), user.id),
    };
  } catch (error) {
    console.error('Reading the session failed:', error);
    return null;
  }
}

export type RootData = Awaited<ReturnType<typeof loader>>['data'];

export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const language = root?.language ?? fallbackLanguage;
  const nonce = useNonce();
  return (
    <html lang={language} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <meta name={ACADEMY_TIME_ZONE_META} content={academyTimeZone()} />
        {root ? (
          <CanonicalLinks
            origin={root.origin}
            siteName={root.settings.academyName}
            language={language}
          />
        ) : null}
        <Meta />
        <Links />
        <noscript dangerouslySetInnerHTML={{ __html: CAROUSEL_NO_SCRIPT_STYLE }} />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Canonical URL, language alternates and Open Graph basics; a page's own meta adds its title and
 * description.
 */
function CanonicalLinks({
  origin,
  siteName,
  language,
}: {
  origin: string;
  siteName: string;
  language: Language;
}) {
  const { pathname, search } = useLocation();
  // A paged list's page (the catalog's ?page=N) is a page of its own; other parameters are not.
  const paged = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.paged);
  const page = paged ? new URLSearchParams(search).get('page') : null;
  const pageUrl =
    origin +
    (pathname === '/' ? '/' : pathname.replace(/\/+$/, '')) +
    (page && /^[1-9]\d*$/.test(page) && page !== '1' ? `?page=${page}` : '');
  return <LanguageAlternates pageUrl={pageUrl} language={language} siteName={siteName} />;
}

/**
 * A route that brings its own header and footer (the template pages) exports
 * `handle = { ownFrame: true }`; every other page gets the academy's.
 */
export interface RouteHandle {
  ownFrame?: boolean;
  /** A list in pages (`?page=N`): each page has its own canonical address. */
  paged?: boolean;
  /**
   * A staff page when its data says so (`kind: 'staff'`): the shell leaves out what is for
   * visitors (the Register button, the footer's enquiry form). Its 404 keeps the usual shell.
   */
  staffPage?: boolean;
  /** The text bundles the page shows (app/i18n/text-bundles.ts): loaded before it hydrates. */
  texts?: TextBundle[];
}

function Frame({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const { t } = useTranslation();
  const matches = useMatches();
  const ownFrame = matches.some((match) => (match.handle as RouteHandle | undefined)?.ownFrame);
  const staffPage = matches.some(
    (match) =>
      (match.handle as RouteHandle | undefined)?.staffPage &&
      (match.data as { kind?: string } | undefined)?.kind === 'staff',
  );
  if (ownFrame) return <>{children}</>;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('skipToContent')}
      </a>
      {root?.preview ? <PreviewBanner /> : null}
      {root ? (
        <SiteHeader
          settings={root.settings}
          logo={root.logos?.header ?? null}
          language={root.language}
          user={root.user}
          register={!staffPage}
        />
      ) : null}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {root ? (
        <SiteFooter
          settings={root.settings}
          logo={root.logos?.footer ?? null}
          enquiryOptions={root.enquiryOptions}
          year={root.year}
          enquiry={!staffPage}
        />
      ) : null}
    </>
  );
}

export default function App() {
  const root = useRootData();
  useChangeLanguage(root?.language ?? fallbackLanguage);
  useVisitBeacon();
  return (
    <>
      <Frame>
        <Outlet />
      </Frame>
      {root?.visualEditing ? <PreviewVisualEditing /> : null}
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Frame>
        <NotFound />
      </Frame>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  // The stack helps while developing; in production it would only leak internals.
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section className="mx-auto max-w-3xl px-6 py-16" aria-labelledby="error-title">
      <title>{t('error.title')}</title>
      <h1 id="error-title" className="text-3xl font-bold text-slate-900">
        {t('error.title')}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{detail}</p>
      {stack ? (
        <pre className="mt-6 overflow-auto rounded bg-slate-100 p-4 text-sm text-slate-800">
          {stack}
        </pre>
      ) : null}
      <p className="mt-8">
        <a href="/" className="font-semibold text-brand-900 underline">
          {t('notFound.backHome')}
        </a>
      </p>
    </section>
  );
}
