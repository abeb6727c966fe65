import { useTranslation } from '~/i18n/translation';
import type { ListedOrder } from '~/orders/order-search';

import { OrderSearchForm } from './OrdersPage';
import { OrdersTable } from './OrdersTable';

/**
 * /staff/orders/<short reference> when it names more than one order (the orders to choose from)
 * or none (a 404 that offers the search); one order is redirected to its page.
 */
export function OrderReferencePage({
  reference,
  orders,
  courseNames,
}: {
  reference: string;
  orders: readonly ListedOrder[];
  courseNames: Record<string, string>;
}) {
  const { t } = useTranslation();
  const title = orders.length
    ? t('staff.referenceTitle', { reference })
    : t('staff.referenceUnknownTitle', { reference });
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <p>
        <a href="/staff/orders" className="text-brand-900 underline">
          {t('staff.ordersTitle')}
        </a>
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{title}</h1>
      {orders.length ? (
        <>
          <p className="mt-2 text-slate-700">{t('staff.referenceIntro')}</p>
          <OrdersTable orders={orders} courseNames={courseNames} caption={title} />
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t('staff.referenceUnknownIntro')}</p>
          <OrderSearchForm query={reference} />
        </>
      )}
    </div>
  );
}
