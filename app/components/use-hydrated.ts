import { useEffect, useState } from 'react';

/** False in the server's HTML and the render that hydrates it, true from then on. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
