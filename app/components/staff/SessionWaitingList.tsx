import { formatDateTime } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { SessionRoster } from '~/sessions/roster';

import { PersonCells } from './PersonCells';
import { StaffTable } from './StaffTable';

/**
 * Who waits for a session: those holding an offer (with its deadline), then the line in order,
 * numbered as the people themselves are told their place.
 */
export function SessionWaitingList({ session, label }: { session: SessionRoster; label: string }) {
  const { t, i18n } = useTranslation();
  if (!session.waitingList.length) {
    return <p className="mt-3 text-slate-700">{t('staff.noWaiting')}</p>;
  }
  let place = 0;
  return (
    <StaffTable
      caption={t('staff.waitingList', { session: label })}
      minWidth="min-w-[56rem]"
      columns={[
        { label: t('staff.place'), numeric: true },
        { label: t('staff.name') },
        { label: t('staff.email') },
        { label: t('staff.phone') },
        { label: t('staff.waitState') },
        { label: t('staff.joinedAt') },
        { label: t('staff.confirmedAt') },
        { label: t('staff.offerUntil') },
      ]}
    >
      {session.waitingList.map((person) => (
        <tr key={person.email} className="border-b border-slate-200">
          <td className="py-2 pr-4 text-right tabular-nums">
            {person.status === 'waiting' ? ++place : ''}
          </td>
          <PersonCells name={person.name} email={person.email} phone={person.phone} />
          <td className="py-2 pr-4">
            {person.status === 'offered' ? t('staff.offered') : t('staff.inLine')}
          </td>
          <td className="py-2 pr-4 whitespace-nowrap">
            {formatDateTime(person.askedAt, i18n.language)}
          </td>
          <td className="py-2 pr-4 whitespace-nowrap">
            {formatDateTime(person.confirmedAt, i18n.language)}
          </td>
          <td className="py-2 whitespace-nowrap">
            {formatDateTime(person.offerUntil, i18n.language)}
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
