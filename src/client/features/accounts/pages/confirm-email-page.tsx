import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { emailConfirmationSchema } from '../../../../shared/schemas/accounts';
import { FormMessage } from '../../../components/form-message';
import { primaryButton, textLink } from '../../../components/ui-classes';
import { apiClient, unwrap } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/describe-api-error';
import { useLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import { AuthShell } from '../components/auth-shell';

/**
 * /confirm-email?token=… from the address confirmation mail (ADR 0037). It confirms on a button
 * press, not on load: mail scanners open links, and only a person should say the address is theirs.
 */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  // Another mail's link starts afresh.
  return <ConfirmAddress key={token} token={token} />;
}

function ConfirmAddress({ token }: { token: string }) {
  const { t } = useTranslation(['accounts', 'errors']);
  const language = useLanguage();
  useDocumentTitle(t('confirmEmail.pageTitle'));
  const parsed = emailConfirmationSchema.safeParse({ token });
  const confirm = useMutation({
    mutationFn: (input: { token: string }) =>
      unwrap(apiClient(language).api.auth['email-confirmation'].confirm.$post({ json: input })),
  });
  const settingsLink = (
    <p className="mt-6 text-center text-sm">
      <Link to={`${paths.dashboardProfile}#mail`} className={textLink}>
        {t('confirmEmail.toSettings')}
      </Link>
    </p>
  );

  if (confirm.isSuccess) {
    return (
      <AuthShell title={t('confirmEmail.confirmedTitle')} subtitle={t('confirmEmail.confirmed')}>
        <FormMessage kind="success">{t('confirmEmail.confirmed')}</FormMessage>
        {settingsLink}
      </AuthShell>
    );
  }
  if (!parsed.success) {
    return (
      <AuthShell title={t('confirmEmail.title')} subtitle={t('confirmEmail.subtitle')}>
        <FormMessage kind="error">{t('errors:email_confirmation_invalid')}</FormMessage>
        {settingsLink}
      </AuthShell>
    );
  }
  return (
    <AuthShell title={t('confirmEmail.title')} subtitle={t('confirmEmail.subtitle')}>
      {confirm.isError ? (
        <FormMessage kind="error">
          {describeApiError(confirm.error, { fallback: t('confirmEmail.failed') }).message}
        </FormMessage>
      ) : null}
      <button
        type="button"
        className={`${primaryButton} mt-4 w-full`}
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(parsed.data)}
      >
        {confirm.isPending ? t('confirmEmail.submitting') : t('confirmEmail.submit')}
      </button>
      {confirm.isError ? settingsLink : null}
    </AuthShell>
  );
}
