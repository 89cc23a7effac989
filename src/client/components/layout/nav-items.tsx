import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { SessionUser } from '../../../shared/schemas/session';
import { paths } from '../../paths';
import { buttonClass } from '../ui-classes';

export interface NavItemsProps {
  /** undefined while the session is unknown: then no account links are shown. */
  user: SessionUser | null | undefined;
  onSignOut: () => void;
  onNavigate?: () => void;
  layout: 'row' | 'column';
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'text-indigo-700' : 'text-slate-700 hover:text-slate-900'
  }`;

/** Top-bar links: Blog, Vacancies, then Dashboard/Sign Out or Sign In/Sign Up. */
export function NavItems({ user, onSignOut, onNavigate, layout }: NavItemsProps) {
  const { t } = useTranslation('common');
  const listClass =
    layout === 'row'
      ? 'flex items-center gap-1'
      : 'flex flex-col gap-1 [&_a]:block [&_button]:w-full';
  return (
    <ul className={listClass}>
      <li>
        <NavLink to={paths.blog} className={linkClass} onClick={onNavigate}>
          {t('nav.blog')}
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.vacancies} className={linkClass} onClick={onNavigate}>
          {t('nav.vacancies')}
        </NavLink>
      </li>
      {user ? (
        <>
          <li>
            <NavLink to={paths.dashboard} className={linkClass} onClick={onNavigate}>
              {t('nav.dashboard')}
            </NavLink>
          </li>
          <li>
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={onSignOut}>
              {t('nav.signOut')}
            </button>
          </li>
        </>
      ) : null}
      {user === null ? (
        <>
          <li>
            <NavLink to={paths.signIn} className={linkClass} onClick={onNavigate}>
              {t('nav.signIn')}
            </NavLink>
          </li>
          <li>
            <NavLink
              to={paths.signUp}
              className={buttonClass('primary', 'sm')}
              onClick={onNavigate}
            >
              {t('nav.signUp')}
            </NavLink>
          </li>
        </>
      ) : null}
    </ul>
  );
}
