import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

/** Dashboard section: the dashboard layout supplies the heading and tab title. */
export function ResumeBuilderPage() {
  const { t } = useTranslation('resumes');
  return <ComingSoon title={t('comingSoon.title')} description={t('comingSoon.description')} />;
}
