import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer';
import { TopBar } from './top-bar';
import type { NavItemsProps } from './nav-items';

type RootLayoutProps = Pick<NavItemsProps, 'user' | 'onSignOut'>;

export const MAIN_CONTENT_ID = 'main-content';

/** Frame of every page: skip link, top bar, the page, footer. */
export function RootLayout({ user, onSignOut }: RootLayoutProps) {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-screen flex-col overflow-x-clip">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-indigo-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <TopBar user={user} onSignOut={onSignOut} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      {/* Scrolls to the top on navigation and to #anchors such as /#feedback. */}
      <ScrollRestoration />
    </div>
  );
}
