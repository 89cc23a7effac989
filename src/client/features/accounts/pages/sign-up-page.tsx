import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthShell } from '../components/auth-shell';

export function SignUpPage() {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('signUp.pageTitle'));
  return (
    <AuthShell title={t('signUp.title')} subtitle={t('signUp.subtitle')}>
      <ComingSoon
        title={t('comingSoon.title')}
        description={t('comingSoon.description')}
        isEmbedded
      />
    </AuthShell>
  );
}
