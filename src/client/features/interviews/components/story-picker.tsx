import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, fieldInput, fieldLabel } from '../../../components/ui-classes';
import { useStories } from '../api/stories';
import { storiesFor } from '../lib/story-relevance';

/**
 * "Start from one of your stories": the story bank's stories, those that suit the question first;
 * the chosen one goes into the answer box as a draft. Nothing shows for someone without stories.
 */
export function StoryPicker({
  question,
  onUse,
}: {
  question: string;
  onUse: (story: string) => void;
}) {
  const { t } = useTranslation('interviews');
  const ids = { select: useId(), hint: useId() };
  const stories = useStories();
  const [chosen, setChosen] = useState('');
  const list = storiesFor(question, stories.data?.stories ?? []);
  if (list.length === 0) return null;
  const story = list.find((candidate) => candidate.id === chosen);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1">
        <label htmlFor={ids.select} className={fieldLabel}>
          {t('stories.useLabel')}
        </label>
        <select
          id={ids.select}
          value={chosen}
          aria-describedby={ids.hint}
          onChange={(event) => setChosen(event.target.value)}
          className={fieldInput}
        >
          <option value="">{t('stories.useNone')}</option>
          {list.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.title}
            </option>
          ))}
        </select>
        <p id={ids.hint} className="mt-1 text-sm text-slate-600">
          {t('stories.useHint')}
        </p>
      </div>
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={!story}
        onClick={() => {
          if (story) onUse(story.body);
          setChosen('');
        }}
      >
        {t('stories.useButton')}
      </button>
    </div>
  );
}
