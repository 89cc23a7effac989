import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLETE_STORY_PARTS } from '../../../../shared/results-at-a-glance';
import type { InterviewDetail } from '../api/get-interview';

type Evidence = NonNullable<InterviewDetail['questions'][number]['evidence']>;

/**
 * The parts a complete story is counted by (results-at-a-glance.ts): the task is seldom said apart
 * from the situation, and "Task: not found" under a full story told every storyteller they had
 * left something out (issue 32; a new user's walk of the twenty-second session found it still
 * under the landing page's own example).
 */
const STAR_PARTS = COMPLETE_STORY_PARTS;
// A part the coach's word lists do not find is shown as "not spotted", a statement of its reading,
// not "not found" in the answer: a new user's walk (thirty-eighth session) read "Result: not found"
// beside «дверь довезли через три дня» and "Situation: not found" beside a story's opening scene.

/**
 * Under an answer: the evidence found in it (STAR parts, figures, job terms used and left out,
 * fillers), so the candidate can see what the feedback rests on and what to add next time.
 */
export function AnswerEvidence({
  evidence,
  isOffline,
}: {
  evidence: Evidence;
  /** The offline coach's feedback and score come from exactly this evidence. */
  isOffline: boolean;
}) {
  const { t } = useTranslation('interviews');
  const list = (items: string[]) =>
    items.length > 0 ? items.join(', ') : t('results.evidence.none');
  return (
    <details className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
      <summary className="cursor-pointer font-medium text-indigo-800">
        {isOffline ? t('results.evidence.titleOffline') : t('results.evidence.titleModel')}
      </summary>
      {evidence.nonAnswerReason ? (
        <p className="mt-2 text-amber-900">
          {t('results.evidence.nonAnswer', {
            reason: t(`results.evidence.reasons.${evidence.nonAnswerReason}`),
          })}
        </p>
      ) : null}
      <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {evidence.questionKind ? (
          <Row term={t('results.evidence.askedFor')}>
            {t(`results.evidence.kinds.${evidence.questionKind}`)}
          </Row>
        ) : null}
        <Row term={t('results.evidence.length')}>
          {t('results.evidence.words', { count: evidence.wordCount })}
        </Row>
        <Row term={t('results.evidence.star')}>
          <span className="flex flex-wrap gap-2">
            {STAR_PARTS.map((part) => {
              const isFound = evidence.starPartsFound.includes(part);
              return (
                <span
                  key={part}
                  className={`rounded-full px-2 py-0.5 ${isFound ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-700'}`}
                >
                  {t(`results.evidence.starParts.${part}`)}:{' '}
                  {isFound ? t('results.evidence.found') : t(`results.evidence.missing.${part}`)}
                </span>
              );
            })}
          </span>
        </Row>
        <Row term={t('results.evidence.metrics')}>{list(evidence.metrics)}</Row>
        {evidence.jobTermsUsed.length + evidence.jobTermsMissed.length > 0 ? (
          <>
            <Row term={t('results.evidence.jobTermsUsed')}>{list(evidence.jobTermsUsed)}</Row>
            <Row term={t('results.evidence.jobTermsMissed')}>{list(evidence.jobTermsMissed)}</Row>
          </>
        ) : (
          // Nothing to compare with: two rows of "None found" read as "you covered everything";
          // a posting with terms the answer does not use is not one with none.
          <Row term={t('results.evidence.jobTerms')}>
            {evidence.jobTermsKnown === false
              ? t('results.evidence.noJobTerms')
              : t('results.evidence.noJobTermsUsed')}
          </Row>
        )}
        <Row term={t('results.evidence.fillers')}>{list(evidence.fillers)}</Row>
      </dl>
    </details>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </>
  );
}
