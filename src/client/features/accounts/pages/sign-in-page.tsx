import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthShell } from '../components/auth-shell';

export function SignInPage() {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('signIn.pageTitle'));
  return (
    <AuthShell title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      <ComingSoon
        title={t('comingSoon.title')}
        description={t('comingSoon.description')}
        isEmbedded
      />
    </AuthShell>
  );
}
