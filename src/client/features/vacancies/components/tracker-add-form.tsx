import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRACKER_STAGES, type TrackerStage } from '../../../../shared/constants';
import { FormMessage } from '../../../components/form-message';
import { buttonClass, fieldInput, fieldLabel } from '../../../components/ui-classes';
import { describeApiError } from '../../../lib/describe-api-error';
import { useAddTracked, useReadPosting } from '../api/tracker';

interface Draft {
  title: string;
  company: string;
  location: string;
  pay: string;
  url: string;
  stage: TrackerStage;
}

const EMPTY: Draft = { title: '', company: '', location: '', pay: '', url: '', stage: 'applied' };

/**
 * Adds an application to the tracker: by hand, or from a pasted posting (or the page a bookmarklet
 * sent) read into fields the seeker checks before saving. A failed save keeps what they typed.
 */
export function TrackerAddForm({
  sent,
  onDone,
}: {
  /** A posting the bookmarklet sent, read at once into the fields. */
  sent?: { posting: string; url: string } | null;
  onDone: (message: string | null) => void;
}) {
  const { t } = useTranslation('vacancies');
  const [posting, setPosting] = useState(sent?.posting ?? '');
  const [draft, setDraft] = useState<Draft>({ ...EMPTY, url: sent?.url ?? '' });
  const read = useReadPosting();
  const add = useAddTracked();
  const ids = { posting: useId(), title: useId() };
  const titleRef = useRef<HTMLInputElement>(null);
  const failure = { fallback: t('tracker.failed'), connectionLost: t('tracker.connectionLost') };

  const readPosting = (text: string, url: string) =>
    read.mutate(
      { posting: text, url },
      {
        onSuccess: ({ fields }) => {
          setDraft((current) => ({ ...current, ...fields }));
          requestAnimationFrame(() => titleRef.current?.focus());
        },
      },
    );

  // The bookmarklet's page arrives once, with the form: read it straight away.
  const sentPosting = sent?.posting ?? '';
  const sentUrl = sent?.url ?? '';
  const readRef = useRef(readPosting);
  useEffect(() => {
    if (sentPosting !== '') readRef.current(sentPosting, sentUrl);
  }, [sentPosting, sentUrl]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    add.mutate(
      { ...draft, posting },
      {
        onSuccess: () => {
          setDraft(EMPTY);
          setPosting('');
          onDone(t('tracker.added'));
        },
      },
    );
  };

  const field = (name: 'title' | 'company' | 'location' | 'pay' | 'url') => (
    <div key={name}>
      <label htmlFor={`${ids.title}-${name}`} className={fieldLabel}>
        {t(`tracker.fields.${name}`)}
      </label>
      <input
        ref={name === 'title' ? titleRef : undefined}
        id={`${ids.title}-${name}`}
        name={name}
        type={name === 'url' ? 'url' : 'text'}
        value={draft[name]}
        maxLength={name === 'url' ? 2000 : 200}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        className={fieldInput}
      />
    </div>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={ids.posting} className={fieldLabel}>
          {t('tracker.pasteLabel')}
        </label>
        <p id={`${ids.posting}-hint`} className="text-sm text-slate-600">
          {t('tracker.pasteHint')}
        </p>
        <textarea
          id={ids.posting}
          name="posting"
          rows={5}
          value={posting}
          onChange={(event) => setPosting(event.target.value)}
          aria-describedby={`${ids.posting}-hint`}
          className={fieldInput}
        />
        <button
          type="button"
          className={`${buttonClass('secondary')} mt-2`}
          disabled={read.isPending || posting.trim() === ''}
          onClick={() => readPosting(posting, draft.url)}
        >
          {read.isPending ? t('tracker.reading') : t('tracker.read')}
        </button>
        {read.isError ? (
          <div className="mt-2">
            <FormMessage kind="error">{describeApiError(read.error, failure).message}</FormMessage>
          </div>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {field('title')}
        {field('company')}
        {field('location')}
        {field('pay')}
        {field('url')}
        <div>
          <label htmlFor={`${ids.title}-stage`} className={fieldLabel}>
            {t('tracker.fields.stage')}
          </label>
          <select
            id={`${ids.title}-stage`}
            value={draft.stage}
            onChange={(event) => setDraft({ ...draft, stage: event.target.value as TrackerStage })}
            className={fieldInput}
          >
            {TRACKER_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {t(`tracker.stages.${stage}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {add.isError ? (
        <FormMessage kind="error">{describeApiError(add.error, failure).message}</FormMessage>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={add.isPending} className={buttonClass('primary')}>
          {add.isPending ? t('tracker.saving') : t('tracker.save')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={() => onDone(null)}>
          {t('tracker.cancel')}
        </button>
      </div>
    </form>
  );
}
