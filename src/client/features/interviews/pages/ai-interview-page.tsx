import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import { InterviewHistory } from '../components/interview-history';

/** Dashboard section: the dashboard layout supplies the heading and tab title. */
export function AiInterviewPage() {
  const { t } = useTranslation('interviews');
  return (
    <div>
      <p className="mb-4 max-w-2xl text-slate-700">{t('aiInterview.lead')}</p>
      <Link to={paths.newInterview} className={buttonClass('primary')}>
        {t('aiInterview.start')}
      </Link>
      <InterviewHistory />
    </div>
  );
}
