import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass, container } from '../../../components/ui-classes';
import { paths } from '../../../paths';

export function Hero() {
  const { t } = useTranslation('landing');
  return (
    <section className="bg-gradient-to-b from-indigo-50 to-slate-50">
      <div className={`${container} py-16 sm:py-24`}>
        <p className="text-sm font-semibold text-indigo-700">{t('hero.eyebrow')}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-700">{t('hero.subtitle')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={paths.newInterview} className={buttonClass('primary', 'lg')}>
            {t('hero.startPractice')}
          </Link>
          <Link to={paths.tryQuestion} className={buttonClass('secondary', 'lg')}>
            {t('hero.tryQuestion')}
          </Link>
          <Link to={paths.vacancies} className={buttonClass('secondary', 'lg')}>
            {t('hero.browseVacancies')}
          </Link>
        </div>
      </div>
    </section>
  );
}
