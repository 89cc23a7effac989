import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { newsletterConfirmInputSchema } from '../../../../shared/schemas/landing';
import { FormMessage } from '../../../components/form-message';
import { primaryButton, textLink } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import { useConfirmNewsletter } from '../api/confirm-newsletter';
import { NewsletterPanel } from '../components/newsletter-panel';
import { isInvalidLink } from '../newsletter-failure';
import { describeApiError } from '../../../lib/describe-api-error';

/**
 * /newsletter/confirm?token=… from the confirmation mail. It confirms on a button press, not on
 * load: mail scanners open links, and only a person should be able to say the address is theirs.
 */
export function NewsletterConfirmPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  // Another mail's link starts afresh.
  return <ConfirmSubscription key={token} token={token} />;
}

function ConfirmSubscription({ token }: { token: string }) {
  const { t } = useTranslation(['landing', 'errors']);
  const confirm = useConfirmNewsletter();
  const parsed = newsletterConfirmInputSchema.safeParse({ token });

  if (confirm.isSuccess) {
    return (
      <NewsletterPanel title={t('newsletterConfirm.title')}>
        <FormMessage kind="success">
          {confirm.data.alreadyConfirmed
            ? t('newsletterConfirm.alreadyConfirmed')
            : t('newsletterConfirm.success')}
        </FormMessage>
        <Link to={paths.home} className={textLink}>
          {t('newsletterConfirm.home')}
        </Link>
      </NewsletterPanel>
    );
  }

  if (!parsed.success || isInvalidLink(confirm.error)) {
    return (
      <NewsletterPanel title={t('newsletterConfirm.title')}>
        <FormMessage kind="error">{t('errors:newsletter_link_invalid')}</FormMessage>
        <Link to={paths.newsletter} className={textLink}>
          {t('newsletterConfirm.subscribeAgain')}
        </Link>
      </NewsletterPanel>
    );
  }

  return (
    <NewsletterPanel title={t('newsletterConfirm.title')}>
      <p className="text-slate-700">{t('newsletterConfirm.intro')}</p>
      {confirm.isError ? (
        <FormMessage kind="error">
          {describeApiError(confirm.error, { fallback: t('newsletterConfirm.failure') }).message}
        </FormMessage>
      ) : null}
      <button
        type="button"
        className={`${primaryButton} w-full`}
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(parsed.data)}
      >
        {confirm.isPending ? t('newsletterConfirm.submitting') : t('newsletterConfirm.submit')}
      </button>
    </NewsletterPanel>
  );
}
