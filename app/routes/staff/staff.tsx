import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect, useActionData, useLoaderData } from '@remix-run/react';

import { getStaffUser } from '~/auth/staff.server';
import { staffNotFound } from '~/auth/staff-not-found.server';
import { NotFound } from '~/components/NotFound';
import { StaffPage } from '~/components/staff/StaffPage';
import { seoMeta } from '~/content/seo';
import { db } from '~/db/client.server';
import { refundDuplicate } from '~/fulfilment/duplicate-refund.server';
import { resources } from '~/i18n/resources';
import { ORDER_ID } from '~/lib/order-reference';
import { attentionOrders } from '~/orders/attention-orders.server';
import { courseNamesFrom } from '~/prices/course-names';
import type { RouteHandle } from '~/root';
import { loadStaffRosters, UNLISTED_SESSION_DAYS } from '~/sessions/roster.server';

import { openStaffPage, staffHeaders } from './staff-page.server';

export const handle: RouteHandle = { staffPage: true, texts: ['signedIn'] };

/**
 * /staff: session rosters and the orders needing attention, for a signed-in staff member only.
 * Anyone else gets the very 404 page of an unknown address (same status, body and headers): the
 * page does not reveal that it exists (docs/decisions/0018-staff-rosters.md).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const opened = await openStaffPage(request);
  if (!opened) return staffNotFound(request);
  const { language, priceList } = opened;
  const sql = db();
  const [rosters, attention] = await Promise.all([
    loadStaffRosters(sql, priceList.courses, new Date(), language),
    attentionOrders(sql),
  ]);
  // The Refund button's first step (?refund=) and the answer after the second (?refunded=).
  const url = new URL(request.url);
  const listed = (param: string, match: (status: string, refundable: boolean) => boolean) => {
    const id = url.searchParams.get(param);
    const order = attention.find((candidate) => candidate.id === id);
    return order && match(order.status, order.refundable) ? order.id : null;
  };
  return data(
    {
      kind: 'staff' as const,
      title: resources[language].common.staff.title,
      ...rosters,
      unlistedDays: UNLISTED_SESSION_DAYS,
      attention,
      refund: {
        confirming: listed('refund', (_, refundable) => refundable),
        refunded: listed('refunded', (status) => status === 'refunded'),
      },
      courseNames: courseNamesFrom(priceList.courses),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/**
 * POST /staff `intent=refund&order=<id>`: the Refund button's second step refunds a paid
 * duplicate in full. Staff only (anyone else: the 404 page); 400 for a malformed form, 409 for
 * an order that is not a paid duplicate (already refunded, never marked).
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await getStaffUser(request);
  if (!staff) return staffNotFound(request);
  const form = await request.formData().catch(() => new FormData());
  const orderId = form.get('order');
  if (form.get('intent') !== 'refund' || typeof orderId !== 'string' || !ORDER_ID.test(orderId)) {
    return data({ refused: true }, { status: 400 });
  }
  const result = await refundDuplicate(orderId.toLowerCase(), { staffEmail: staff.email });
  if (result !== 'refunded') return data({ refused: true }, { status: 409 });
  return redirect(`/staff?refunded=${orderId.toLowerCase()}#attention-title`);
}

export const headers = staffHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  ...(loaded?.kind === 'staff' ? [{ title: loaded.title }] : seoMeta(loaded?.page.seo)),
  { name: 'robots', content: 'noindex' },
];

export default function Staff() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (loaded.kind === 'not-found') return <NotFound />;
  return (
    <StaffPage
      sessions={loaded.sessions}
      unlisted={loaded.unlisted}
      unlistedDays={loaded.unlistedDays}
      attention={loaded.attention}
      courseNames={loaded.courseNames}
      refund={{ ...loaded.refund, refused: Boolean(answer && 'refused' in answer) }}
      unscheduled={loaded.unscheduled}
      past={loaded.past}
    />
  );
}
