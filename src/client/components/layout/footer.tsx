import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { Logo } from '../logo';
import { container } from '../ui-classes';

const footerLink = 'rounded-md text-sm text-slate-700 hover:text-slate-900 hover:underline';

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div
        className={`${container} flex flex-col gap-6 py-10 md:flex-row md:items-start md:justify-between`}
      >
        <div className="max-w-md">
          <Logo />
          <p className="mt-3 text-sm text-slate-700">{t('footer.tagline')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('footer.openSource')}</p>
        </div>
        <nav aria-label={t('footer.nav')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to={paths.about} className={footerLink}>
                {t('footer.about')}
              </Link>
            </li>
            <li>
              <Link to={paths.contact} className={footerLink}>
                {t('footer.contact')}
              </Link>
            </li>
            <li>
              <Link to={paths.blog} className={footerLink}>
                {t('footer.blog')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
