/**
 * Stripe's objects as the stand-in returns them, its error answer, and the checks of request
 * parameters that answer as Stripe does (`parameter_missing`, `parameter_invalid_integer`...).
 */
import type { FormValue } from './form';

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: Record<string, unknown> | null;
  latest_charge: string | Charge | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: { type: 'use_stripe_sdk'; use_stripe_sdk: Record<string, string> } | null;
  payment_method: string | null;
  /** The types asked for (API 2026+: `allowed_payment_method_types`) and those usable. */
  allowed_payment_method_types: string[] | null;
  payment_method_types: string[];
  receipt_email: string | null;
  setup_future_usage: 'off_session' | 'on_session' | null;
  status: PaymentIntentStatus;
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  created: number;
  currency: string;
  customer: string | null;
  livemode: false;
  metadata: Record<string, string>;
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: {
    type: 'card';
    card: { brand: string; last4: string; exp_month: number; exp_year: number };
  };
  receipt_email: string | null;
  refunded: boolean;
  status: 'succeeded' | 'failed';
}

/** An error answer in Stripe's shape: `{ error: { type, code, message, param, ... } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; param?: string; [field: string]: unknown },
  ) {
    super(String(body.message));
  }
}

export const invalid = (message: string, param?: string, code?: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, param, code });

export function integer(value: FormValue | undefined, param: string): number {
  if (value === undefined)
    throw invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
  if (typeof value !== 'string' || !/^\d+$/.test(value)) {
    throw invalid(`Invalid integer: ${String(value)}`, param, 'parameter_invalid_integer');
  }
  return Number(value);
}

export function text(value: FormValue | undefined, param: string): string {
  if (value === undefined || value === '') {
    throw invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
  }
  if (typeof value !== 'string') throw invalid(`Invalid string: ${param}`, param);
  return value;
}

export function optionalText(value: FormValue | undefined): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function metadata(value: FormValue | undefined): Record<string, string> {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalid('Invalid object', 'metadata');
  }
  const entries = Object.entries(value).map(([key, entry]) => [key, String(entry)] as const);
  if (entries.length > 50) throw invalid('Metadata can have at most 50 keys.', 'metadata');
  return Object.fromEntries(entries);
}
