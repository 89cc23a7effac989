import { matchRoutes, type RouteObject } from 'react-router';

// A page's chunk is requested when the pointer rests on a link to it, when the link gets the
// keyboard's focus or a finger touches it: usually a few hundred milliseconds before the click.
// The chunk's own dependencies are requested only after it arrives (ADR 0019: no preloading
// helper), so this head start is what keeps a first visit to a page as quick as it was.

type LazyLoader = () => Promise<unknown>;

/** Starts loading the lazy routes a same-origin link leads to; returns the way to stop. */
export function prefetchOnIntent(routes: RouteObject[], root: Document = document): () => void {
  const started = new WeakSet<LazyLoader>();
  const onIntent = (event: Event) => {
    const target = event.target;
    const link = target instanceof Element ? target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    for (const { route } of matchRoutes(routes, link.pathname) ?? []) {
      const load = route.lazy;
      if (typeof load !== 'function' || started.has(load)) continue;
      started.add(load);
      // The router calls the same loader on navigation and gets the modules already fetched.
      // A failure here is the router's to report then, not this hint's.
      (load as LazyLoader)().catch(() => started.delete(load));
    }
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) root.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) root.removeEventListener(type, onIntent);
  };
}
