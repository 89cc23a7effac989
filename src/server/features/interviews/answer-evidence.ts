import type { Language } from '../../../shared/language';
import type { AnswerEvidence, QuestionKind } from '../../../shared/schemas/interviews';
import type { StoredReading } from '../../ai/offline/analyse-answer';
import { readAnswerToStoreOffThread } from '../../ai/offline/answer-reader';
import { plainHedges } from '../../ai/offline/plain-hedges';
import { shownFigures } from '../../ai/offline/metrics';
import type { InterviewRow } from './interviews.repository';

interface ReadAnswerOptions {
  interview: Pick<InterviewRow, 'language' | 'jobTitle' | 'jobDescription'>;
  question: string;
  /** As stored with the question; null or absent (old rows, a trial): read from its wording. */
  questionKind?: QuestionKind | null;
  answer: string;
  earlierAnswers: string[];
}

/**
 * One answer read once, as it is saved: the coach's whole reading (stored with its version, for
 * the feedback, the assessment and the cap of a model's score) and the evidence the candidate is
 * shown from it (the same analysis the feedback and score rest on). Earlier answers are what it
 * was written after. A long answer is read in a worker thread (answer-reader.ts).
 */
export async function readAnswerOnce(options: ReadAnswerOptions): Promise<{
  evidence: AnswerEvidence;
  reading: StoredReading;
}> {
  const { interview } = options;
  const reading = await readAnswerToStoreOffThread({
    answer: options.answer,
    language: interview.language as Language,
    question: options.question,
    ...(options.questionKind ? { questionKind: options.questionKind } : {}),
    jobTitle: interview.jobTitle,
    jobDescription: interview.jobDescription,
    earlierAnswers: options.earlierAnswers,
  });
  return { evidence: evidenceOf(reading.reading), reading };
}

function evidenceOf(evidence: StoredReading['reading']): AnswerEvidence {
  return {
    wordCount: evidence.wordCount,
    questionKind: evidence.questionKind,
    nonAnswerReason: evidence.nonAnswerReason ?? evidence.problem,
    starPartsFound: partsShown(evidence),
    metrics: shownFigures(evidence.metrics).map((metric) => metric.text),
    jobTermsUsed: evidence.jobTermsUsed,
    jobTermsMissed: evidence.jobTermsMissed,
    ...(evidence.jobTermsKnown === undefined ? {} : { jobTermsKnown: evidence.jobTermsKnown }),
    // Hedges that never say anything else: not "this kind of work" or «думаю о…».
    fillers: [...evidence.fillers, ...plainHedges(evidence)],
    score: evidence.score,
  };
}

/**
 * The parts of the answer shown as found. An answer to a method question tells the candidate's
 * actions as habits ("I update the status as soon as I start", «погружаю в дезраствор…
 * промываю… упаковываю»): the reading holds them as practices, so actions are shown as found (a
 * new user's walk, twenty-sixth session, read «Действия: не найдены» under such a procedure).
 */
function partsShown(evidence: StoredReading['reading']): AnswerEvidence['starPartsFound'] {
  const parts = evidence.starPartsFound;
  const toldAsHabits = evidence.questionKind === 'method' && (evidence.practices ?? []).length > 0;
  return toldAsHabits && !parts.includes('action') ? [...parts, 'action'] : parts;
}
