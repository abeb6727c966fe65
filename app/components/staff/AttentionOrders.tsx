import { useTranslation } from '~/i18n/translation';
import { formatCents } from '~/lib/money';
import { orderReference } from '~/payments/order-reference';
import type { AttentionOrder } from '~/sessions/roster';

import { ColumnHeaders } from './ColumnHeaders';
import { formatDateTime } from './format';

/** Orders marked for attention (a payment for a session that filled meanwhile), newest first. */
export function AttentionOrders({
  orders,
  courseNames,
}: {
  orders: AttentionOrder[];
  courseNames: Record<string, string>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="attention-title" className="mt-12">
      <h2 id="attention-title" className="text-2xl font-bold text-slate-900">
        {t('staff.attention')}
      </h2>
      {orders.length ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
            <caption className="sr-only">{t('staff.attentionCaption')}</caption>
            <ColumnHeaders
              columns={[
                { label: t('staff.date') },
                { label: t('staff.name') },
                { label: t('staff.email') },
                { label: t('staff.phone') },
                { label: t('staff.courses') },
                { label: t('staff.amount'), numeric: true },
                { label: t('staff.status') },
                { label: t('staff.order') },
                { label: t('staff.reason') },
              ]}
            />
            <tbody>
              {orders.map((order) => (
                <tr key={order.id} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-4 whitespace-nowrap">
                    {formatDateTime(order.completedAt ?? order.createdAt, i18n.language)}
                  </td>
                  <th scope="row" className="py-2 pr-4 font-semibold">
                    {order.name}
                  </th>
                  <td className="py-2 pr-4 break-all">
                    <a href={`mailto:${order.email}`} className="text-brand-900 underline">
                      {order.email}
                    </a>
                  </td>
                  <td className="py-2 pr-4 whitespace-nowrap">{order.phone}</td>
                  <td className="py-2 pr-4">
                    {order.courseIds.map((id) => courseNames[id] ?? id).join(', ')}
                  </td>
                  <td className="py-2 pr-4 text-right tabular-nums">
                    {formatCents(order.amountCents)}
                  </td>
                  <td className="py-2 pr-4">
                    {t(`account.status.${order.status}`, { defaultValue: order.status })}
                  </td>
                  <td className="py-2 pr-4 font-mono">{orderReference(order.id)}</td>
                  <td className="py-2">{order.attention}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-3 text-slate-700">{t('staff.noAttention')}</p>
      )}
    </section>
  );
}
