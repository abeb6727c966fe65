import type { SubmissionResult } from '@conform-to/react';

import { useTranslation } from '~/i18n/translation';
import type { EntryView as Entry } from '~/sessions/waiting-list';

import { entryWords, WaitingListLinkPage } from './WaitingListLinkPage';

interface Props {
  /** The entry the link confirms; null when the link is used, lapsed or made up. */
  entry: Entry | null;
  token: string;
  result:
    (SubmissionResult<string[]> & { confirmed?: Entry & { position?: number | null } }) | undefined;
}

/** /waiting-list/confirm: the page of the link that puts a person in line. */
export function WaitingListConfirmPage({ entry, token, result }: Props) {
  const { t, i18n } = useTranslation();
  const confirmed = result?.status === 'success' ? result.confirmed : undefined;
  return (
    <WaitingListLinkPage
      id="confirm"
      title={t('waitingList.confirmTitle')}
      loadSchema={() => import('~/sessions/waiting-list').then((module) => module.confirmSchema)}
      token={token}
      result={result}
      ask={entry && t('waitingList.confirmAsk', entryWords(entry, i18n.language))}
      gone={t('waitingList.confirmGone')}
      done={
        confirmed
          ? t('waitingList.joined', entryWords(confirmed, i18n.language)) +
            (confirmed.position
              ? ` ${t('waitingList.position', { position: confirmed.position })}`
              : '')
          : null
      }
      button={{
        label: t('waitingList.confirmButton'),
        pendingLabel: t('waitingList.confirmPendingLabel'),
      }}
    />
  );
}
