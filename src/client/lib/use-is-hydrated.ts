import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false while the page is HTML from the server (prerendered, scripts/prerender.ts) and during the
 * render that hydrates it, true from then on and in any page the client rendered itself. Controls
 * whose input would be lost before hydration stay disabled until then; links work either way.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
