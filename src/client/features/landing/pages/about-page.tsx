import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { container, textLink } from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';

const ITEMS = ['interview', 'resume', 'jobs', 'blog'] as const;

export function AboutPage() {
  const { t } = useTranslation('landing');
  useDocumentTitle(t('about.pageTitle'));
  return (
    <div className={`${container} py-12`}>
      <div className="max-w-3xl">
        <PageHeader title={t('about.title')} lead={t('about.intro')} />
        <section aria-labelledby="about-what" className="mt-8">
          <h2 id="about-what" className="text-xl font-semibold text-slate-900">
            {t('about.whatTitle')}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            {ITEMS.map((item) => (
              <li key={item}>{t(`about.items.${item}`)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="about-open-source" className="mt-8">
          <h2 id="about-open-source" className="text-xl font-semibold text-slate-900">
            {t('about.openSourceTitle')}
          </h2>
          <p className="mt-3 text-slate-700">{t('about.openSource')}</p>
        </section>
        <p className="mt-8">
          <Link to={paths.contact} className={textLink}>
            {t('about.contactLink')}
          </Link>
        </p>
      </div>
    </div>
  );
}
