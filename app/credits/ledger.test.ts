/** The credit ledger's pure rules: the order spends take grants in, and an entry's words. */
import { describe, expect, it } from 'vitest';

import en from '~/i18n/en';
import es from '~/i18n/es';
import { translate } from '~/i18n/translate';

import {
  allocateSpend,
  type CreditEntry,
  describeCreditEntry,
  type SpendableGrant,
} from './ledger';

const T = new Date('2031-03-01T08:00:00.000Z');
const DAY = 86_400_000;

const grant = (
  id: string,
  remainingCents: number,
  expiresIn: number | null,
  createdAgo = DAY,
): SpendableGrant => ({
  id,
  remainingCents,
  expiresAt: expiresIn === null ? null : new Date(T.getTime() + expiresIn),
  createdAt: new Date(T.getTime() - createdAgo),
});

describe('allocateSpend', () => {
  it.each<[string, SpendableGrant[], number, [string, number][] | null]>([
    ['one grant covers it', [grant('1', 500, DAY)], 400, [['1', 400]]],
    ['exactly all of it', [grant('1', 500, DAY)], 500, [['1', 500]]],
    ['a cent more than there is', [grant('1', 500, DAY), grant('2', 100, null)], 601, null],
    ['nothing to spend from', [], 1, null],
    [
      'the soonest expiry first, whatever order they come in',
      [grant('1', 300, 3 * DAY), grant('2', 300, DAY), grant('3', 300, 2 * DAY)],
      700,
      [
        ['2', 300],
        ['3', 300],
        ['1', 100],
      ],
    ],
    [
      'never-expiring grants last, even the oldest',
      [grant('1', 300, null, 10 * DAY), grant('2', 300, 30 * DAY)],
      400,
      [
        ['2', 300],
        ['1', 100],
      ],
    ],
    [
      'the same expiry: the oldest grant first',
      [grant('1', 300, DAY, DAY), grant('2', 300, DAY, 2 * DAY)],
      400,
      [
        ['2', 300],
        ['1', 100],
      ],
    ],
    [
      'the same expiry and age: the lower id first, as a number (9 before 10)',
      [grant('10', 300, DAY), grant('9', 300, DAY)],
      400,
      [
        ['9', 300],
        ['10', 100],
      ],
    ],
    [
      'grants used up are passed over',
      [grant('1', 0, DAY), grant('2', 300, 2 * DAY)],
      200,
      [['2', 200]],
    ],
  ])('%s', (_, grants, cents, parts) => {
    const result = allocateSpend(grants, cents);
    expect(result && result.map((part) => [part.grantId, part.cents])).toEqual(parts);
  });
});

describe('describeCreditEntry', () => {
  const entry: CreditEntry = {
    id: '1',
    email: 'jane@example.com',
    reason: 'cancellation',
    amountCents: 325_000,
    currency: 'usd',
    orderId: '3f2a9c1b-0000-4000-8000-000000000000',
    expiresAt: '2027-04-01T07:00:00.000Z',
    returnsEntryId: null,
    actorKind: 'student',
    actor: 'jane@example.com',
    note: null,
    idempotencyKey: 'k',
    createdAt: '2026-11-27T10:00:00.000Z',
  };
  const inEnglish = (key: string, options?: Record<string, unknown>) =>
    translate(en, 'en', key, options);
  const inSpanish = (key: string, options?: Record<string, unknown>) =>
    translate(es, 'es', key, options);

  it.each([
    [
      'a grant that expires',
      entry,
      {
        reason: 'Credit for a cancelled registration',
        amount: '$3,250.00',
        order: '3F2A9C1B',
        expiry: 'Use by Apr 1, 2027, 00:00 PDT',
      },
    ],
    [
      'a grant that expired',
      { ...entry, remainingCents: 100, expired: true, reason: 'academy-cancellation' as const },
      {
        reason: 'Credit for a session the academy cancelled',
        amount: '$3,250.00',
        order: '3F2A9C1B',
        expiry: 'Expired Apr 1, 2027, 00:00 PDT',
      },
    ],
    [
      'a staff grant that never expires',
      { ...entry, reason: 'staff-grant' as const, orderId: null, expiresAt: null },
      {
        reason: 'Credit from the academy',
        amount: '$3,250.00',
        order: null,
        expiry: 'Does not expire',
      },
    ],
    [
      'a spend',
      { ...entry, reason: 'spent' as const, amountCents: -40_000, expiresAt: null },
      { reason: 'Used for a registration', amount: '−$400.00', order: '3F2A9C1B', expiry: null },
    ],
  ])('%s', (_, described, expected) => {
    expect(describeCreditEntry(described, 'en', inEnglish)).toEqual(expected);
  });

  it('writes it in Spanish', () => {
    expect(describeCreditEntry(entry, 'es', inSpanish)).toEqual({
      reason: 'Crédito por una inscripción cancelada',
      amount: 'USD 3,250.00',
      order: '3F2A9C1B',
      expiry: 'Úselo antes del 1 abr 2027, 00:00 PDT',
    });
  });
});
