import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { interviewErrorOf } from '../lib/answer-failure';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormField } from '../../../components/form-field';
import { FormMessage } from '../../../components/form-message';
import { buttonClass, card, fieldInput } from '../../../components/ui-classes';
import { type Story, useDeleteStory, useStories, useUpdateStory } from '../api/stories';
import { skillsOf } from './save-story-form';

/** The story bank on the progress page: each saved story, renamed, retagged or deleted here. */
export function StoryBank() {
  const { t } = useTranslation('interviews');
  const titleId = useId();
  const query = useStories();
  const [deleting, setDeleting] = useState<Story | null>(null);
  const remove = useDeleteStory();
  const describe = (error: unknown) => interviewErrorOf(t, error);

  return (
    <section id="stories" aria-labelledby={titleId} className={`${card} mt-6`}>
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {t('stories.bankTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('stories.bankLead')}</p>
      {query.isError ? (
        <FormMessage kind="error">
          {t('stories.loadFailed', { message: describe(query.error) })}
        </FormMessage>
      ) : null}
      {query.data && query.data.stories.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('stories.empty')}</p>
      ) : null}
      <ul className="mt-3 space-y-3">
        {query.data?.stories.map((story) => (
          <StoryItem key={story.id} story={story} onDelete={() => setDeleting(story)} />
        ))}
      </ul>
      {remove.isError ? <FormMessage kind="error">{describe(remove.error)}</FormMessage> : null}
      {deleting ? (
        <ConfirmDialog
          title={t('stories.deleteTitle')}
          message={t('stories.deleteMessage', { title: deleting.title })}
          confirmLabel={t('stories.deleteConfirm')}
          cancelLabel={t('stories.keep')}
          onConfirm={() => {
            remove.mutate(deleting.id);
            setDeleting(null);
          }}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}

function StoryItem({ story, onDelete }: { story: Story; onDelete: () => void }) {
  const { t } = useTranslation('interviews');
  const [isEditing, setIsEditing] = useState(false);
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      {isEditing ? (
        <EditStory story={story} onDone={() => setIsEditing(false)} />
      ) : (
        <>
          <h3 className="font-semibold break-words text-slate-900">{story.title}</h3>
          {story.skills.length > 0 ? (
            <ul className="mt-1 flex flex-wrap gap-2">
              {story.skills.map((skill) => (
                <li
                  key={skill}
                  className="rounded-full bg-emerald-50 px-2 py-0.5 text-sm text-emerald-900"
                >
                  {skill}
                </li>
              ))}
            </ul>
          ) : null}
          <details className="mt-2">
            <summary className="cursor-pointer text-sm text-indigo-700">
              {t('stories.showStory')}
            </summary>
            <p className="mt-1 break-words whitespace-pre-line text-slate-800">{story.body}</p>
          </details>
          <p className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonClass('secondary')}
              aria-label={t('stories.editStory', { title: story.title })}
              onClick={() => setIsEditing(true)}
            >
              {t('stories.edit')}
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              aria-label={t('stories.deleteStory', { title: story.title })}
              onClick={onDelete}
            >
              {t('stories.delete')}
            </button>
          </p>
        </>
      )}
    </li>
  );
}

function EditStory({ story, onDone }: { story: Story; onDone: () => void }) {
  const { t } = useTranslation('interviews');
  const update = useUpdateStory();
  const [title, setTitle] = useState(story.title);
  const [skills, setSkills] = useState(story.skills.join(', '));
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    update.mutate(
      { id: story.id, update: { title: title.trim(), skills: skillsOf(skills) } },
      { onSuccess: onDone },
    );
  };
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-3">
      <FormField label={t('stories.title')}>
        {(control) => (
          <input
            {...control}
            name="story-title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
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
      {update.isError ? (
        <FormMessage kind="error">{interviewErrorOf(t, update.error)}</FormMessage>
      ) : null}
      <p className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('primary')} disabled={update.isPending}>
          {t('stories.update')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          {t('stories.cancel')}
        </button>
      </p>
    </form>
  );
}
