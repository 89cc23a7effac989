import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../../shared/errors';
import { FormMessage } from '../../../components/form-message';
import { fieldInput, fieldLabel, primaryButton } from '../../../components/ui-classes';
import { validationProblemOf } from '../../../lib/form-validation';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { loadLandingSchemas, preloadLandingSchemasOnUse } from '../lib/landing-schemas';
import { describeApiError } from '../../../lib/describe-api-error';

/**
 * Email sign-up (double opt-in: the address counts once the emailed link is followed); the typed
 * address stays in place when subscribing fails.
 */
export function NewsletterBox() {
  const { t, i18n } = useTranslation('landing');
  // Loaded with the schemas (lib/landing-schemas.ts), before a form shows one of them; a hook
  // would load them with the page.
  const tError = i18n.getFixedT(null, 'errors');
  const [email, setEmail] = useState('');
  const [invalidCode, setInvalidCode] = useState<ErrorCode | null>(null);
  const subscribe = useSubscribeNewsletter();
  const emailRef = useRef<HTMLInputElement>(null);
  const ids = { email: useId(), message: useId() };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { newsletterInputSchema } = await loadLandingSchemas();
    const parsed = newsletterInputSchema.safeParse({ email });
    if (!parsed.success) {
      setInvalidCode(validationProblemOf(parsed.error).code);
      subscribe.reset();
      emailRef.current?.focus();
      return;
    }
    setInvalidCode(null);
    subscribe.mutate(parsed.data, { onSuccess: () => setEmail('') });
  };

  return (
    <form noValidate onSubmit={handleSubmit} {...preloadLandingSchemasOnUse} className="space-y-4">
      <div>
        <label htmlFor={ids.email} className={fieldLabel}>
          {t('newsletter.emailLabel')}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            ref={emailRef}
            id={ids.email}
            name="email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder={t('newsletter.emailPlaceholder')}
            aria-invalid={invalidCode !== null}
            aria-describedby={invalidCode ? ids.message : undefined}
            className={`${fieldInput} sm:flex-1`}
          />
          <button
            type="submit"
            className={`${primaryButton} mt-1 shrink-0`}
            disabled={subscribe.isPending}
          >
            {subscribe.isPending ? t('newsletter.submitting') : t('newsletter.submit')}
          </button>
        </div>
      </div>
      {invalidCode ? (
        <FormMessage kind="error" id={ids.message}>
          {tError(invalidCode)}
        </FormMessage>
      ) : null}
      {subscribe.isError ? (
        <FormMessage kind="error">
          {describeApiError(subscribe.error, { fallback: t('newsletter.failure') }).message}
        </FormMessage>
      ) : null}
      {subscribe.isSuccess ? (
        <FormMessage kind="success">{`${t('newsletter.success')} ${t('newsletter.confirmHint')}`}</FormMessage>
      ) : null}
    </form>
  );
}
