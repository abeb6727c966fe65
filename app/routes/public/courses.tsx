import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData, useSearchParams } from '@remix-run/react';

import { seatPageCacheControl } from '~/auth/cache-control.server';
import { CoursesPage } from '~/components/courses/CoursesPage';
import { promoImagePreload } from '~/components/courses/PromoPopup';
import { contentFor } from '~/content/content.server';
import { coursesPageQuery } from '~/content/queries';
import { seoMeta } from '~/content/seo';
import { panelFrom, withDetailsOf } from '~/courses/panels';
import { academyToday, sessionsOf } from '~/courses/sessions';
import { db } from '~/db/client.server';
import type { RootData } from '~/root';
import type { RouteHandle } from '~/root';
import { seatsLeft } from '~/sessions/seats.server';

export const handle: RouteHandle = { texts: ['registration'] };

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  const [page, pageContent] = await Promise.all([
    content.page('courses'),
    content.query(coursesPageQuery),
  ]);
  // The day past sessions are judged by, decided once on the server so the browser agrees.
  const today = academyToday();
  const bookable = pageContent.courses.flatMap((course) =>
    sessionsOf(course.upcomingDates, today)
      .filter((session) => session.bookable)
      .map((session) => ({
        courseId: course.courseId,
        sessionKey: session.key,
        capacity: session.capacity,
      })),
  );
  // Live seats left, as /register shows them; the page cache renders the page again when they
  // change (decision 0089).
  const left = Object.fromEntries(await seatsLeft(db(), bookable));
  const panel = panelFrom(new URL(request.url).searchParams.get('panel'));
  return data(
    { page, content: withDetailsOf(pageContent, panel), today, seatsLeft: left },
    { headers: { 'Cache-Control': await seatPageCacheControl(request) } },
  );
}

// The document takes its loader's Cache-Control (a signed-in user's root says private: kept).
export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const cacheControl = parentHeaders.get('Cache-Control') ?? loaderHeaders.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers();
};

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...seoMeta(data?.page.seo),
  ...promoImagePreload(data?.content.promoPopup),
];

export default function Courses() {
  const { page, content, today, seatsLeft } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const [searchParams] = useSearchParams();
  return (
    <CoursesPage
      page={page}
      content={content}
      settings={root?.settings}
      panel={panelFrom(searchParams.get('panel'))}
      today={today}
      seatsLeft={seatsLeft}
    />
  );
}
