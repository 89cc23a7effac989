import { flushSync } from 'react-dom';

/**
 * ReactDOM.flushSync in the shape RouterProvider's `flushSync` prop takes, so a navigation can ask
 * to be rendered at once (`navigate(to, { flushSync: true })`, as sign-out does).
 * `react-router/dom`'s RouterProvider passes it too, but under Vitest that entry point loads a
 * second copy of the router (ESM beside CJS), so main.tsx and the tests hand it over themselves.
 */
export function flushRouterUpdate(update: () => unknown): undefined {
  flushSync(update);
  return undefined;
}
