import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { card, container, primaryButton, textLink } from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import { ISSUES_URL } from '../project-links';

export function ContactPage() {
  const { t } = useTranslation('landing');
  useDocumentTitle(t('contact.pageTitle'));
  return (
    <div className={`${container} py-12`}>
      <div className="max-w-3xl">
        <PageHeader title={t('contact.title')} lead={t('contact.intro')} />
        <div className="grid gap-6">
          <section aria-labelledby="contact-feedback" className={card}>
            <h2 id="contact-feedback" className="text-xl font-semibold text-slate-900">
              {t('contact.feedbackTitle')}
            </h2>
            <p className="mt-2 text-slate-700">{t('contact.feedback')}</p>
            <Link to={paths.feedback} className={`${primaryButton} mt-4`}>
              {t('contact.feedbackLink')}
            </Link>
          </section>
          <section aria-labelledby="contact-issues" className={card}>
            <h2 id="contact-issues" className="text-xl font-semibold text-slate-900">
              {t('contact.issuesTitle')}
            </h2>
            <p className="mt-2 text-slate-700">{t('contact.issues')}</p>
            {ISSUES_URL ? (
              <a
                href={ISSUES_URL}
                className={`${textLink} mt-4 inline-block`}
                rel="noreferrer"
                target="_blank"
              >
                {t('contact.issuesLink')}
              </a>
            ) : null}
          </section>
        </div>
      </div>
    </div>
  );
}
