/** How the Stripe stand-in is started (server.ts); its routes read them too. */
export interface StripeStandInOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where events are posted (the site's /api/stripe/webhook); none: events are only kept. */
  webhookUrl?: string;
  /** Waits before each retry of a failed delivery. */
  retryDelaysMs?: number[];
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /**
   * How long after its creation a refund on a refund test card changes status (Stripe: minutes).
   * None: only when `settleRefunds()` is called.
   */
  refundSettleMs?: number;
}
