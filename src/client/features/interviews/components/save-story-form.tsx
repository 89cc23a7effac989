import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { interviewErrorOf } from '../lib/answer-failure';
import { FormField } from '../../../components/form-field';
import { FormMessage } from '../../../components/form-message';
import { buttonClass, fieldInput } from '../../../components/ui-classes';
import { useSaveStory } from '../api/stories';

const TITLE_MAX = 120;
const SKILLS_MAX = 8;

/** "Calming an angry customer, de-escalation" → ["Calming an angry customer", "de-escalation"]. */
export function skillsOf(text: string): string[] {
  return text
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean);
}

/**
 * An answer saved to the story bank: a title of the candidate's own (the question to start
 * with), the story (the answer as it counts), and the skills it shows (the job's terms it used).
 */
export function SaveStoryForm({
  source,
  onClose,
  onSaved,
}: {
  source: {
    interviewId: string;
    order: number;
    question: string;
    answer: string;
    skills: readonly string[];
  };
  onClose: () => void;
  /** Once stored: the page says so and offers the question's other actions again. */
  onSaved?: () => void;
}) {
  const { t } = useTranslation('interviews');
  const titleId = useId();
  const save = useSaveStory();
  const [title, setTitle] = useState(source.question.slice(0, TITLE_MAX));
  const [body, setBody] = useState(source.answer);
  const [skills, setSkills] = useState(source.skills.slice(0, SKILLS_MAX).join(', '));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(
      {
        title: title.trim(),
        body: body.trim(),
        skills: skillsOf(skills),
        interviewId: source.interviewId,
        questionOrder: source.order,
      },
      { onSuccess: () => onSaved?.() },
    );
  };

  if (save.isSuccess) {
    return (
      <div className="mt-3">
        <FormMessage kind="success">{t('stories.saved')}</FormMessage>
      </div>
    );
  }
  return (
    <section
      aria-labelledby={titleId}
      className="mt-4 rounded-xl border border-emerald-200 bg-white p-4"
    >
      <h3 id={titleId} className="font-semibold text-slate-900">
        {t('stories.formTitle')}
      </h3>
      <form noValidate onSubmit={handleSubmit} className="mt-3 space-y-4">
        <FormField label={t('stories.title')} hint={t('stories.titleHint')}>
          {(control) => (
            <input
              {...control}
              name="story-title"
              value={title}
              maxLength={TITLE_MAX}
              onChange={(event) => setTitle(event.target.value)}
              className={fieldInput}
            />
          )}
        </FormField>
        <FormField label={t('stories.body')}>
          {(control) => (
            <textarea
              {...control}
              name="story-body"
              rows={6}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              className={fieldInput}
            />
          )}
        </FormField>
        <FormField label={t('stories.skills')} hint={t('stories.skillsHint')}>
          {(control) => (
            <input
              {...control}
              name="story-skills"
              value={skills}
              onChange={(event) => setSkills(event.target.value)}
              className={fieldInput}
            />
          )}
        </FormField>
        {save.isError ? (
          <FormMessage kind="error">
            {t('stories.failed', {
              message: interviewErrorOf(t, save.error),
            })}
          </FormMessage>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
            {save.isPending ? t('stories.saving') : t('stories.submit')}
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('stories.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
