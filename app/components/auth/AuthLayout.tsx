import type { PageSection } from '~/content/queries';

/** An auth page: the content's intro (heading and text) above a narrow card holding the form. */
export function AuthLayout({
  intro,
  heading,
  children,
}: {
  intro: PageSection | undefined;
  /** A heading of the page's own, used when the content has none (e.g. /reset-password). */
  heading?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby="auth-title" className="bg-slate-50">
      <div className="mx-auto max-w-md px-4 py-16 sm:px-6">
        <h1 id="auth-title" className="text-3xl font-bold text-brand-900">
          {heading ?? intro?.heading}
        </h1>
        {intro?.body ? <p className="mt-3 text-slate-700">{intro.body}</p> : null}
        <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          {children}
        </div>
      </div>
    </section>
  );
}
