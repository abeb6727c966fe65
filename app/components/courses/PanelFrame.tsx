import { useTranslation } from '~/i18n/translation';

import { panelHeadingId, pathwaysHeadingId, scrollToAndFocus } from './scroll';

/** A detail panel: its heading (focused when chosen), content, and a way back up. */
export function PanelFrame({
  title,
  eyebrow,
  children,
}: {
  title: string;
  eyebrow?: string | null;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article
      aria-labelledby={panelHeadingId}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-widest text-accent-700">{eyebrow}</p>
      ) : null}
      <h3
        id={panelHeadingId}
        tabIndex={-1}
        className="mt-1 scroll-mt-32 text-2xl font-bold text-brand-900 sm:text-3xl"
      >
        {title}
      </h3>
      {children}
      <p className="mt-8 border-t border-slate-200 pt-6">
        <a
          href="#pathways"
          onClick={backToPathways}
          className="inline-flex items-center gap-2 rounded-md border-2 border-brand-900 px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50"
        >
          <span aria-hidden="true">↑</span>
          {t('courses.details.backToTop')}
        </a>
      </p>
    </article>
  );
}

/** Scrolls up to the pathways and moves focus there, keeping the URL (and the chosen panel). */
function backToPathways(event: React.MouseEvent<HTMLAnchorElement>) {
  const pathways = document.getElementById('pathways');
  if (!pathways) return; // the link's own jump still works
  event.preventDefault();
  scrollToAndFocus(pathways, pathwaysHeadingId);
}

/** A small heading inside a panel. */
export function PanelHeading({ children }: { children: React.ReactNode }) {
  return <h4 className="mt-8 text-lg font-bold text-slate-900">{children}</h4>;
}
