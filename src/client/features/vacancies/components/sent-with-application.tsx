import { useTranslation } from 'react-i18next';
import { textLink } from '../../../components/ui-classes';

/**
 * What was sent with an application: the cover letter and the application's own copy of the
 * resume, to download. The employer and the applicant see the same list.
 */
export function SentWithApplication({
  application,
  className = 'mt-4 space-y-3 text-sm',
}: {
  application: {
    coverLetter: string | null;
    resume: { fileName: string; url: string } | null;
  };
  className?: string;
}) {
  const { t } = useTranslation('vacancies');
  return (
    <dl className={className}>
      <div>
        <dt className="font-medium text-slate-700">{t('applicants.coverLetter')}</dt>
        <dd className="mt-1 break-words whitespace-pre-line text-slate-900">
          {application.coverLetter ?? t('applicants.noCoverLetter')}
        </dd>
      </div>
      <div>
        <dt className="font-medium text-slate-700">{t('applicants.resume')}</dt>
        <dd className="mt-1 text-slate-900">
          {application.resume ? (
            <a href={application.resume.url} download className={textLink}>
              {t('applicants.download', { name: application.resume.fileName })}
            </a>
          ) : (
            t('applicants.noResume')
          )}
        </dd>
      </div>
    </dl>
  );
}
