import { QUESTION_CATEGORIES, type QuestionCategory } from '../../../shared/question-categories';
import { type Language, parseLanguage } from '../../../shared/language';
import { jobKeyOf } from '../../../shared/progress-jobs';
import type { AnswerEvidence } from '../../../shared/schemas/interviews';
import { resultsAtAGlance } from '../../../shared/results-at-a-glance';
import { type InterviewDelivery, summariseDelivery } from '../../../shared/speech-delivery';
import type { InterviewRow, QuestionRow } from './interviews.repository';
import { ABSENCE_CLAIMS_BELOW, shownConcern } from '../../ai/offline/score-answer';

// Progress over time, from what is stored: each completed interview's score and its four parts
// (the offline coach's per-answer scores), and the gaps that come back most often in the latest
// answers ("no measurable result in 7 of the last 10"), and how the answers given aloud were spoken.

/** How many completed interviews the trend shows, the most recent. */
export const PROGRESS_INTERVIEWS = 20;
/** How many of the latest answers the recurring gaps are counted over. */
export const GAP_WINDOW = 10;

export const ANSWER_GAPS = [
  'not_an_answer',
  'no_result',
  'no_figures',
  'no_own_action',
  'general_words',
  'fillers',
] as const;
export type AnswerGap = (typeof ANSWER_GAPS)[number];

/** An answer as the gaps read it: its shown evidence, its text, and the coach's reading if kept. */
interface Answered {
  evidence: AnswerEvidence;
  answer: string;
  reading: Parameters<typeof shownConcern>[0] | null;
}

/**
 * Whether an answer has this gap. A part is called missing as the assessment calls it: only of a
 * story (a method or a reason needs no ending) the judge is sure is weak, since a part told in
 * words no list finds is there; "no figures" only of a story told to its end with no number in it
 * at all (a new user's walk of 2026-12-03: "no figures in 8 of 10" after answers with "442 Hz",
 * "25 pianos", "15 cents").
 */
function hasGap(gap: AnswerGap, { evidence, answer, reading }: Answered): boolean {
  const isAnswer = evidence.nonAnswerReason === null;
  const surelyWeak = isAnswer && evidence.score < ABSENCE_CLAIMS_BELOW;
  const story = evidence.questionKind === 'story';
  switch (gap) {
    case 'not_an_answer':
      return !isAnswer;
    case 'no_result':
      return surelyWeak && story && !evidence.starPartsFound.includes('result');
    case 'no_figures':
      return (
        isAnswer &&
        story &&
        evidence.starPartsFound.includes('result') &&
        evidence.metrics.length === 0 &&
        !/\d/u.test(answer)
      );
    case 'no_own_action':
      return (
        surelyWeak &&
        evidence.questionKind !== 'open' &&
        !evidence.starPartsFound.includes('action')
      );
    // As its feedback told it (a new user's walk, twenty-fifth session: "nothing keeps coming
    // back. Keep it up." after three answers told they were general words about oneself).
    case 'general_words':
      return isAnswer && reading !== null && shownConcern(reading) === 'generic';
    case 'fillers':
      return evidence.fillers.length > 0;
  }
}

export interface ProgressPoint {
  id: string;
  jobTitle: string;
  /** The interview's language: the same title asked in another language is another interview. */
  language: Language;
  completedAt: string | null;
  score: number | null;
  /** Average score per part; null where the part had no scored answer or a model wrote it. */
  parts: Record<QuestionCategory, number | null>;
  /** How the answers given aloud were spoken (measured in the browser); null when none was. */
  delivery: InterviewDelivery | null;
}

/** `entries`: completed interviews, most recent first, each with its questions. */
export function progressOf(
  entries: ReadonlyArray<{ interview: InterviewRow; questions: QuestionRow[] }>,
) {
  const interviews: ProgressPoint[] = [...entries].reverse().map(({ interview, questions }) => {
    const glance = resultsAtAGlance(questions);
    const parts = Object.fromEntries(
      QUESTION_CATEGORIES.map((category) => {
        const part = glance.find((entry) => entry.category === category);
        return [category, interview.coach === 'offline' ? (part?.averageScore ?? null) : null];
      }),
    ) as Record<QuestionCategory, number | null>;
    return {
      id: interview.id,
      jobTitle: interview.jobTitle,
      language: parseLanguage(interview.language),
      completedAt: interview.completedAt?.toISOString() ?? null,
      score: interview.score,
      parts,
      delivery: summariseDelivery(questions.map((question) => question.delivery)),
    };
  });
  const all = recurringGaps(entries);
  // The same for each job's interviews alone, for the page narrowed to one job (its key as the
  // page's filter writes it: shared/progress-jobs.ts).
  const byJob: Record<string, ReturnType<typeof recurringGaps>> = {};
  for (const key of new Set(interviews.map((point) => jobKeyOf(point)))) {
    byJob[key] = recurringGaps(
      entries.filter(({ interview }) => jobKeyOf(pointJob(interview)) === key),
    );
  }
  return { interviews, gaps: all.gaps, answersRead: all.answersRead, byJob };
}

function pointJob(interview: InterviewRow) {
  return { jobTitle: interview.jobTitle, language: parseLanguage(interview.language) };
}

/** The gaps that come back most often in these interviews' latest answers (most recent first). */
function recurringGaps(
  entries: ReadonlyArray<{ interview: InterviewRow; questions: QuestionRow[] }>,
): { gaps: { gap: AnswerGap; count: number }[]; answersRead: number } {
  const latest = entries
    .flatMap(({ questions }) => [...questions].sort((a, b) => b.order - a.order))
    .flatMap((question) =>
      question.answer !== null && question.evidence
        ? [
            {
              evidence: question.evidence,
              answer: question.answer,
              reading: question.reading?.reading ?? null,
            },
          ]
        : [],
    )
    .slice(0, GAP_WINDOW);
  const gaps = ANSWER_GAPS.map((gap) => ({
    gap,
    count: latest.filter((answered) => hasGap(gap, answered)).length,
  }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count);
  return { gaps, answersRead: latest.length };
}
