import '../app/order-hooks.server';
import '../app/email-attachments.server';

import { pruneOldVisits } from '../app/analytics/visits.server';
import { pruneExpiredAuthRows } from '../app/auth/cleanup.server';
import { issueEndedSessionCertificates } from '../app/certificates/issue.server';
import { endLapsedOrders } from '../app/checkout/unpaid-orders.server';
import { listenForContentChanges } from '../app/content/content-channel.server';
import { connect } from '../app/db/client.server';
import { pruneRequestResults } from '../app/db/once-per-request.server';
import { pruneSentEmails } from '../app/email/outbox.server';
import { createMailTransport } from '../app/email/transport.server';
import { startOutboxWorker } from '../app/email/worker.server';
import type { Env } from '../app/lib/env.server';
import { backfillOrderLines } from '../app/orders/ledger.server';
import { chargeDuePayments } from '../app/plans/charging.server';
import { loadPriceList } from '../app/prices/price-list.server';
import { pruneRateLimitHits } from '../app/rate-limit/rate-limit.server';
import { followUpRefunds } from '../app/refunds/stripe-refunds.server';
import { announceLapsedPlaces } from '../app/sessions/seat-bookings.server';
import { announceSeatChange } from '../app/sessions/seat-changes.server';
import { sendWaitingListOffers } from '../app/sessions/waiting-list-offers.server';

const HOUR = 60 * 60_000;
/** E-mails one instance sends at the same time (and SMTP connections it keeps). */
const OUTBOX_CONCURRENCY = 8;
/** How often a lapsed hold or offer is looked for, so cached pages stop showing its seat taken. */
const LAPSE_SWEEP_MS = 5_000;
/** How often refunds not answered, or still pending, are looked at (docs/decisions/0058). */
const REFUND_FOLLOW_UP_MS = 60_000;
/** How often unpaid orders whose hold is over are ended, their intents canceled (0091). */
const UNPAID_ORDERS_MS = 60_000;
/** How often ended sessions' CE certificates are issued (docs/decisions/0068). */
const CERTIFICATES_MS = 10 * 60_000;

/**
 * The work the server does besides answering requests: sending the outbox's e-mails, offering
 * freed seats to waiting lists every WAITING_LIST_SWEEP_SECONDS (for what no request tells of:
 * a hold or an offer lapsed, staff raised a capacity), and hourly clean-ups of rows that already
 * refuse to work (rate-limit hits, expired login sessions and links, sent e-mails), backfilling
 * the lines of orders made before the ledger, following up refunds, ending unpaid orders whose
 * seat hold is over (their payments canceled at Stripe) and charging monthly payments due every
 * minute, issuing ended sessions' CE certificates every ten minutes, and hearing
 * content publishes. Safe with several instances (the
 * outbox claims rows with SKIP LOCKED; offers are made under each session's lock). Returns how to
 * stop.
 */
export function startBackgroundJobs(
  env: Env,
  options: {
    /** The clock of the jobs that act on dates (monthly payments); tests move it. */
    now?: () => Date;
  } = {},
): () => Promise<void> {
  // A client of their own: this module and the Remix build each load their own copy of app/db.
  // A connection per e-mail being sent, and two for the other jobs.
  const sql = connect(process.env.DATABASE_URL!, { max: OUTBOX_CONCURRENCY + 2 });
  const transport = createMailTransport(env);
  console.log(`E-mail: ${transport.description}`);
  const outbox = startOutboxWorker({
    sql,
    transport,
    intervalMs: 5_000,
    concurrency: OUTBOX_CONCURRENCY,
    from: env.MAIL_FROM,
    backoffBaseSeconds: env.OUTBOX_BACKOFF_SECONDS,
  });

  // Publishes announced by whichever instance Sanity's webhook reached (decision 0028).
  const contentChanges = listenForContentChanges(sql, { onSeats: announceSeatChange });
  contentChanges.ready.catch((error: unknown) => {
    console.warn(
      'Listening for content changes failed (retried every 30 s):',
      error instanceof Error ? error.message : error,
    );
  });

  const every = (intervalMs: number, what: string, job: () => Promise<unknown>) => {
    const timer = setInterval(() => {
      job().catch((error: unknown) => {
        console.warn(`${what} failed:`, error instanceof Error ? error.message : error);
      });
    }, intervalMs);
    timer.unref();
    return timer;
  };
  // A hold lapses by time, with no write to NOTIFY (docs/decisions/0045): looked for here.
  let lapsesSince = new Date();
  const announceLapses = async () => {
    lapsesSince = await announceLapsedPlaces(sql, lapsesSince);
  };
  // Orders made before the ledger (or by an older instance during a deploy) get their lines
  // (docs/decisions/0056): now, after the migrations, and hourly after.
  const backfill = async () => {
    const written = await backfillOrderLines(sql, await loadPriceList());
    if (written > 0) console.log(`Order lines backfilled for ${written} orders`);
  };
  backfill().catch((error: unknown) => {
    console.warn('Backfilling order lines failed:', error instanceof Error ? error.message : error);
  });
  const timers = [
    every(HOUR, 'Backfilling order lines', backfill),
    // Refunds Stripe never answered are asked again under their keys; long-pending ones told.
    every(REFUND_FOLLOW_UP_MS, 'Following up refunds', () => followUpRefunds({ sql })),
    every(LAPSE_SWEEP_MS, 'Announcing lapsed seats', announceLapses),
    // Unpaid orders whose hold is over: their intents canceled, once across instances (SKIP
    // LOCKED), so an old price can no longer be charged.
    every(UNPAID_ORDERS_MS, 'Ending unpaid orders', () => endLapsedOrders({ sql })),
    // CE certificates once a session's last day is past, once each across instances.
    every(CERTIFICATES_MS, 'Issuing CE certificates', () =>
      issueEndedSessionCertificates(sql, options.now?.()),
    ),
    // Monthly payments on their due dates, once each across instances (SKIP LOCKED, keys).
    every(env.PLAN_CHARGING_SECONDS * 1000, 'Charging monthly payments', () =>
      chargeDuePayments({
        sql,
        now: options.now,
        retryDays: env.PLAN_RETRY_DAYS,
        graceDays: env.PLAN_GRACE_DAYS,
      }),
    ),
    every(env.WAITING_LIST_SWEEP_SECONDS * 1000, 'Waiting-list offers', () =>
      sendWaitingListOffers(sql),
    ),
    every(HOUR, 'Pruning rate-limit hits', () => pruneRateLimitHits(sql)),
    every(HOUR, 'Pruning expired login sessions and links', () => pruneExpiredAuthRows(sql)),
    every(HOUR, 'Pruning stored results of writes', () => pruneRequestResults(sql)),
    // Visits are kept PAGE_VISITS_RETENTION_DAYS, so the table stops growing with traffic.
    every(HOUR, 'Pruning old page visits', () =>
      pruneOldVisits(sql, env.PAGE_VISITS_RETENTION_DAYS),
    ),
    // Sent e-mails (already without their bodies) are kept OUTBOX_RETENTION_DAYS.
    every(HOUR, 'Pruning sent e-mails', () => pruneSentEmails(sql, env.OUTBOX_RETENTION_DAYS)),
  ];

  return async () => {
    timers.forEach(clearInterval);
    await contentChanges.stop();
    await outbox.stop();
    await transport.close();
    await sql.end({ timeout: 5 });
  };
}
