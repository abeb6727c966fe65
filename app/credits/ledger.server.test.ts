/** The credit ledger on real PostgreSQL: balances, expiry, idempotency, its guards, concurrency. */
import { beforeEach, describe, expect, it } from 'vitest';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import {
  type Actor,
  creditBalance,
  creditEntries,
  CreditKeyConflict,
  creditUsedOnOrder,
  grantCredit,
  type GrantReason,
  returnSpend,
  spendCredit,
} from './ledger.server';

const { sql } = await createTestDatabase();

beforeEach(() => resetDatabase(sql));

const STAFF: Actor = { kind: 'staff', email: 'registrar@example.com' };
const STUDENT: Actor = { kind: 'student', email: 'jane@example.com' };
const JANE = 'jane@example.com';

/** The instant the cases are told from: later than any test run, so every grant is given before. */
const T = new Date('2031-03-01T08:00:00.000Z');
const MS = 1;
const DAY = 86_400_000;
const at = (offset: number) => new Date(T.getTime() + offset);

async function newOrder(email = JANE) {
  const [row] = await sql<{ id: string }[]>`
    insert into orders (email, name, phone, selected_items, course_ids, amount_cents,
                        request_fingerprint)
    values (${email}, 'Dr. Jane', '+1 310 555 0100', ${sql.array(['clinical1'])},
            ${sql.array(['clinical1'])}, 650000, ${`fp-${Math.random()}`})
    returning id`;
  return row!.id;
}

function grant(
  key: string,
  amountCents: number,
  fields: { expiresAt?: Date | null; email?: string; currency?: string; reason?: GrantReason } = {},
) {
  return grantCredit(sql, {
    email: fields.email ?? JANE,
    amountCents,
    currency: fields.currency,
    reason: fields.reason ?? 'staff-grant',
    expiresAt: fields.expiresAt,
    actor: STAFF,
    key,
  });
}

async function spend(key: string, amountCents: number, orderId: string, now?: Date) {
  return sql.begin((tx) =>
    spendCredit(tx, { email: JANE, amountCents, orderId, key, actor: STUDENT, now }),
  );
}

const available = async (now: Date, email = JANE) =>
  (await creditBalance(sql, email, now)).availableCents;

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

describe('idempotency', () => {
  const count = async () =>
    (await sql<{ n: number }[]>`select count(*)::int as n from credit_entries`)[0]!.n;

  it('grants once per address and key, and refuses the key for a different grant', async () => {
    const first = await grant('cancel:1', 50_000, { expiresAt: at(DAY) });
    const again = await grant('cancel:1', 50_000, { expiresAt: at(DAY) });
    expect(again).toEqual(first);
    expect(await count()).toBe(1);
    await expect(grant('cancel:1', 40_000, { expiresAt: at(DAY) })).rejects.toThrow(
      CreditKeyConflict,
    );
    await expect(grant('cancel:1', 50_000, { expiresAt: at(2 * DAY) })).rejects.toThrow(
      CreditKeyConflict,
    );
    // The key is the address's own: another address may use it.
    await grant('cancel:1', 50_000, { email: 'other@example.com' });
    expect(await count()).toBe(2);
    expect(await available(T)).toBe(50_000);
  });

  it('grants once when the same key is written by two transactions at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        sql.begin((tx) =>
          grantCredit(tx, {
            email: JANE,
            amountCents: 50_000,
            reason: 'academy-cancellation',
            actor: { kind: 'system' },
            key: 'academy-cancel:session-1',
          }),
        ),
      ),
    );
    expect(new Set(results.map((entry) => entry.id)).size).toBe(1);
    expect(await count()).toBe(1);
  });

  it('spends once per key, even when what is left would no longer cover it', async () => {
    const orderId = await newOrder();
    await grant('a', 50_000);
    const first = await spend('order:1', 40_000, orderId, T);
    const again = await spend('order:1', 40_000, orderId, T);
    expect(first).toMatchObject({ ok: true });
    expect(again).toEqual(first);
    expect(await available(T)).toBe(10_000);
    expect(await count()).toBe(2);
    await expect(spend('order:1', 30_000, orderId, T)).rejects.toThrow(CreditKeyConflict);
    // A grant's key is not a spend's.
    await expect(spend('a', 50_000, orderId, T)).rejects.toThrow(CreditKeyConflict);
  });

  it('gives a spend back once, and nothing for a key that spent nothing', async () => {
    const orderId = await newOrder();
    await grant('a', 50_000);
    await spend('order:1', 40_000, orderId, T);
    const back = { email: JANE, key: 'order:1', actor: STUDENT };
    const first = await returnSpend(sql, back);
    const [again, concurrent] = await Promise.all([
      returnSpend(sql, back),
      sql.begin((tx) => returnSpend(tx, back)),
    ]);
    expect(again).toEqual(first);
    expect(concurrent).toEqual(first);
    expect(await returnSpend(sql, { ...back, key: 'order:2' })).toBe(null);
    await expect(returnSpend(sql, { ...back, key: 'a' })).rejects.toThrow(CreditKeyConflict);
    expect(await available(T)).toBe(50_000);
    expect(await count()).toBe(3);
    // Given back, the key is used up: it never answers ok for credit no longer taken, and a
    // new attempt spends with a new key.
    expect(await spend('order:1', 40_000, orderId, T)).toMatchObject({
      ok: false,
      reason: 'returned',
    });
    expect(await available(T)).toBe(50_000);
    expect(await spend('order:1:2', 40_000, orderId, T)).toMatchObject({ ok: true });
    expect(await available(T)).toBe(10_000);
    expect(await creditUsedOnOrder(sql, orderId)).toBe(40_000);
  });

  it('refuses amounts that are not positive whole cents and empty keys', async () => {
    await expect(grant('a', 0)).rejects.toThrow(RangeError);
    await expect(grant('a', -5)).rejects.toThrow(RangeError);
    await expect(grant('a', 10.5)).rejects.toThrow(RangeError);
    await expect(grant('', 100)).rejects.toThrow(RangeError);
    await expect(spend('s', 0, await newOrder(), T)).rejects.toThrow(RangeError);
    expect(await count()).toBe(0);
  });
});

describe('the ledger’s guards', () => {
  async function spendRows() {
    const orderId = await newOrder();
    const a = await grant('a', 50_000);
    await spend('s', 40_000, orderId, T);
    return { orderId, grantId: a.id };
  }

  it('refuses to change or delete an entry or an allocation', async () => {
    await spendRows();
    await expect(sql`update credit_entries set amount_cents = 1`).rejects.toThrow(/append-only/);
    await expect(sql`delete from credit_entries`).rejects.toThrow(/append-only/);
    await expect(sql`update credit_allocations set amount_cents = -1`).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from credit_allocations`).rejects.toThrow(/append-only/);
    expect(await available(T)).toBe(10_000);
  });

  it('refuses a spend whose parts do not add up, or take more than a grant holds', async () => {
    const { orderId, grantId } = await spendRows();
    const insertSpend = (key: string, cents: number, parts: number[]) =>
      sql.begin(async (tx) => {
        const [row] = await tx<{ id: string }[]>`
          insert into credit_entries (email_normalized, amount_cents, currency, reason, order_id,
                                      actor_kind, idempotency_key)
          values (${JANE}, ${-cents}, 'usd', 'spent', ${orderId}, 'system', ${key})
          returning id`;
        for (const part of parts)
          await tx`insert into credit_allocations values (${row!.id}, ${grantId}, ${-part})`;
      });
    await expect(insertSpend('none', 100, [])).rejects.toThrow(/parts add up to 0 cents/);
    await expect(insertSpend('more', 10_001, [10_001])).rejects.toThrow(/more than a grant holds/);
    await expect(insertSpend('ok', 10_000, [10_000])).resolves.toBeUndefined();
    expect(await available(T)).toBe(0);
  });

  it('refuses a grant that takes from grants, expires before it is given, or a wrong sign', async () => {
    const { orderId, grantId } = await spendRows();
    await expect(
      sql.begin(async (tx) => {
        const [row] = await tx<{ id: string }[]>`
          insert into credit_entries (email_normalized, amount_cents, currency, reason,
                                      actor_kind, idempotency_key)
          values (${JANE}, 100, 'usd', 'staff-grant', 'system', 'g') returning id`;
        await tx`insert into credit_allocations values (${row!.id}, ${grantId}, 100)`;
      }),
    ).rejects.toThrow(/cannot take from other grants/);
    await expect(grant('past', 100, { expiresAt: new Date(Date.now() - DAY) })).rejects.toThrow(
      /check/,
    );
    await expect(
      sql`insert into credit_entries (email_normalized, amount_cents, currency, reason, order_id,
                                      actor_kind, idempotency_key)
          values (${JANE}, 100, 'usd', 'spent', ${orderId}, 'system', 'positive-spend')`,
    ).rejects.toThrow(/check/);
    await expect(
      sql`insert into credit_entries (email_normalized, amount_cents, currency, reason,
                                      actor_kind, idempotency_key)
          values (${JANE}, 100, 'usd', 'staff-grant', 'staff', 'no-staff-member')`,
    ).rejects.toThrow(/check/);
  });

  it('refuses a return that does not give back exactly what its spend took', async () => {
    const { orderId, grantId } = await spendRows();
    const [spent] = await sql<{ id: string }[]>`
      select id from credit_entries where reason = 'spent'`;
    await expect(
      sql.begin(async (tx) => {
        const [row] = await tx<{ id: string }[]>`
          insert into credit_entries (email_normalized, amount_cents, currency, reason, order_id,
                                      returns_entry_id, actor_kind, idempotency_key)
          values (${JANE}, 30000, 'usd', 'spend-returned', ${orderId}, ${spent!.id}, 'system',
                  'partial-return')
          returning id`;
        await tx`insert into credit_allocations values (${row!.id}, ${grantId}, 30000)`;
      }),
    ).rejects.toThrow(/does not give back exactly/);
  });
});

describe('two checkouts at once', () => {
  /** Resolves when `n` callers have arrived, for every one of them. */
  function barrier(n: number) {
    let arrived = 0;
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return () => {
      if (++arrived === n) open();
      return opened;
    };
  }

  const spendTogether = (
    together: () => Promise<void>,
    key: string,
    amountCents: number,
    orderId: string,
  ) =>
    sql.begin(async (tx) => {
      // Both transactions have begun and read before either spends.
      await tx`select 1`;
      await together();
      const result = await spendCredit(tx, {
        email: JANE,
        amountCents,
        orderId,
        key,
        actor: STUDENT,
        now: T,
      });
      // Stay open a little: a spend that did not wait for the other would decide now.
      await tx`select pg_sleep(0.05)`;
      return result;
    });

  it('lets exactly one of two $400 spends of a $500 balance through', async () => {
    for (let round = 0; round < 5; round++) {
      await resetDatabase(sql);
      const [first, second] = [await newOrder(), await newOrder()];
      await grant('a', 30_000, { expiresAt: at(DAY) });
      await grant('b', 20_000);
      const together = barrier(2);
      const results = await Promise.all([
        spendTogether(together, `order:${first}`, 40_000, first),
        spendTogether(together, `order:${second}`, 40_000, second),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok)).toEqual([
        { ok: false, reason: 'insufficient', availableCents: 10_000 },
      ]);
      expect(await available(T)).toBe(10_000);
    }
  });

  it('lets as many spends through as the balance covers, and no more', async () => {
    const orders = await Promise.all(Array.from({ length: 4 }, () => newOrder()));
    await grant('a', 50_000);
    const together = barrier(orders.length);
    const results = await Promise.all(
      orders.map((orderId) => spendTogether(together, `order:${orderId}`, 20_000, orderId)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(2);
    expect(await available(T)).toBe(10_000);
  });
});
