import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form-message';
import { fieldInput, fieldLabel, primaryButton } from '../../../components/ui-classes';
import { validationProblemOf, type ValidationProblem } from '../../../lib/form-validation';
import { useSendFeedback } from '../api/send-feedback';
import { loadLandingSchemas, preloadLandingSchemasOnUse } from '../lib/landing-schemas';
import { StarRating } from './star-rating';
import { describeApiError } from '../../../lib/describe-api-error';

/** Title, description and a 1–5 rating; checked with the shared schema before anything is sent. */
export function FeedbackForm() {
  const { t, i18n } = useTranslation('landing');
  // Loaded with the schemas (lib/landing-schemas.ts), before a form shows one of them; a hook
  // would load them with the page.
  const tError = i18n.getFixedT(null, 'errors');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [stars, setStars] = useState<number | null>(null);
  const [problem, setProblem] = useState<ValidationProblem | null>(null);
  const sendFeedback = useSendFeedback();
  const ids = { title: useId(), description: useId(), message: useId() };
  const fieldRefs = {
    title: useRef<HTMLInputElement>(null),
    description: useRef<HTMLTextAreaElement>(null),
    stars: useRef<HTMLInputElement>(null),
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { feedbackInputSchema } = await loadLandingSchemas();
    const parsed = feedbackInputSchema.safeParse({ title, description, stars: stars ?? undefined });
    if (!parsed.success) {
      const found = validationProblemOf(parsed.error);
      setProblem(found);
      sendFeedback.reset();
      const firstField = (['title', 'description', 'stars'] as const).find((f) =>
        found.fields.has(f),
      );
      if (firstField) fieldRefs[firstField].current?.focus();
      return;
    }
    setProblem(null);
    sendFeedback.mutate(parsed.data, {
      onSuccess: () => {
        setTitle('');
        setDescription('');
        setStars(null);
      },
    });
  };

  const isInvalid = (field: string) => problem?.fields.has(field) === true;
  const describedBy = (field: string) => (isInvalid(field) ? ids.message : undefined);

  return (
    <form noValidate onSubmit={handleSubmit} {...preloadLandingSchemasOnUse} className="space-y-5">
      <div>
        <label htmlFor={ids.title} className={fieldLabel}>
          {t('feedback.titleLabel')}
        </label>
        <input
          ref={fieldRefs.title}
          id={ids.title}
          name="title"
          required
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder={t('feedback.titlePlaceholder')}
          aria-invalid={isInvalid('title')}
          aria-describedby={describedBy('title')}
          className={fieldInput}
        />
      </div>
      <div>
        <label htmlFor={ids.description} className={fieldLabel}>
          {t('feedback.descriptionLabel')}
        </label>
        <textarea
          ref={fieldRefs.description}
          id={ids.description}
          name="description"
          required
          rows={4}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder={t('feedback.descriptionPlaceholder')}
          aria-invalid={isInvalid('description')}
          aria-describedby={describedBy('description')}
          className={fieldInput}
        />
      </div>
      <StarRating
        value={stars}
        onChange={setStars}
        firstStarRef={fieldRefs.stars}
        describedBy={describedBy('stars')}
      />
      {problem ? (
        <FormMessage kind="error" id={ids.message}>
          {tError(problem.code, { fields: [...problem.fields].join(', ') })}
        </FormMessage>
      ) : null}
      {sendFeedback.isError ? (
        <FormMessage kind="error">
          {describeApiError(sendFeedback.error, { fallback: t('feedback.failure') }).message}
        </FormMessage>
      ) : null}
      {sendFeedback.isSuccess ? (
        <FormMessage kind="success">{t('feedback.success')}</FormMessage>
      ) : null}
      <button type="submit" className={primaryButton} disabled={sendFeedback.isPending}>
        {sendFeedback.isPending ? t('feedback.submitting') : t('feedback.submit')}
      </button>
    </form>
  );
}
