import { useTranslation } from '~/i18n/translation';
import type { ListedOrder } from '~/orders/order-search';

import { OrdersTable } from './OrdersTable';

/** The list's state: the search (empty: every order), the page, and how many match. */
export interface OrdersListState {
  query: string;
  page: number;
  pages: number;
  total: number;
  error: 'pageInvalid' | 'queryTooLong' | null;
}

const ordersHref = (query: string, page: number) => {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `/staff/orders${search ? `?${search}` : ''}`;
};

/**
 * The search form of the orders (a GET form: it works without JavaScript and its address can be
 * shared); `autoFocus` is left out so a screen reader starts at the page's heading.
 */
export function OrderSearchForm({ query = '' }: { query?: string }) {
  const { t } = useTranslation();
  return (
    <form method="get" action="/staff/orders" role="search" className="mt-4 flex flex-wrap gap-2">
      <label htmlFor="order-search" className="w-full font-semibold text-slate-900">
        {t('staff.ordersSearchLabel')}
      </label>
      <input
        id="order-search"
        name="q"
        type="search"
        defaultValue={query}
        maxLength={254}
        className="min-w-0 flex-1 rounded-md border border-slate-400 px-3 py-2"
      />
      <button
        type="submit"
        className="rounded-md bg-brand-900 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {t('staff.ordersSearch')}
      </button>
    </form>
  );
}

/**
 * /staff/orders (issue 48 item 6): every order newest first, 50 a page, or those matching a
 * search by name, e-mail or reference, each linked to its order page.
 */
export function OrdersPage({
  orders,
  list,
  courseNames,
}: {
  orders: readonly ListedOrder[];
  list: OrdersListState;
  courseNames: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { query, page, pages, total, error } = list;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <p>
        <a href="/staff" className="text-brand-900 underline">
          {t('staff.backToStaff')}
        </a>
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('staff.ordersTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('staff.ordersIntro')}</p>
      <OrderSearchForm query={query} />
      {error ? (
        <p role="alert" className="mt-3 font-medium text-red-800">
          {t(`staff.ordersErrors.${error}`)}
        </p>
      ) : null}
      {query ? (
        <p role="status" className="mt-3 text-slate-700">
          {total === 0
            ? t('staff.ordersNone', { query })
            : total === 1
              ? t('staff.ordersFoundOne', { query })
              : t('staff.ordersFound', { count: total, query })}{' '}
          <a href="/staff/orders" className="text-brand-900 underline">
            {t('staff.ordersShowAll')}
          </a>
        </p>
      ) : null}
      {orders.length ? (
        <OrdersTable
          orders={orders}
          courseNames={courseNames}
          caption={t('staff.ordersCaption', { page, pages })}
        />
      ) : !query && !error ? (
        <p className="mt-3 text-slate-700">{t('staff.ordersEmpty')}</p>
      ) : null}
      {pages > 1 ? (
        <nav aria-label={t('staff.ordersPages')} className="mt-4 flex flex-wrap gap-4">
          {page > 1 ? (
            <a href={ordersHref(query, page - 1)} rel="prev" className="text-brand-900 underline">
              {t('staff.ordersNewer')}
            </a>
          ) : null}
          <span>{t('staff.ordersPageOf', { page, pages })}</span>
          {page < pages ? (
            <a href={ordersHref(query, page + 1)} rel="next" className="text-brand-900 underline">
              {t('staff.ordersOlder')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
