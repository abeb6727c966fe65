/**
 * Tables that become cards where their box is narrow (app/tailwind.css's `.table-cards`): the
 * table names its columns in custom properties, which each card's lines show before their
 * values. Only classes and a style: the cells' markup stays that of a table (issue 48, item 9).
 */
import type { CSSProperties } from 'react';

/** The box around a card table: its width decides between table and cards. */
export const TABLE_CARDS_BOX = 'table-cards-box';

/**
 * The table's `style`: `--col-1`, `--col-2`… as CSS strings (JSON's escaping of quotes and
 * backslashes is CSS's), one per column in order.
 */
export function columnLabels(columns: ReadonlyArray<{ label: string }>): CSSProperties {
  return Object.fromEntries(
    columns.map(({ label }, index) => [`--col-${index + 1}`, JSON.stringify(label)]),
  ) as CSSProperties;
}
