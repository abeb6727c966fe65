/** The credit ledger’s writers on real PostgreSQL: idempotency, its guards, concurrency. */
import { beforeEach, describe, expect, it } from 'vitest';

import { creditLedgerHarness } from '../../tests/support/credit-ledger';
import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import {
  CreditKeyConflict,
  creditUsedOnOrder,
  grantCredit,
  returnSpend,
  spendCredit,
} from './ledger.server';

const { sql } = await createTestDatabase();

beforeEach(() => resetDatabase(sql));

const { STUDENT, JANE, T, DAY, at, newOrder, grant, spend, available } = creditLedgerHarness(sql);

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
