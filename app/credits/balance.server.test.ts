/** The credit ledger’s balance and statement on real PostgreSQL: expiry, spends, what is left. */
import { beforeEach, describe, expect, it } from 'vitest';

import { creditLedgerHarness } from '../../tests/support/credit-ledger';
import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import {
  creditBalance,
  creditEntries,
  creditUsedOnOrder,
  grantCredit,
  returnSpend,
} from './ledger.server';

const { sql } = await createTestDatabase();

beforeEach(() => resetDatabase(sql));

const { STUDENT, JANE, T, MS, DAY, at, newOrder, grant, spend, available } =
  creditLedgerHarness(sql);

type Step =
  | { grant: string; cents: number; expiresIn?: number | null }
  | { spend: string; cents: number; at: number; refused?: number }
  | { giveBack: string };

describe('creditBalance', () => {
  // Each case: what happens in order (expiries and spends told from T), then the balance at
  // instants around T. A grant's last instant is 1 ms before its expiry.
  it.each<[string, Step[], [number, number][]]>([
    ['one grant', [{ grant: 'a', cents: 50_000 }], [[0, 50_000]]],
    [
      'grants add up',
      [
        { grant: 'a', cents: 50_000 },
        { grant: 'b', cents: 25_000, expiresIn: DAY },
      ],
      [[0, 75_000]],
    ],
    [
      'a spend lowers it',
      [
        { grant: 'a', cents: 50_000 },
        { spend: 's', cents: 40_000, at: 0 },
      ],
      [[0, 10_000]],
    ],
    [
      'a grant counts until the instant before its expiry, not at it',
      [{ grant: 'a', cents: 50_000, expiresIn: 0 }],
      [
        [-DAY, 50_000],
        [-MS, 50_000],
        [0, 0],
        [MS, 0],
      ],
    ],
    [
      'a spend of all of a grant leaves nothing to expire',
      [
        { grant: 'a', cents: 50_000, expiresIn: DAY },
        { spend: 's', cents: 50_000, at: 0 },
      ],
      [
        [DAY - MS, 0],
        [DAY, 0],
      ],
    ],
    [
      'a partial spend takes the soonest-expiring grant first (700 of 500 + 500)',
      [
        { grant: 'later', cents: 50_000, expiresIn: 2 * DAY },
        { grant: 'sooner', cents: 50_000, expiresIn: DAY },
        { spend: 's', cents: 70_000, at: 0 },
      ],
      [
        [0, 30_000],
        [DAY - MS, 30_000],
        // The sooner grant was used up: its expiry takes nothing.
        [DAY, 30_000],
        [2 * DAY - MS, 30_000],
        [2 * DAY, 0],
      ],
    ],
    [
      'what a partial spend left of the sooner grant lapses at its expiry (200 of 500 + 500)',
      [
        { grant: 'sooner', cents: 50_000, expiresIn: DAY },
        { grant: 'later', cents: 50_000, expiresIn: 2 * DAY },
        { spend: 's', cents: 20_000, at: 0 },
      ],
      [
        [DAY - MS, 80_000],
        [DAY, 50_000],
        [2 * DAY, 0],
      ],
    ],
    [
      'a grant that never expires is spent last',
      [
        { grant: 'forever', cents: 50_000, expiresIn: null },
        { grant: 'dated', cents: 50_000, expiresIn: DAY },
        { spend: 's', cents: 50_000, at: 0 },
      ],
      [
        [0, 50_000],
        [DAY, 50_000],
        [100 * DAY, 50_000],
      ],
    ],
    [
      'an expired grant is not spent from, at its very instant',
      [
        { grant: 'a', cents: 50_000, expiresIn: 0 },
        { spend: 'late', cents: 30_000, at: 0, refused: 0 },
        { spend: 'in-time', cents: 30_000, at: -MS },
      ],
      [
        [-MS, 20_000],
        [0, 0],
      ],
    ],
    [
      'a spend larger than the balance is refused and writes nothing',
      [
        { grant: 'a', cents: 30_000 },
        { grant: 'b', cents: 20_000, expiresIn: DAY },
        { spend: 'big', cents: 50_001, at: 0, refused: 50_000 },
        { spend: 'exact', cents: 50_000, at: 0 },
      ],
      [[0, 0]],
    ],
    [
      'a spend given back returns to the grants it took from',
      [
        { grant: 'sooner', cents: 30_000, expiresIn: DAY },
        { grant: 'later', cents: 30_000, expiresIn: 2 * DAY },
        { spend: 's', cents: 40_000, at: 0 },
        { giveBack: 's' },
      ],
      [
        [0, 60_000],
        [DAY, 30_000],
        [2 * DAY, 0],
      ],
    ],
    [
      'a spend given back after its grant expired counts for nothing',
      [
        { grant: 'dated', cents: 50_000, expiresIn: DAY },
        { grant: 'forever', cents: 20_000, expiresIn: null },
        { spend: 's', cents: 60_000, at: 0 },
        { giveBack: 's' },
      ],
      [
        [DAY - MS, 70_000],
        [DAY, 20_000],
      ],
    ],
  ])('%s', async (_, steps, balances) => {
    const orderId = await newOrder();
    for (const step of steps) {
      if ('grant' in step) {
        const expiresAt =
          step.expiresIn === undefined || step.expiresIn === null ? null : at(step.expiresIn);
        await grant(step.grant, step.cents, { expiresAt });
      } else if ('spend' in step) {
        const result = await spend(step.spend, step.cents, orderId, at(step.at));
        expect(result).toMatchObject(
          step.refused === undefined
            ? { ok: true }
            : { ok: false, reason: 'insufficient', availableCents: step.refused },
        );
      } else {
        expect(
          await returnSpend(sql, { email: JANE, key: step.giveBack, actor: STUDENT }),
        ).not.toBe(null);
      }
    }
    const seen = await Promise.all(
      balances.map(async ([offset]) => [offset, await available(at(offset))]),
    );
    expect(seen).toEqual(balances);
  });

  it('lists the grants it is made of, soonest expiring first, with what is left', async () => {
    const orderId = await newOrder();
    await grant('forever', 10_000);
    await grant('later', 20_000, { expiresAt: at(2 * DAY) });
    await grant('sooner', 30_000, { expiresAt: at(DAY) });
    await grant('gone', 40_000, { expiresAt: at(-MS) });
    // A day before T 'gone' expires soonest: the spend takes it all from there.
    await spend('s', 35_000, orderId, at(-DAY));
    const balance = await creditBalance(sql, JANE, T);
    // At T, the 5,000 left of 'gone' have lapsed.
    expect(balance.availableCents).toBe(60_000);
    expect(
      balance.grants.map((g) => [g.idempotencyKey, g.remainingCents, g.expiresAt, g.expired]),
    ).toEqual([
      ['sooner', 30_000, at(DAY).toISOString(), false],
      ['later', 20_000, at(2 * DAY).toISOString(), false],
      ['forever', 10_000, null, false],
    ]);
  });

  it('keeps addresses and currencies apart, and finds an address however it is written', async () => {
    await grant('a', 50_000, { email: ' Jane@Example.COM ' });
    await grant('b', 7_000, { currency: 'eur' });
    await grant('c', 9_000, { email: 'someone@example.com' });
    expect(await available(T, 'JANE@example.com')).toBe(50_000);
    expect((await creditBalance(sql, JANE, T, 'eur')).availableCents).toBe(7_000);
    expect(await available(T, 'nobody@example.com')).toBe(0);
  });
});

describe('creditEntries', () => {
  it('shows every entry newest first, grants with what is left and whether they expired', async () => {
    const orderId = await newOrder();
    await grantCredit(sql, {
      email: JANE,
      amountCents: 50_000,
      reason: 'cancellation',
      orderId,
      expiresAt: at(DAY),
      actor: STUDENT,
      note: 'Cancelled Clinical 1',
      key: `cancel:${orderId}:clinical1`,
    });
    await spend('s', 20_000, orderId, T);
    await returnSpend(sql, { email: JANE, key: 's', actor: { kind: 'system' } });
    await spend('s2', 5_000, orderId, T);
    const entries = await creditEntries(sql, JANE, at(DAY));
    expect(
      entries.map((e) => ({
        reason: e.reason,
        amountCents: e.amountCents,
        orderId: e.orderId,
        actor: [e.actorKind, e.actor],
        remaining: 'remainingCents' in e ? e.remainingCents : null,
        expired: 'expired' in e ? e.expired : null,
      })),
    ).toEqual([
      {
        reason: 'spent',
        amountCents: -5_000,
        orderId,
        actor: ['student', JANE],
        remaining: null,
        expired: null,
      },
      {
        reason: 'spend-returned',
        amountCents: 20_000,
        orderId,
        actor: ['system', null],
        remaining: null,
        expired: null,
      },
      {
        reason: 'spent',
        amountCents: -20_000,
        orderId,
        actor: ['student', JANE],
        remaining: null,
        expired: null,
      },
      {
        reason: 'cancellation',
        amountCents: 50_000,
        orderId,
        actor: ['student', JANE],
        remaining: 45_000,
        expired: true,
      },
    ]);
    expect(entries[1]!.returnsEntryId).toBe(entries[2]!.id);
    expect(entries[3]).toMatchObject({
      note: 'Cancelled Clinical 1',
      expiresAt: at(DAY).toISOString(),
    });
    expect(await creditUsedOnOrder(sql, orderId)).toBe(5_000);
  });
});
