/**
 * The code every page loads, in two chunks of the browser build (decision 0084): the packages
 * (React, React DOM, Remix) and the app's own (the root's frame, the texts' loader, helpers).
 * Left to itself, Rollup makes a chunk of each set of routes that share a module, and every page
 * named some twenty files before its route's own, each a request of its own. "Every page" is
 * what the browser entry and the root route import statically: what only some routes or a lazy
 * import reach stays in Rollup's own chunks, so no page loads more than before.
 */
import type { Rollup } from 'vite';

/** The browser entry, and the root route's entry in Remix's client build. */
const FRAME_ENTRY = /\/app\/(entry\.client\.tsx|root\.tsx\?__remix-build-client-route)$/;

export function everyPageChunks(): Rollup.GetManualChunk {
  let everyPage: Set<string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    everyPage ??= staticallyReached(
      [...getModuleIds()].filter((one) => FRAME_ENTRY.test(one) && getModuleInfo(one)?.isEntry),
      getModuleInfo,
    );
    // Entries keep their own chunks (Remix's manifest names them); styles stay Vite's.
    if (!everyPage.has(id) || getModuleInfo(id)?.isEntry || /\.css($|\?)/.test(id)) return null;
    return id.includes('/node_modules/') ? 'packages' : 'frame';
  };
}

function staticallyReached(from: string[], getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const reached = new Set<string>();
  const visit = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  from.forEach(visit);
  return reached;
}
