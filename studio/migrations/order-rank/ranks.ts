/**
 * Order numbers to drag-and-drop ranks: gives every document of an orderable type a LexoRank
 * `orderRank`, in the order of its old number, spaced as the plugin's own "Reset order" spaces
 * them (two steps apart from LexoRank.min(), so there is room to drop documents in between).
 * Pure, so the seed conversion, the hosted migration (index.ts) and the tests share it.
 */
import { LexoRank } from 'lexorank';
import { getPublishedId } from 'sanity';

export type RankedDocument = { _id: string; _type: string; orderRank?: unknown };

/**
 * The new `orderRank` of every document id given, per type: old numbers first (ascending), then
 * documents that already have a rank string (in its order: documents created with the new Studio
 * before the migration ran, or every document when it runs twice), then documents without either;
 * ties by id. The published version's value decides for all versions of a document.
 */
export function ranksByOldOrder(documents: readonly RankedDocument[]): Map<string, string> {
  const byType = new Map<string, Map<string, RankedDocument[]>>();
  for (const doc of documents) {
    const ofType = byType.get(doc._type) ?? new Map<string, RankedDocument[]>();
    byType.set(doc._type, ofType);
    const key = getPublishedId(doc._id);
    ofType.set(key, [...(ofType.get(key) ?? []), doc]);
  }

  const ranks = new Map<string, string>();
  for (const ofType of byType.values()) {
    const positions = [...ofType.entries()].map(([publishedId, versions]) => {
      const published = versions.find((doc) => doc._id === publishedId);
      const value = (published ?? versions[0]!).orderRank;
      return { publishedId, versions, value };
    });
    positions.sort((a, b) => {
      const group = (value: unknown) =>
        typeof value === 'number' && Number.isFinite(value) ? 0 : typeof value === 'string' ? 1 : 2;
      return (
        group(a.value) - group(b.value) ||
        (typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : 0) ||
        (typeof a.value === 'string' && typeof b.value === 'string'
          ? byCodeUnits(a.value, b.value)
          : 0) ||
        byCodeUnits(a.publishedId, b.publishedId)
      );
    });
    let rank = LexoRank.min();
    for (const { versions } of positions) {
      rank = rank.genNext().genNext();
      for (const doc of versions) ranks.set(doc._id, rank.toString());
    }
  }
  return ranks;
}

/** The order GROQ's `order()` gives strings (and LexoRank relies on): by UTF-16 code units. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
