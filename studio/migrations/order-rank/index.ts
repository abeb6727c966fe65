/**
 * Hosted datasets: turns the old order numbers (`orderRank`: 10, 20, ...) into the LexoRank
 * strings of the drag-and-drop lists, in the same order. Run once per dataset from studio/ (see
 * studio/README.md): `npx sanity migration run order-rank` (a dry run), then with `--no-dry-run`.
 * Safe to run again: ranks already in place are given again in their order.
 */
import { at, defineMigration, patch, set } from 'sanity/migrate';

import { ORDERABLE_TYPES } from '../../schemaTypes';
import { type RankedDocument, ranksByOldOrder } from './ranks';

export default defineMigration({
  title: 'Order numbers to drag-and-drop ranks (orderRank)',
  documentTypes: [...ORDERABLE_TYPES],
  async *migrate(documents) {
    const all: RankedDocument[] = [];
    for await (const doc of documents()) all.push(doc);
    const ranks = ranksByOldOrder(all);
    for (const doc of all) {
      const rank = ranks.get(doc._id);
      if (rank !== undefined && doc.orderRank !== rank)
        yield patch(doc._id, at('orderRank', set(rank)));
    }
  },
});
