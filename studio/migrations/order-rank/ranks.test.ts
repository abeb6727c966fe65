import { LexoRank } from 'lexorank';
import { describe, expect, it } from 'vitest';

import { type RankedDocument, ranksByOldOrder } from './ranks';

const doc = (_id: string, orderRank?: unknown, _type = 'faculty'): RankedDocument => ({
  _id,
  _type,
  ...(orderRank === undefined ? {} : { orderRank }),
});

/** The ids in the order their new ranks sort (as GROQ's order() sorts strings). */
const sorted = (ranks: Map<string, string>, ids: string[]) =>
  [...ids].sort((a, b) => (ranks.get(a)! < ranks.get(b)! ? -1 : 1));

describe('ranksByOldOrder', () => {
  it('ranks in the order of the old numbers, as the plugin resets them', () => {
    const docs = [doc('c', 30), doc('a', 10), doc('b', 20), doc('d', 25)];
    const ranks = ranksByOldOrder(docs);
    expect(sorted(ranks, ['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'd', 'c']);
    // The plugin's "Reset order": two steps from LexoRank.min() for each document.
    const first = LexoRank.min().genNext().genNext();
    expect(ranks.get('a')).toBe(first.toString());
    expect(ranks.get('b')).toBe(first.genNext().genNext().toString());
    // Every rank parses, so the plugin can place documents between them.
    for (const rank of ranks.values()) expect(() => LexoRank.parse(rank)).not.toThrow();
  });

  it('ranks each type on its own', () => {
    const ranks = ranksByOldOrder([
      doc('faculty.b', 20),
      doc('faculty.a', 10),
      doc('course.x', 60, 'course'),
      doc('course.y', 50, 'course'),
    ]);
    expect(ranks.get('faculty.a')).toBe(ranks.get('course.y'));
    expect(ranks.get('faculty.b')).toBe(ranks.get('course.x'));
  });

  it("gives a draft its published document's rank, and an unpublished draft its own", () => {
    const ranks = ranksByOldOrder([
      doc('a', 10),
      doc('drafts.a', 99), // an unpublished change of the number: the published one counts
      doc('b', 20),
      doc('drafts.c', 15),
      doc('versions.rSpring.b', 5),
    ]);
    expect(ranks.get('drafts.a')).toBe(ranks.get('a'));
    expect(ranks.get('versions.rSpring.b')).toBe(ranks.get('b'));
    expect(sorted(ranks, ['a', 'b', 'drafts.c'])).toEqual(['a', 'drafts.c', 'b']);
  });

  it('puts documents already ranked after the numbered ones, then those without any', () => {
    const ranks = ranksByOldOrder([
      doc('none'),
      doc('new2', '0|10000o:'),
      doc('old', 10),
      doc('new1', '0|100008:'),
    ]);
    expect(sorted(ranks, ['none', 'new2', 'old', 'new1'])).toEqual(['old', 'new1', 'new2', 'none']);
  });

  it('gives the same ranks when run again on its own result', () => {
    const docs = [doc('c', 30), doc('a', 10), doc('b', 20), doc('drafts.b', 20)];
    const once = ranksByOldOrder(docs);
    const twice = ranksByOldOrder(docs.map((d) => ({ ...d, orderRank: once.get(d._id) })));
    expect(twice).toEqual(once);
  });
});
