/** A table's header row: one `<th scope="col">` per column, numbers aligned right. */
export function ColumnHeaders({
  columns,
  className = 'border-b border-slate-300 text-slate-700',
  headClassName,
}: {
  columns: ReadonlyArray<{ label: string; numeric?: boolean }>;
  className?: string;
  /** The `<thead>`'s classes (a table that turns into cards on a phone hides it there). */
  headClassName?: string;
}) {
  return (
    <thead className={headClassName}>
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
