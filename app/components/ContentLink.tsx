import { Link } from '@remix-run/react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

import { isSitePath, safeHref } from '~/lib/safe-href';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The link as the content gives it; see safeHref for what is kept. */
  href: string | null | undefined;
  children: ReactNode;
};

/**
 * A link whose address comes from the content: site paths navigate in-app, http(s), mailto and
 * tel URLs are plain links, and anything else (`javascript:`, `data:`, ...) shows only its text.
 */
export function ContentLink({ href, children, ...rest }: Props) {
  const safe = safeHref(href);
  if (!safe) return <span>{children}</span>;
  if (isSitePath(safe)) {
    return (
      <Link to={safe} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={safe} {...rest}>
      {children}
    </a>
  );
}
