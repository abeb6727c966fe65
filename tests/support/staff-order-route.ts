/** The tests of /staff/orders/<id>: its page and its posts as Remix calls them. */
import * as orderRoute from '~/routes/staff/staff_.orders.$orderId';

import { asPage } from './auth';
import { routeArgs, routeResult } from './routes';

export const page = (cookie: string, orderId: string) =>
  orderRoute
    .loader(routeArgs(asPage(cookie, `/staff/orders/${orderId}`), { params: { orderId } }))
    .then(routeResult);

export const post = (cookie: string, orderId: string, fields: Record<string, string>) => {
  const request = new Request(`http://localhost/staff/orders/${orderId}`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return orderRoute.action(routeArgs(request, { params: { orderId } })).then(routeResult);
};

type Loaded = Extract<Awaited<ReturnType<typeof orderRoute.loader>>, { data: unknown }>['data'];

export type OrderPage = Extract<Loaded, { kind: 'order' }>;

/** A short reference's page: the orders it names (several), or none. */
export type ReferencePage = Extract<Loaded, { kind: 'reference' }>;
