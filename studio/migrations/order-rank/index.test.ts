import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { SanityDocument } from 'sanity';
import { collectMigrationMutations, type MigrationContext } from 'sanity/migrate';
import { describe, expect, it } from 'vitest';

import { ORDERABLE_TYPES } from '../../schemaTypes';
import migration from './index';

const seed = readFileSync(fileURLToPath(new URL('../../seed/data.ndjson', import.meta.url)), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as SanityDocument);
const orderable = seed.filter((doc) => (ORDERABLE_TYPES as string[]).includes(doc._type));

/** The migration run over `documents` as `sanity migration run` runs it: the new rank per id. */
async function migrate(documents: SanityDocument[]) {
  const context = { client: {}, filtered: {}, dryRun: true } as unknown as MigrationContext;
  async function* all() {
    yield* documents;
  }
  const patched = new Map<string, unknown>();
  for await (const output of collectMigrationMutations(migration, all, context)) {
    for (const mutation of [output].flat()) {
      if (mutation.type !== 'patch') throw new Error(`unexpected ${mutation.type}`);
      for (const { path, op } of [mutation.patches].flat()) {
        expect(path).toEqual(['orderRank']);
        expect(op.type).toBe('set');
        patched.set(mutation.id, (op as { value: unknown }).value);
      }
    }
  }
  return patched;
}

describe('the order-rank migration', () => {
  it('covers the orderable types', () => {
    expect(migration.documentTypes).toEqual(ORDERABLE_TYPES);
  });

  it("turns the old numbers into the seed's ranks (the seed was converted the same way)", async () => {
    // The seed as it was: 10, 20, 30 ... in the order of today's ranks, within each type.
    const before = orderable.map((doc) => {
      const sameType = orderable
        .filter((other) => other._type === doc._type)
        .map((other) => other.orderRank as string)
        .sort();
      return { ...doc, orderRank: (sameType.indexOf(doc.orderRank as string) + 1) * 10 };
    });
    const patched = await migrate(before);
    expect(patched.size).toBe(orderable.length);
    for (const doc of orderable) expect(patched.get(doc._id), doc._id).toBe(doc.orderRank);
  });

  it('changes nothing when run again', async () => {
    expect((await migrate(orderable)).size).toBe(0);
  });
});
