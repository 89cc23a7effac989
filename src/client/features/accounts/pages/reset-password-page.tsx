import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthShell } from '../components/auth-shell';

export function ResetPasswordPage() {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('resetPassword.pageTitle'));
  return (
    <AuthShell title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      <ComingSoon
        title={t('comingSoon.title')}
        description={t('comingSoon.description')}
        isEmbedded
      />
    </AuthShell>
  );
}
