/** A course's cancellation as /account shows it (offers.server.ts). No server imports. */
import { z } from 'zod';

import type { Assessment } from './assessment';

export type CancelOffer = {
  orderId: string;
  /**
   * Of a cancellable amount, what the card's charges can take back: less than the amount for an
   * order paid partly with credit (the rest comes back as credit), 0 for one paid with credit.
   */
  cardCents?: number;
} & Assessment;

/** The form that confirms a cancellation: the quote it was shown with, to be checked again. */
export const cancelCourseSchema = z.object({
  intent: z.literal('cancel-course'),
  orderId: z.string().uuid(),
  courseId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  destination: z.enum(['card', 'credit']).default('card'),
  percent: z.coerce.number().int().min(0).max(100),
  amountCents: z.coerce.number().int().min(0).max(100_000_000),
});
