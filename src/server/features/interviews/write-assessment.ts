// The interview's assessment, written from each question's best attempt.
import type { Language } from '../../../shared/language';
import type { AiAllowance } from '../../ai/daily-limit';
import { chooseCoach } from './choose-coach';
import { finishedEarlyNote } from './coach-text';
import { capModelAssessment } from '../../ai/cap-model-score';
import { readAssessment } from '../../ai/prompts/assessment';
import { wholeAnswerOf, withBestAttempt } from './attempts';
import type { InterviewRow } from './interviews.repository';
import type { InterviewsDeps } from './interviews.service';
import type { AnswerListener } from './respond-to-answer';

/** Joins a coach's stream, handing each piece to `onText` as it comes. */
export async function collect(
  stream: AsyncIterable<string>,
  onText: (text: string) => void | Promise<void>,
): Promise<string> {
  let whole = '';
  for await (const text of stream) {
    whole += text;
    await onText(text);
  }
  return whole;
}

/**
 * The assessment of the interview as its answers stand: each question by its best attempt (a
 * retake that went better counts in place of the first answer). No assessment when the coach
 * failed; the failure is logged.
 */
export async function writeAssessment(
  deps: InterviewsDeps,
  options: { interview: InterviewRow; language: Language; listener?: AnswerListener },
): Promise<{ assessment?: { assessment: string; score: number | null }; aiLimit?: AiAllowance }> {
  const { interview, language, listener } = options;
  const [questions, retakes] = await Promise.all([
    deps.repository.questionsOf(interview.id),
    deps.repository.attemptsOf([interview.id]),
  ]);
  // Only the questions answered: an interview finished early is assessed on what was said.
  const answers = questions
    .filter((question) => question.answer !== null)
    .map((question) => withBestAttempt(question, retakes))
    .map((question) => ({
      order: question.order,
      question: question.questionText,
      ...(question.questionKind ? { questionKind: question.questionKind } : {}),
      // With the follow-up's answer: it counts with the answer it follows.
      answer: wholeAnswerOf(question),
      feedback: question.feedback,
      reading: question.reading,
    }));
  const { coach, aiLimit } = await chooseCoach(deps, interview.userId);
  try {
    const context = {
      jobTitle: interview.jobTitle,
      jobDescription: interview.jobDescription,
      language,
      answers,
    };
    const written = listener
      ? readAssessment(
          await collect(coach.streamAssessment(context), (text) =>
            listener({ type: 'assessment', text }),
          ),
        )
      : await coach.assess(context);
    // A model's score is bounded by the same gates as the offline coach's.
    const assessment = coach.kind === 'offline' ? written : capModelAssessment(written, context);
    const early =
      answers.length < questions.length
        ? `${finishedEarlyNote(language, { answered: answers.length, total: questions.length })}\n\n`
        : '';
    return {
      assessment: { assessment: `${early}${assessment.text}`, score: assessment.score },
      aiLimit,
    };
  } catch (error) {
    deps.logger.warn(
      { err: { message: (error as Error).message } },
      'assessment failed; feedback is kept',
    );
    return { aiLimit };
  }
}
