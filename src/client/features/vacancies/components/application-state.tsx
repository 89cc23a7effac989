import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApplicationStatus } from '../../../../shared/schemas/vacancies';
import { textLink } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import { useJobBoardFormat } from '../lib/format';

interface ApplicationStateProps {
  application: { status: ApplicationStatus; appliedAt: string };
  /** The sentence, where focus goes right after applying. */
  ref?: Ref<HTMLParagraphElement>;
}

/** "You applied on … Status: …", in place of Apply Now once the viewer has applied. */
export function ApplicationState({ application, ref }: ApplicationStateProps) {
  const { t } = useTranslation('vacancies');
  const format = useJobBoardFormat();
  return (
    <div className="rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm">
      <p ref={ref} tabIndex={-1} className="font-medium text-slate-900">
        {t('apply.applied', {
          date: format.date(application.appliedAt),
          status: t(`applicationStatus.${application.status}`),
        })}
      </p>
      <Link to={paths.dashboardApplications} className={`${textLink} mt-1 inline-block`}>
        {t('apply.myApplications')}
      </Link>
    </div>
  );
}
