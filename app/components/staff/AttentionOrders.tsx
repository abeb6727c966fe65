import { formatCents, formatDateTime } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import { orderReference } from '~/lib/order-reference';
import type { AttentionOrder } from '~/orders/ledger';

import { logNoteText } from './log-details';
import { OrderCell, PersonCells } from './PersonCells';
import { OrderAmount } from './PlanStandingText';
import { StaffTable } from './StaffTable';

/** A duplicate's refund on /staff: the one being confirmed, the one just refunded, a refusal. */
export interface RefundState {
  confirming?: string | null;
  refunded?: string | null;
  refused?: boolean;
}

/**
 * Orders needing attention (a payment for a session that filled meanwhile, a duplicate payment,
 * a dispute), newest first, each linked to its order page where staff note and resolve it. A
 * paid duplicate has a Refund button, confirmed in a second step.
 */
export function AttentionOrders({
  orders,
  courseNames,
  refund = {},
}: {
  orders: AttentionOrder[];
  courseNames: Record<string, string>;
  refund?: RefundState;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'es' ? 'es' : 'en';
  return (
    <section aria-labelledby="attention-title" className="mt-12">
      <h2 id="attention-title" className="text-2xl font-bold text-slate-900">
        {t('staff.attention')}
      </h2>
      {refund.refunded ? (
        <p role="status" className="mt-3 font-medium text-green-800">
          {t('staff.refunded', { order: orderReference(refund.refunded) })}
        </p>
      ) : null}
      {refund.refused ? (
        <p role="alert" className="mt-3 font-medium text-red-800">
          {t('staff.refundRefused')}
        </p>
      ) : null}
      {orders.length ? (
        <StaffTable
          caption={t('staff.attentionCaption')}
          minWidth="min-w-[56rem]"
          className="mt-4"
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
        >
          {orders.map((order) => (
            <tr key={order.id} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-4 whitespace-nowrap">
                {formatDateTime(order.completedAt ?? order.createdAt, i18n.language)}
              </td>
              <PersonCells name={order.name} email={order.email} phone={order.phone} />
              <td className="py-2 pr-4">
                {order.courseIds.map((id) => courseNames[id] ?? id).join(', ')}
              </td>
              <td className="py-2 pr-4 text-right tabular-nums">
                <OrderAmount amountCents={order.amountCents} plan={order.plan ?? null} />
              </td>
              <td className="py-2 pr-4">
                {t(`account.status.${order.status}`, { defaultValue: order.status })}
              </td>
              <OrderCell orderId={order.id} linked />
              <td className="py-2">
                {order.notes.length > 1 ? (
                  <ul className="list-disc pl-4">
                    {order.notes.map((note, index) => (
                      <li key={index}>{logNoteText(note, t, language)}</li>
                    ))}
                  </ul>
                ) : (
                  logNoteText(order.notes[0] ?? '', t, language)
                )}
                {order.refundable ? (
                  <RefundControl order={order} confirming={refund.confirming === order.id} />
                ) : null}
              </td>
            </tr>
          ))}
        </StaffTable>
      ) : (
        <p className="mt-3 text-slate-700">{t('staff.noAttention')}</p>
      )}
    </section>
  );
}

/**
 * The first step asks (a plain GET, so it works without JavaScript); only the second, a POST,
 * refunds.
 */
function RefundControl({ order, confirming }: { order: AttentionOrder; confirming: boolean }) {
  const { t, i18n } = useTranslation();
  const button = 'mt-2 rounded-md px-3 py-1 font-semibold';
  if (!confirming) {
    return (
      <form method="get" action="/staff#attention-title" className="mt-1">
        <input type="hidden" name="refund" value={order.id} />
        <button
          type="submit"
          aria-label={t('staff.refundLabel', { order: orderReference(order.id) })}
          className={`${button} border border-red-700 text-red-800 hover:bg-red-50`}
        >
          {t('staff.refund')}
        </button>
      </form>
    );
  }
  return (
    <form
      method="post"
      action="/staff"
      className="mt-2 rounded-md border border-red-300 bg-red-50 p-3"
    >
      <p>
        {t('staff.refundConfirm', {
          amount: formatCents(order.amountCents, i18n.language),
          email: order.email,
        })}
      </p>
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="order" value={order.id} />
      <button type="submit" className={`${button} bg-red-800 text-white hover:bg-red-700`}>
        {t('staff.refundYes')}
      </button>{' '}
      <a href="/staff#attention-title" className="ml-2 text-brand-900 underline">
        {t('staff.refundCancel')}
      </a>
    </form>
  );
}
