import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, useLoaderData } from '@remix-run/react';

import { staffNotFound } from '~/auth/staff-not-found.server';
import { NotFound } from '~/components/NotFound';
import { OrdersPage } from '~/components/staff/OrdersPage';
import { seoMeta } from '~/content/seo';
import { db } from '~/db/client.server';
import { resources } from '~/i18n/resources';
import { ORDERS_PER_PAGE, readOrderSearch } from '~/orders/order-search';
import { searchOrders } from '~/orders/order-search.server';
import type { RouteHandle } from '~/root';

import { courseAndProgramNames, openStaffPage, staffHeaders } from './staff-page.server';

export const handle: RouteHandle = { staffPage: true, texts: ['signedIn'] };

/**
 * /staff/orders?q=…&page=…: every order newest first, 50 a page, or those whose buyer's name or
 * e-mail contains the search or whose reference starts with it (issue 48 item 6), so an order is
 * found whatever became of it. Staff only: anyone else gets the 404 of an unknown address. A page
 * that is not a whole number from 1, or a search too long, is a 400 with its message; a page past
 * the last shows the last.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const opened = await openStaffPage(request);
  if (!opened) return staffNotFound(request);
  const { language, priceList } = opened;
  const courseNames = courseAndProgramNames(priceList);
  const title = resources[language].common.staff.ordersTitle;
  const headers = { 'Cache-Control': 'private, no-store' };
  const input = readOrderSearch(new URL(request.url).searchParams);
  if (!input.ok) {
    return data(
      {
        kind: 'orders' as const,
        title,
        orders: [],
        list: { query: '', page: 1, pages: 1, total: 0, error: input.error },
        courseNames,
      },
      { status: 400, headers },
    );
  }
  let found = await searchOrders(db(), input);
  const pages = Math.max(1, Math.ceil(found.total / ORDERS_PER_PAGE));
  const page = Math.min(input.page, pages);
  if (page !== input.page) found = await searchOrders(db(), { query: input.query, page });
  return data(
    {
      kind: 'orders' as const,
      title,
      orders: found.orders,
      list: { query: input.query, page, pages, total: found.total, error: null },
      courseNames,
    },
    { headers },
  );
}

export const headers = staffHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  ...(loaded?.kind === 'orders' ? [{ title: loaded.title }] : seoMeta(loaded?.page.seo)),
  { name: 'robots', content: 'noindex' },
];

export default function StaffOrders() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.kind === 'not-found') return <NotFound />;
  return <OrdersPage orders={loaded.orders} list={loaded.list} courseNames={loaded.courseNames} />;
}
