import { paths } from '../../paths';

/** Where to go after signing in: the page the guard sent the user away from, else the dashboard. */
export function destinationAfterSignIn(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)
    ?.from;
  if (typeof from?.pathname !== 'string' || !from.pathname.startsWith('/')) return paths.dashboard;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}

/**
 * The router state the guarded page was opened with (say, a job to practise for), handed back
 * when the user returns to it, so what they were about to do is not lost to signing in.
 */
export function stateAfterSignIn(state: unknown): unknown {
  return (state as { from?: { state?: unknown } } | null)?.from?.state ?? null;
}
