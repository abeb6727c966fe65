/**
 * Stripe's public test cards and test PaymentMethod ids, and what each does on confirmation
 * (https://docs.stripe.com/testing). Only the few the site's flows need.
 */
export type CardOutcome =
  | {
      ok: true;
      brand: string;
      last4: string;
      /** 3184: the bank asks for authentication on every payment, on or off session. */
      authentication?: 'always';
    }
  | {
      ok: false;
      brand: string;
      last4: string;
      code: 'card_declined' | 'incorrect_number' | 'expired_card' | 'incorrect_cvc';
      declineCode?: string;
      message: string;
      /** 0341: saving it to a customer succeeds; every charge is declined. */
      attachable?: boolean;
    };

const DECLINED = 'Your card was declined.';

const CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { ok: true, brand: 'visa', last4: '4242' },
  '5555555555554444': { ok: true, brand: 'mastercard', last4: '4444' },
  // Paid; their refunds change later (refunds.ts): 7726 pending then succeeded, 5126 failed.
  '4000000000007726': { ok: true, brand: 'visa', last4: '7726' },
  '4000000000005126': { ok: true, brand: 'visa', last4: '5126' },
  // Saved for later payments (issue 25): 0341 attaches and then declines; 3184 always asks
  // the customer to authenticate, so an off-session payment fails with authentication_required.
  '4000000000000341': {
    ok: false,
    brand: 'visa',
    last4: '0341',
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: DECLINED,
    attachable: true,
  },
  '4000002760003184': { ok: true, brand: 'visa', last4: '3184', authentication: 'always' },
  '4000000000000002': {
    ok: false,
    brand: 'visa',
    last4: '0002',
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: DECLINED,
  },
  '4000000000009995': {
    ok: false,
    brand: 'visa',
    last4: '9995',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': {
    ok: false,
    brand: 'visa',
    last4: '0069',
    code: 'expired_card',
    message: 'Your card has expired.',
  },
};

/** Test PaymentMethod ids usable from a server (`payment_method: 'pm_card_visa'`). */
const PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeCustomerFail: '4000000000000341',
  pm_card_authenticationRequired: '4000002760003184',
};

export function outcomeForCardNumber(number: string): CardOutcome {
  const digits = number.replace(/\D/g, '');
  const known = CARDS[digits];
  if (known) return known;
  const last4 = digits.slice(-4);
  if (!luhnValid(digits)) {
    return {
      ok: false,
      brand: 'unknown',
      last4,
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
    };
  }
  // Test mode refuses real card numbers.
  return {
    ok: false,
    brand: 'unknown',
    last4,
    code: 'card_declined',
    declineCode: 'test_mode_live_card',
    message:
      'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  };
}

/** The card number behind a test PaymentMethod id, or undefined for one we do not know. */
export function cardNumberForPaymentMethod(id: string): string | undefined {
  return PAYMENT_METHODS[id];
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
