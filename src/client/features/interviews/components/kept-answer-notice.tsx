import { useTranslation } from 'react-i18next';
import type { TriedAnswer } from '../../../lib/tried-answer';

/** Above the new-interview form: the trial answer that will be question 1, and a way to drop it. */
export function KeptAnswerNotice({ tried, onDrop }: { tried: TriedAnswer; onDrop: () => void }) {
  const { t } = useTranslation('interviews');
  return (
    <section
      aria-label={t('newInterview.kept.title')}
      className="mb-6 rounded-2xl border border-indigo-200 bg-indigo-50 p-5"
    >
      <h2 className="font-semibold text-slate-900">{t('newInterview.kept.title')}</h2>
      <p className="mt-1 text-sm text-slate-800">
        {t('newInterview.kept.lead', { jobTitle: tried.jobTitle })}
      </p>
      <p lang={tried.language} className="mt-3 font-medium text-slate-900">
        {tried.question}
      </p>
      <p
        lang={tried.language}
        className="mt-1 line-clamp-3 text-sm whitespace-pre-line text-slate-700"
      >
        {tried.answer}
      </p>
      <button
        type="button"
        onClick={onDrop}
        className="mt-3 text-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
      >
        {t('newInterview.kept.drop')}
      </button>
    </section>
  );
}
