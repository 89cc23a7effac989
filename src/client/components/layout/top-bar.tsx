import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../logo';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { container } from '../ui-classes';
import { LanguageSwitcher } from './language-switcher';
import { NavItems, type NavItemsProps } from './nav-items';

type TopBarProps = Omit<NavItemsProps, 'layout' | 'onNavigate'>;

/** Logo, main navigation and language; below the md breakpoint the links fold into a menu. */
export function TopBar({ user, onSignOut }: TopBarProps) {
  const { t } = useTranslation('common');
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const isHydrated = useIsHydrated();
  const closeMenu = () => setIsMenuOpen(false);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isMenuOpen) return;
    closeMenu();
    menuButton.current?.focus();
  };

  return (
    <header
      className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur"
      onKeyDown={closeOnEscape}
    >
      <div className={`${container} flex items-center gap-2 py-3`}>
        <Logo onNavigate={closeMenu} />
        <nav aria-label={t('nav.main')} className="ml-auto hidden md:block">
          <NavItems user={user} onSignOut={onSignOut} layout="row" />
        </nav>
        <div className="ml-auto flex items-center gap-2 md:ml-2">
          <LanguageSwitcher />
          <button
            ref={menuButton}
            type="button"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            disabled={!isHydrated}
            onClick={() => setIsMenuOpen((isOpen) => !isOpen)}
            className="inline-flex size-10 items-center justify-center rounded-lg border border-slate-300 text-slate-800 hover:bg-slate-100 md:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current">
              <path
                strokeWidth="2"
                strokeLinecap="round"
                d={isMenuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
              />
            </svg>
            <span className="sr-only">{t('nav.menu')}</span>
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label={t('nav.main')}
        hidden={!isMenuOpen}
        className="border-t border-slate-200 px-4 py-3 md:hidden"
      >
        <NavItems user={user} onSignOut={onSignOut} onNavigate={closeMenu} layout="column" />
      </nav>
    </header>
  );
}
