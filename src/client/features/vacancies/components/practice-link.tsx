import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textLink } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import { practiceStateOf } from '../lib/practice';

/** "Practice an interview for this job": /new-interview filled with the job's title and text. */
export function PracticeLink({
  job,
}: {
  job: {
    title: string;
    description: string;
    requirements?: string;
    experienceLevel?: string | null;
  };
}) {
  const { t } = useTranslation('vacancies');
  return (
    <Link to={paths.newInterview} state={practiceStateOf(job)} className={textLink}>
      {t('practice')}
    </Link>
  );
}
