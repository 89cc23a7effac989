import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Footer } from './footer';
import { TopBar } from './top-bar';
import type { NavItemsProps } from './nav-items';

type RootLayoutProps = Pick<NavItemsProps, 'user' | 'onSignOut'> & {
  /** What the page area shows instead of the route (while the first route's code loads). */
  children?: ReactNode;
};

export const MAIN_CONTENT_ID = 'main-content';

/** Frame of every page: skip link, top bar, the page, footer. */
export function RootLayout({ user, onSignOut, children }: RootLayoutProps) {
  const { t } = useTranslation('common');
  const mainRef = useRefocusOnNavigation();
  return (
    <div className="flex min-h-screen flex-col overflow-x-clip">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-indigo-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <TopBar user={user} onSignOut={onSignOut} />
      <main
        ref={mainRef}
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="min-h-screen flex-1 focus:outline-none"
      >
        {children ?? <Outlet />}
      </main>
      <Footer />
      {/* Scrolls to the top on navigation and to #anchors such as /#feedback. */}
      <ScrollRestoration />
    </div>
  );
}

/**
 * After moving to another page, focus that was lost with the old page (the link or button that
 * led away is gone, so it fell back to <body>) goes to the new page's content: the keyboard user
 * goes on from there instead of from the top of the document, and a screen reader reads the new
 * page. Focus a page placed itself (a form's first error, a heading) or that is still on a link
 * that stayed (the top bar, a sidebar) is left alone. Runs after the page's own effects.
 */
function useRefocusOnNavigation() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const focused = document.activeElement;
    if (focused === null || focused === document.body)
      mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}
