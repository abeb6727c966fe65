import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  type ShouldRevalidateFunction,
  useLoaderData,
  useRouteLoaderData,
  useSearchParams,
} from '@remix-run/react';

import { CoursesPage } from '~/components/courses/CoursesPage';
import { promoImagePreload } from '~/components/courses/PromoPopup';
import { contentFor } from '~/content/content.server';
import { coursesPageQuery } from '~/content/queries';
import { onlyPanelChanged, panelFrom } from '~/courses/panels';
import { academyToday } from '~/courses/sessions';
import { seoMeta } from '~/lib/seo';
import type { RootData } from '~/root';

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  const [page, pageContent] = await Promise.all([
    content.page('courses'),
    content.query(coursesPageQuery),
  ]);
  // The day past sessions are judged by, decided once on the server so the browser agrees.
  return { page, content: pageContent, today: academyToday() };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...seoMeta(data?.page.seo),
  ...promoImagePreload(data?.content.promoPopup),
];

// Choosing a panel only changes `?panel=`: the page's content stays as it is.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && onlyPanelChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate);

export default function Courses() {
  const { page, content, today } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const [searchParams] = useSearchParams();
  return (
    <CoursesPage
      page={page}
      content={content}
      settings={root?.settings}
      panel={panelFrom(searchParams.get('panel'))}
      today={today}
    />
  );
}
