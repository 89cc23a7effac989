import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { card, container, textLink } from '../../../components/ui-classes';
import { paths } from '../../../paths';

const FEATURES = [
  { key: 'interview', to: paths.newInterview },
  { key: 'resume', to: paths.dashboardResumeCreator },
  { key: 'jobs', to: paths.vacancies },
] as const;

export function FeatureCards() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="features-title" className={`${container} py-16`}>
      <h2
        id="features-title"
        className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        {t('features.title')}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.key} className={`${card} flex flex-col`}>
            <h3 className="text-lg font-semibold text-slate-900">
              {t(`features.${feature.key}.title`)}
            </h3>
            <p className="mt-2 flex-1 text-slate-700">{t(`features.${feature.key}.description`)}</p>
            <Link to={feature.to} className={`${textLink} mt-4 self-start`}>
              {t(`features.${feature.key}.link`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
