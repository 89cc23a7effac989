// The server's links. The server-side build (vite.config.ts) hands this module to every import of
// 'react-router'; it is the library with Link and NavLink replaced. On the server a link only
// becomes an <a>: no click handler runs, nothing is prefetched, nothing navigates. React Router's
// own links still resolve their address, build a click handler and read the view-transition and
// prefetch state for each of the twenty or so links of a page, about a fifth of a vacancy page's
// render (issue 36). A link to a plain absolute address ("/vacancies/…", "/blog?x=1") is written
// here exactly as React Router writes it (server-router.test.tsx renders both and compares); any
// other link (relative, a location object, a basename, prefetching) is React Router's own.
import { createElement, forwardRef, useContext, type ForwardedRef } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  type LinkProps,
  type NavLinkProps,
  type NavLinkRenderProps,
} from 'react-router';

export * from 'react-router';

/**
 * An absolute address whose path React Router's resolution leaves as it is: no "." or ".."
 * segment, no empty segment, no trailing slash but the root's, no bare "?" or "#".
 */
const PLAIN_PATH = /^\/(?:[^/?#.][^/?#]*(?:\/[^/?#.][^/?#]*)*)?(?:\?[^#]+)?(?:#.+)?$/;

function isPlainPath(to: unknown): to is string {
  return typeof to === 'string' && PLAIN_PATH.test(to);
}

type LinkOptions = LinkProps & { mask?: unknown; defaultShouldRevalidate?: unknown };

function ServerLink(props: LinkOptions, ref: ForwardedRef<HTMLAnchorElement>) {
  const { basename } = useContext(NavigationContext);
  const {
    onClick,
    discover = 'render',
    prefetch = 'none',
    relative,
    reloadDocument,
    replace: _replace,
    mask,
    state: _state,
    target,
    to,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...rest
  } = props;
  if (
    !isPlainPath(to) ||
    basename !== '/' ||
    prefetch !== 'none' ||
    reloadDocument ||
    relative !== undefined ||
    mask !== undefined
  ) {
    return createElement(RouterLink, { ...props, ref });
  }
  return createElement('a', {
    ...rest,
    href: to,
    onClick,
    ref,
    target,
    'data-discover': discover === 'render' ? 'true' : undefined,
  });
}

export const Link = forwardRef(ServerLink);
Link.displayName = 'Link';

function ServerNavLink(props: NavLinkProps, ref: ForwardedRef<HTMLAnchorElement>) {
  const location = useLocation();
  const routerState = useContext(DataRouterStateContext);
  const {
    'aria-current': ariaCurrentProp = 'page',
    caseSensitive = false,
    className: classNameProp = '',
    end = false,
    style: styleProp,
    to,
    viewTransition,
    children,
    ...rest
  } = props;
  if (
    !isPlainPath(to) ||
    viewTransition === true ||
    rest.relative !== undefined ||
    routerState?.navigation.location
  ) {
    return createElement(RouterNavLink, { ...props, ref });
  }
  let toPathname = to.replace(/[?#].*$/, '');
  let locationPathname = location.pathname;
  if (!caseSensitive) {
    locationPathname = locationPathname.toLowerCase();
    toPathname = toPathname.toLowerCase();
  }
  const isActive =
    locationPathname === toPathname ||
    (!end &&
      locationPathname.startsWith(toPathname) &&
      locationPathname.charAt(toPathname.length) === '/');
  const renderProps: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  const className =
    typeof classNameProp === 'function'
      ? classNameProp(renderProps)
      : [classNameProp, isActive ? 'active' : null].filter(Boolean).join(' ');
  const style = typeof styleProp === 'function' ? styleProp(renderProps) : styleProp;
  return createElement(
    Link,
    {
      ...rest,
      'aria-current': isActive ? ariaCurrentProp : undefined,
      className,
      ref,
      style,
      to,
      viewTransition,
    },
    typeof children === 'function' ? children(renderProps) : children,
  );
}

export const NavLink = forwardRef(ServerNavLink);
NavLink.displayName = 'NavLink';
