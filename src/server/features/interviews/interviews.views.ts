import { type Attempt, attemptsOfQuestion, bestAttempt } from './attempts';
import type { AttemptRow, InterviewRow, QuestionRow } from './interviews.repository';
import { isAssessmentStale } from './retakes';

// What the API shows of an interview: the owner's own data, with dates as ISO strings.

export function toInterviewSummary(interview: InterviewRow) {
  return {
    id: interview.id,
    jobTitle: interview.jobTitle,
    language: interview.language,
    status: interview.status,
    questionsCount: interview.questionsCount,
    score: interview.score,
    coach: interview.coach,
    number: interview.number,
    /** The level the questions were pitched at, when one was chosen. */
    seniority: interview.seniority,
    /** The first assessment's score when retakes have rewritten it since; otherwise null. */
    firstScore: interview.firstScore,
    createdAt: interview.createdAt.toISOString(),
    completedAt: interview.completedAt?.toISOString() ?? null,
  };
}

export function toInterviewDetail(loaded: {
  interview: InterviewRow;
  questions: QuestionRow[];
  nextOrder: number | null;
  retakes?: AttemptRow[];
}) {
  const retakes = loaded.retakes ?? [];
  return {
    ...toInterviewSummary(loaded.interview),
    jobDescription: loaded.interview.jobDescription,
    assessment: loaded.interview.assessment,
    /** Answers were given again after the assessment was written: it can be rewritten. */
    isAssessmentStale: isAssessmentStale(loaded.interview, {
      questions: loaded.questions,
      retakes,
    }),
    nextOrder: loaded.nextOrder,
    questions: loaded.questions.map((question) => {
      const attempts = attemptsOfQuestion(question, retakes);
      return {
        order: question.order,
        questionText: question.questionText,
        answer: question.answer,
        feedback: question.feedback,
        evidence: question.evidence,
        /** How the first answer was spoken, when it was recorded (timing only). */
        delivery: question.delivery,
        /** Whether the user kept the recording of the first answer (it plays back from the API). */
        hasRecording: question.recordingKey !== null,
        /** The coach's follow-up after the first answer, and the answer to it (null: none). */
        followUp: question.followUp,
        followUpAnswer: question.followUpAnswer,
        /** The follow-up was skipped: no page offers it again. */
        followUpSkipped: question.followUpSkipped,
        /** Every answer to it, first one first (the first is the fields above). */
        attempts: attempts.map(toAttemptView),
        /** Which attempt counts: the best one; null before the question is answered. */
        bestAttempt: bestAttempt(attempts)?.attempt ?? null,
      };
    }),
  };
}

export function toAttemptView(attempt: Attempt) {
  return {
    attempt: attempt.attempt,
    answer: attempt.answer,
    feedback: attempt.feedback,
    evidence: attempt.evidence,
    answeredAt: attempt.answeredAt?.toISOString() ?? null,
  };
}
