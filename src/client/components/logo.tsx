import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../paths';

/** The HireReady mark; links home. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Link
      to={paths.home}
      onClick={onNavigate}
      className="inline-flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-slate-900"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-indigo-600" />
        <path
          d="M9 16.5l4.5 4.5L23 11.5"
          className="fill-none stroke-white"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{t('appName')}</span>
    </Link>
  );
}
