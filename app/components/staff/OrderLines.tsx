import { formatCents } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { OrderLedger } from '~/orders/ledger';

import { StaffTable } from './StaffTable';

/** Each price tier of an order line (app/courses/early-price.ts), as staff read it. */
const TIER_KEYS = {
  registration: 'staff.tierRegistration',
  early: 'staff.tierEarly',
  regular: 'staff.tierRegular',
  unrecorded: 'staff.tierUnrecorded',
} as const;

const SEAT_TEXT: Record<string, string> = {
  held: 'staff.seatHeld',
  booked: 'staff.seatBooked',
  released: 'staff.seatReleased',
};

/** The order page's lines: each course with its program, session and seat, price and tier. */
export function OrderLines({
  ledger,
  courseNames,
  sessionNames,
  paidMonthly = false,
}: {
  ledger: OrderLedger;
  courseNames: Record<string, string>;
  /** A session's days by `courseId:sessionKey`; the key is shown for one content no longer has. */
  sessionNames: Record<string, string>;
  /** A monthly plan's order: each line's share of the price, not an amount paid. */
  paidMonthly?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'es' ? 'es' : 'en';
  const money = (cents: number | null) => (cents === null ? '' : formatCents(cents, language));
  return (
    <section aria-labelledby="lines-title" className="mt-10">
      <h2 id="lines-title" className="text-2xl font-bold text-slate-900">
        {t('staff.lines')}
      </h2>
      <StaffTable
        caption={t('staff.linesCaption')}
        minWidth="min-w-[48rem]"
        columns={[
          { label: t('staff.course') },
          { label: t('staff.program') },
          { label: t('staff.session') },
          { label: t('staff.listPrice'), numeric: true },
          { label: t(paidMonthly ? 'staff.lineShare' : 'staff.paidShare'), numeric: true },
          { label: t('staff.priceTier') },
        ]}
      >
        {ledger.lines.map((line) => (
          <tr key={line.courseId} className="border-b border-slate-200">
            <th scope="row" className="py-2 pr-4 font-semibold">
              {courseNames[line.courseId] ?? line.courseId}
            </th>
            <td className="py-2 pr-4">
              {line.programId ? (courseNames[line.programId] ?? line.programId) : ''}
            </td>
            <td className="py-2 pr-4">
              {line.sessionKey
                ? `${sessionNames[`${line.courseId}:${line.sessionKey}`] ?? line.sessionKey} (${t(
                    SEAT_TEXT[line.seatStatus ?? ''] ?? 'staff.seatHeld',
                  )})`
                : t('staff.noSession')}
            </td>
            <td className="py-2 pr-4 text-right tabular-nums">
              {line.listPriceCents === null ? t('staff.notRecorded') : money(line.listPriceCents)}
            </td>
            <td className="py-2 pr-4 text-right tabular-nums">
              {line.paidCents === null ? t('staff.notRecorded') : money(line.paidCents)}
            </td>
            <td className="py-2">
              {line.priceTier && line.priceTier in TIER_KEYS
                ? t(TIER_KEYS[line.priceTier as keyof typeof TIER_KEYS])
                : (line.priceTier ?? t('staff.notRecorded'))}
            </td>
          </tr>
        ))}
      </StaffTable>
    </section>
  );
}
