import type { SubmissionResult } from '@conform-to/react';

import type { Account, AccountCertificate, AccountCredit } from '~/accounts/account';
import type { PendingMove } from '~/accounts/bookings';
import type { AccountTab } from '~/accounts/tabs';
import type { CeDetails } from '~/certificates/participant';
import type { PageSection } from '~/content/queries';
import type { CourseSession } from '~/courses/sessions';
import { useTranslation } from '~/i18n/translation';
import type { AccountPlan } from '~/plans/plan-reads.server';
import type { AccountReceipt } from '~/receipts/receipt';
import type { SeatsLeft } from '~/sessions/seat-key';
import type { Transcript } from '~/transcripts/transcript';

import { AccountTabs } from './AccountTabs';
import type { CancelState } from './CancelCourse';
import { CeDetailsForm } from './CeDetailsForm';
import { CertificatesSection } from './CertificatesSection';
import { CoursesPanel } from './CoursesPanel';
import { InfoPanel } from './InfoPanel';
import { PaymentsPanel } from './PaymentsPanel';
import { TranscriptSection } from './TranscriptSection';
import { type AccountNotice, VerifyNotice } from './VerifyNotice';

interface Props {
  intro: PageSection | undefined;
  tab: AccountTab;
  /** Null when it could not be loaded. */
  account: Account | null;
  email: string;
  emailVerified: boolean;
  courseNames: Record<string, string>;
  courseSessions: Record<string, CourseSession[]>;
  seatsLeft: Record<string, SeatsLeft>;
  today: string;
  /** A move asked for, waiting for the student's confirmation. */
  pendingMove?: PendingMove | null;
  /** Each course's cancellation quote, and the one being confirmed. */
  cancel?: CancelState;
  credit?: AccountCredit | null;
  receipts?: readonly AccountReceipt[];
  /** Programs paid monthly, with their schedules (docs/decisions/0070). */
  plans?: readonly AccountPlan[];
  certificates?: readonly AccountCertificate[];
  /** The CE transcript, shown after the certificates; null when it could not be loaded. */
  transcript?: Transcript | null;
  ceDetails?: CeDetails;
  /** The CE details form's last answer when it was refused. */
  ceDetailsResult?: SubmissionResult<string[]> | null;
  verifyToken: string | null;
  notice: AccountNotice | null;
  /** The Account Info form's last answer when it was refused. */
  detailsResult?: SubmissionResult<string[]> | null;
}

/** /account: side tabs My Courses, Account Info, Manage Payments (docs/product.md#accounts). */
export function AccountPage({
  intro,
  tab,
  account,
  email,
  emailVerified,
  courseNames,
  courseSessions,
  seatsLeft,
  today,
  pendingMove = null,
  cancel,
  credit = null,
  receipts = [],
  plans = [],
  certificates = [],
  transcript = null,
  ceDetails = { licenseNumber: null, licenseState: null, agdId: null },
  ceDetailsResult,
  verifyToken,
  notice,
  detailsResult,
}: Props) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="account-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h1 id="account-title" className="text-3xl font-bold text-brand-900">
          {intro?.heading}
        </h1>
        {intro?.body ? <p className="mt-3 text-slate-700">{intro.body}</p> : null}
        <div className="mt-6">
          <VerifyNotice
            email={email}
            verified={emailVerified}
            token={verifyToken}
            notice={notice}
          />
        </div>
        {/* minmax(0, 1fr): a wide table or a long address never widens the page past a phone's. */}
        <div className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
          <AccountTabs current={tab} />
          <section
            aria-labelledby="account-panel-title"
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 id="account-panel-title" className="text-2xl font-bold text-slate-900">
              {t(`account.tabs.${tab}`)}
            </h2>
            <div className="mt-6">
              {!account ? (
                <p role="alert" className="font-medium text-red-800">
                  {t('account.loadFailed')}
                </p>
              ) : tab === 'courses' ? (
                <CoursesPanel
                  activeCourses={account.activeCourses}
                  courseNames={courseNames}
                  bookings={account.bookings}
                  courseSessions={courseSessions}
                  seatsLeft={seatsLeft}
                  today={today}
                  emailVerified={emailVerified}
                  pendingMove={pendingMove}
                  cancel={cancel}
                  certificates={
                    <>
                      <CertificatesSection certificates={certificates} />
                      <TranscriptSection transcript={transcript} />
                    </>
                  }
                />
              ) : tab === 'info' ? (
                <>
                  <InfoPanel profile={account.profile} lastResult={detailsResult} />
                  <CeDetailsForm details={ceDetails} lastResult={ceDetailsResult} />
                </>
              ) : (
                <PaymentsPanel
                  transactions={account.transactions}
                  courseNames={courseNames}
                  credit={credit}
                  receipts={receipts}
                  plans={plans}
                />
              )}
            </div>
          </section>
        </div>
      </div>
    </section>
  );
}
