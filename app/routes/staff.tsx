import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, useLoaderData } from '@remix-run/react';

import { getStaffUser } from '~/auth/staff.server';
import { NotFound } from '~/components/NotFound';
import { StaffPage } from '~/components/staff/StaffPage';
import { contentFor } from '~/content/content.server';
import { db } from '~/db/client.server';
import { getLanguage } from '~/i18n/i18n.server';
import { resources } from '~/i18n/resources';
import { seoMeta } from '~/lib/seo';
import { loadPaymentCatalog } from '~/payments/catalog.server';
import type { RouteHandle } from '~/root';
import { attentionOrders, loadStaffRosters, UNLISTED_SESSION_DAYS } from '~/sessions/roster.server';

export const handle: RouteHandle = { staffPage: true };

/**
 * /staff: session rosters and the orders needing attention, for a signed-in staff member only.
 * Anyone else gets the very 404 page of an unknown address (same status, body and headers): the
 * page does not reveal that it exists (docs/decisions/0018-staff-rosters.md).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await getStaffUser(request))) return notFound(request);
  const language = await getLanguage(request);
  const catalog = await loadPaymentCatalog();
  const sql = db();
  const [rosters, attention] = await Promise.all([
    loadStaffRosters(sql, catalog.courses),
    attentionOrders(sql),
  ]);
  return data(
    {
      kind: 'staff' as const,
      title: resources[language].common.staff.title,
      ...rosters,
      unlistedDays: UNLISTED_SESSION_DAYS,
      attention,
      courseNames: Object.fromEntries(
        catalog.courses.map((course) => [course.courseId, course.displayName]),
      ),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** What app/routes/$.tsx answers to an address no route matches. */
async function notFound(request: Request) {
  const content = await contentFor(request);
  return data(
    { kind: 'not-found' as const, page: await content.page('not-found') },
    { status: 404 },
  );
}

// The staff page is never stored; the 404 gets what any 404 gets (entry.server.tsx).
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers();
};

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  ...(loaded?.kind === 'staff' ? [{ title: loaded.title }] : seoMeta(loaded?.page.seo)),
  { name: 'robots', content: 'noindex' },
];

export default function Staff() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.kind === 'not-found') return <NotFound />;
  return (
    <StaffPage
      sessions={loaded.sessions}
      unlisted={loaded.unlisted}
      unlistedDays={loaded.unlistedDays}
      attention={loaded.attention}
      courseNames={loaded.courseNames}
    />
  );
}
