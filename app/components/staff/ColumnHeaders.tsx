/** A staff table's header row: one `<th scope="col">` per column, numbers aligned right. */
export function ColumnHeaders({
  columns,
  className = 'border-b border-slate-300 text-slate-700',
}: {
  columns: ReadonlyArray<{ label: string; numeric?: boolean }>;
  className?: string;
}) {
  return (
    <thead>
      <tr className={className}>
        {columns.map(({ label, numeric }, index) => (
          <th
            key={label}
            scope="col"
            className={[
              'py-2',
              index < columns.length - 1 ? 'pr-4' : '',
              numeric ? 'text-right' : '',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
