import type { ReactNode } from 'react';

import { ColumnHeaders } from '~/components/ColumnHeaders';

/**
 * A staff list as a table that scrolls sideways on a narrow screen, captioned for screen
 * readers; `children` are its body rows.
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
  /** A Tailwind `min-w-[…]` class: the width below which the table scrolls. */
  minWidth: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${className} overflow-x-auto`}>
      <table className={`w-full ${minWidth} border-collapse text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <ColumnHeaders columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
