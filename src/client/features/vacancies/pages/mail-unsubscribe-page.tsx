import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  type MailUnsubscribeQuery,
  mailUnsubscribeQuerySchema,
} from '../../../../shared/schemas/saved-searches';
import { FormMessage } from '../../../components/form-message';
import { card, primaryButton, textLink } from '../../../components/ui-classes';
import { apiClient, unwrap } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/describe-api-error';
import { useLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';

function useUnsubscribe() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (query: MailUnsubscribeQuery) =>
      unwrap(apiClient(language).api.mail.unsubscribe.$post({ query })),
  });
}

/**
 * /mail/unsubscribe?user=…&kind=…&token=… from a job-board mail's footer. Opening the page
 * changes nothing (link scanners prefetch); the reader stops that kind of mail with the button.
 */
export function MailUnsubscribePage() {
  const { t } = useTranslation(['jobMail', 'errors']);
  useDocumentTitle(t('mailUnsubscribe.title'));
  const [params] = useSearchParams();
  const parsed = mailUnsubscribeQuerySchema.safeParse(Object.fromEntries(params));
  const unsubscribe = useUnsubscribe();
  const kind = parsed.success ? t(`mailUnsubscribe.kinds.${parsed.data.kind}`) : '';
  const failure = unsubscribe.isError
    ? describeApiError(unsubscribe.error, { fallback: t('mailUnsubscribe.failure') }).message
    : null;

  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <section className={`${card} w-full max-w-md space-y-4`}>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          {t('mailUnsubscribe.title')}
        </h1>
        {!parsed.success ? (
          <FormMessage kind="error">{t('errors:unsubscribe_link_invalid')}</FormMessage>
        ) : unsubscribe.isSuccess ? (
          <FormMessage kind="success">{t('mailUnsubscribe.success', { kind })}</FormMessage>
        ) : (
          <>
            <p className="text-slate-700">{t('mailUnsubscribe.intro', { kind })}</p>
            {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
            <button
              type="button"
              className={`${primaryButton} w-full`}
              disabled={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(parsed.data)}
            >
              {unsubscribe.isPending
                ? t('mailUnsubscribe.submitting')
                : t('mailUnsubscribe.submit')}
            </button>
          </>
        )}
        <p className="flex flex-wrap gap-4">
          <Link to={`${paths.dashboardProfile}#mail`} className={textLink}>
            {t('mailUnsubscribe.profile')}
          </Link>
          <Link to={paths.home} className={textLink}>
            {t('mailUnsubscribe.home')}
          </Link>
        </p>
      </section>
    </div>
  );
}
