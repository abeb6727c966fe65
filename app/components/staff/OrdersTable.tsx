import { formatCents, formatDateTime } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { ListedOrder } from '~/orders/order-search';

import { OrderCell } from './PersonCells';
import { planStandingWords } from './PlanStandingText';
import { StaffTable } from './StaffTable';

/**
 * Orders as /staff/orders lists them (and a short reference's choice): reference linked to the
 * order page, date, buyer, items, status with cancelled courses, what was collected and, for a
 * monthly plan, what is still due and when.
 */
export function OrdersTable({
  orders,
  caption,
  courseNames,
}: {
  orders: readonly ListedOrder[];
  caption: string;
  courseNames: Record<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'es' ? 'es' : 'en';
  const money = (cents: number) => formatCents(cents, language);
  return (
    <StaffTable
      caption={caption}
      minWidth="min-w-[56rem]"
      className="mt-4"
      columns={[
        { label: t('staff.order') },
        { label: t('staff.ordersDate') },
        { label: t('staff.ordersBuyer') },
        { label: t('staff.ordersItems') },
        { label: t('staff.status') },
        { label: t('staff.ordersCollected'), numeric: true },
        { label: t('staff.ordersDue') },
      ]}
    >
      {orders.map((order) => (
        <tr key={order.id} className="border-b border-slate-200 align-top">
          <OrderCell orderId={order.id} />
          <td className="py-2 pr-4 whitespace-nowrap">
            {formatDateTime(order.createdAt, language)}
          </td>
          <td className="py-2 pr-4">
            <span className="font-semibold">{order.name}</span>
            <span className="block break-all text-slate-700">{order.email}</span>
          </td>
          <td className="py-2 pr-4">
            {order.selectedItems.map((id) => courseNames[id] ?? id).join(', ')}
          </td>
          <td className="py-2 pr-4">
            {t(`account.status.${order.status}`, { defaultValue: order.status })}
            {order.cancelledCourses > 0 ? (
              <span className="block text-xs text-slate-700">
                {t('staff.ordersCancelledCourses', { count: order.cancelledCourses })}
              </span>
            ) : null}
            {order.refundedCents > 0 ? (
              <span className="block text-xs text-slate-700">
                {t('staff.ordersRefunded', { amount: money(order.refundedCents) })}
              </span>
            ) : null}
          </td>
          <td className="py-2 pr-4 text-right tabular-nums">{money(order.paidCents)}</td>
          <td className="py-2">{order.plan ? planStandingWords(order.plan, t, language) : ''}</td>
        </tr>
      ))}
    </StaffTable>
  );
}
