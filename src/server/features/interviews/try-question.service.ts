import type { QuestionKind } from '../../../shared/schemas/interviews';
import type { Coach } from '../../ai/coach';
import {
  TRY_QUESTION_TURNS,
  type TriedAnswer,
  type TriedQuestion,
  type TryAnswerInput,
  type TryQuestionInput,
} from '../../../shared/schemas/try-question';
import { readAnswerOnce } from './answer-evidence';

/**
 * The interview positions a trial question comes from, turn by turn: the job field's own
 * technical question (4), then its scenarios (9, 8) and its second field question (6). These are
 * the ones that show what the coach reads in an answer; the first questions of an interview
 * (background, motivation) are the same for every job.
 */
const TRIAL_SLOTS = [3, 8, 5, 7] as const satisfies readonly number[];

if (TRIAL_SLOTS.length !== TRY_QUESTION_TURNS) {
  throw new Error('Every trial turn needs a slot');
}

interface TrialJob {
  jobTitle: string;
  jobDescription: string;
  language: TryQuestionInput['language'];
}

/** The question of this job and turn, as the offline coach asks it in a first interview. */
export async function trialQuestion(
  coach: Coach,
  input: TrialJob & { turn: number },
): Promise<TriedQuestion & { order: number; kind: QuestionKind | undefined }> {
  const questions = await coach.generateQuestions(jobOf(input));
  const slot = TRIAL_SLOTS[input.turn] ?? TRIAL_SLOTS[0];
  const asked = questions[slot] ?? questions[0];
  return {
    question: asked?.text ?? '',
    kind: asked?.kind,
    order: slot + 1,
    turn: input.turn,
    hasNext: input.turn + 1 < TRY_QUESTION_TURNS,
  };
}

/**
 * The coach's feedback on a trial answer, with the evidence it rests on. The question is asked
 * again from the job and the turn, so a visitor's request can name only a question the coach
 * asks. Nothing is kept.
 */
export async function answerTrialQuestion(
  coach: Coach,
  input: TryAnswerInput,
): Promise<TriedAnswer> {
  const asked = await trialQuestion(coach, input);
  const job = jobOf(input);
  const context = {
    ...job,
    order: asked.order,
    question: asked.question,
    ...(asked.kind ? { questionKind: asked.kind } : {}),
    answer: input.answer,
  };
  // Read once (in a worker when long): the evidence shown and the reading the feedback uses.
  const { evidence, reading } = await readAnswerOnce({
    interview: job,
    question: asked.question,
    questionKind: asked.kind,
    answer: input.answer,
    earlierAnswers: [],
  });
  const feedback = await coach.giveFeedback({ ...context, earlierAnswers: [], reading });
  return { question: asked.question, turn: asked.turn, hasNext: asked.hasNext, feedback, evidence };
}

function jobOf(input: TrialJob): TrialJob {
  return {
    jobTitle: input.jobTitle,
    jobDescription: input.jobDescription,
    language: input.language,
  };
}
