import { useEffect, useState } from 'react';

import { isSticky } from './format';
import { isMobileWidth } from './gallery';

/** Whether the page has scrolled past the sticky-header threshold; updated while scrolling. */
export function useStickyHeader(): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const update = () => setSticky(isSticky(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return sticky;
}

/** The mobile flag of docs/product.md#template-pages: a window 768 px wide or less; updated on resize. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const update = () => setMobile(isMobileWidth(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return mobile;
}
