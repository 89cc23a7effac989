import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui-classes';
import { paths } from '../../../paths';

/** Shown to guests in place of the counts. */
export function SignInPrompt() {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mb-6 flex flex-col gap-4 rounded-2xl border border-indigo-200 bg-indigo-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('home.guest.title')}
      </h2>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.signIn} className={buttonClass('primary', 'sm')}>
          {t('home.guest.signIn')}
        </Link>
        <Link to={paths.signUp} className={buttonClass('secondary', 'sm')}>
          {t('home.guest.signUp')}
        </Link>
      </div>
    </section>
  );
}
