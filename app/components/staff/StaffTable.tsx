import type { ReactNode } from 'react';

import { ColumnHeaders } from '~/components/ColumnHeaders';
import { columnLabels, TABLE_CARDS_BOX } from '~/components/table-cards';

/**
 * A staff list as a table, captioned for screen readers; `children` are its body rows. Where
 * its box is narrower than the widest table (a phone, a tablet) each row is a card of labelled
 * lines instead, every column on screen: no sideways scroll hides the amount or the status.
 */
export function StaffTable({
  caption,
  columns,
  minWidth,
  className = 'mt-3',
  children,
}: {
  caption: string;
  columns: ReadonlyArray<{ label: string; numeric?: boolean }>;
  /** A Tailwind `min-w-[…]` class: the table's least width (narrower boxes show cards). */
  minWidth: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${className} ${TABLE_CARDS_BOX} overflow-x-auto`}>
      <table
        className={`table-cards w-full ${minWidth} border-collapse text-left text-sm`}
        style={columnLabels(columns)}
      >
        <caption className="sr-only">{caption}</caption>
        <ColumnHeaders columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
