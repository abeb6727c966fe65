import type { ReactNode } from 'react';

/** A titled part of an account tab, named by its heading for screen readers. */
export function PanelSection({
  id,
  title,
  children,
}: {
  /** The heading's id. */
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
