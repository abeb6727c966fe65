import type { SubmissionResult } from '@conform-to/react';

import { useTranslation } from '~/i18n/translation';
import type { EntryView as Entry } from '~/sessions/waiting-list';

import { entryWords, WaitingListLinkPage } from './WaitingListLinkPage';

interface Props {
  /** The entry the link takes off the list; null when it is used, made up or no longer waiting. */
  entry: (Entry & { offered: boolean }) | null;
  token: string;
  result: (SubmissionResult<string[]> & { left?: Entry }) | undefined;
}

/** /waiting-list/leave: the page of the link in the 'you are on the list' e-mail. */
export function WaitingListLeavePage({ entry, token, result }: Props) {
  const { t, i18n } = useTranslation();
  const left = result?.status === 'success' ? result.left : undefined;
  return (
    <WaitingListLinkPage
      id="leave"
      title={t('waitingList.leaveTitle')}
      loadSchema={() => import('~/sessions/waiting-list').then((module) => module.leaveSchema)}
      token={token}
      result={result}
      ask={
        entry &&
        t(
          entry.offered ? 'waitingList.leaveAskOffered' : 'waitingList.leaveAsk',
          entryWords(entry, i18n.language),
        )
      }
      gone={t('waitingList.leaveGone')}
      done={left ? t('waitingList.left', entryWords(left, i18n.language)) : null}
      button={{
        label: t('waitingList.leaveButton'),
        pendingLabel: t('waitingList.leavePendingLabel'),
      }}
    />
  );
}
