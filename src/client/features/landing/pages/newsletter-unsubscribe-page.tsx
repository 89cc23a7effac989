import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { newsletterUnsubscribeQuerySchema } from '../../../../shared/schemas/landing';
import { FormMessage } from '../../../components/form-message';
import { primaryButton, textLink } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter';
import { NewsletterPanel } from '../components/newsletter-panel';
import { isInvalidLink } from '../newsletter-failure';
import { describeApiError } from '../../../lib/describe-api-error';

/**
 * /newsletter/unsubscribe?email=…&token=… from a newsletter's footer. Opening the page changes
 * nothing (link scanners prefetch); the reader unsubscribes with the button.
 */
export function NewsletterUnsubscribePage() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const token = searchParams.get('token') ?? '';
  return <Unsubscribe key={`${email} ${token}`} email={email} token={token} />;
}

function Unsubscribe({ email, token }: { email: string; token: string }) {
  const { t } = useTranslation(['landing', 'errors']);
  const unsubscribe = useUnsubscribeNewsletter();
  const parsed = newsletterUnsubscribeQuerySchema.safeParse({ email, token });

  if (unsubscribe.isSuccess) {
    return (
      <NewsletterPanel title={t('newsletterUnsubscribe.title')}>
        <FormMessage kind="success">{t('newsletterUnsubscribe.success')}</FormMessage>
        <Link to={paths.home} className={textLink}>
          {t('newsletterUnsubscribe.home')}
        </Link>
      </NewsletterPanel>
    );
  }

  if (!parsed.success || isInvalidLink(unsubscribe.error)) {
    return (
      <NewsletterPanel title={t('newsletterUnsubscribe.title')}>
        <FormMessage kind="error">{t('errors:newsletter_unsubscribe_link_invalid')}</FormMessage>
        <Link to={paths.home} className={textLink}>
          {t('newsletterUnsubscribe.home')}
        </Link>
      </NewsletterPanel>
    );
  }

  return (
    <NewsletterPanel title={t('newsletterUnsubscribe.title')}>
      <p className="break-words text-slate-700">
        {t('newsletterUnsubscribe.intro', { email: parsed.data.email })}
      </p>
      {unsubscribe.isError ? (
        <FormMessage kind="error">
          {
            describeApiError(unsubscribe.error, { fallback: t('newsletterUnsubscribe.failure') })
              .message
          }
        </FormMessage>
      ) : null}
      <button
        type="button"
        className={`${primaryButton} w-full`}
        disabled={unsubscribe.isPending}
        onClick={() => unsubscribe.mutate(parsed.data)}
      >
        {unsubscribe.isPending
          ? t('newsletterUnsubscribe.submitting')
          : t('newsletterUnsubscribe.submit')}
      </button>
    </NewsletterPanel>
  );
}
