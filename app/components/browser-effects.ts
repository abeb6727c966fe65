import { useLocation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';

import { cacheEntry, LOCATION_CACHE_KEY, readCachedRegion, readIpInfoAnswer } from '~/geo/region';

/**
 * Whether to show the Middle East & Africa link (docs/product.md#location-and-visits GET /api/ipinfo): the answer is kept in
 * local storage for 24 hours; a failed lookup is logged and the link stays hidden.
 */
export function useIsInMiddleEastOrAfrica(): boolean {
  const [flag, setFlag] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const cached = readCachedRegion(safeStorage()?.getItem(LOCATION_CACHE_KEY) ?? null, Date.now());
    if (cached !== null) {
      setFlag(cached);
      return;
    }
    fetch('/api/ipinfo', { headers: { Accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`GET /api/ipinfo answered ${response.status}`);
        return response.json();
      })
      .then((body) => {
        const answer = readIpInfoAnswer(body);
        if (answer === null) throw new Error('GET /api/ipinfo gave no isInMiddleEastOrAfrica');
        safeStorage()?.setItem(LOCATION_CACHE_KEY, cacheEntry(answer, Date.now()));
        if (!cancelled) setFlag(answer);
      })
      .catch((error) => console.warn('Location lookup failed:', error));
    return () => {
      cancelled = true;
    };
  }, []);
  return flag;
}

/** Reports each page the visitor opens, once per path (docs/product.md#location-and-visits); failures are ignored. */
export function useVisitBeacon() {
  const { pathname } = useLocation();
  const previousUrl = useRef<string | null>(null);
  useEffect(() => {
    const referrer = previousUrl.current ?? document.referrer;
    previousUrl.current = window.location.href;
    const body = JSON.stringify({ page: pathname, referrer, userAgent: navigator.userAgent });
    try {
      if (!navigator.sendBeacon?.('/api/analytics/track-visit', body)) {
        void fetch('/api/analytics/track-visit', { method: 'POST', body, keepalive: true }).catch(
          () => {},
        );
      }
    } catch {
      // Analytics never disturbs the page.
    }
  }, [pathname]);
}

/** Local storage, or nothing where the browser refuses it (private modes, blocked cookies). */
function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
