import type { InterviewRow, QuestionRow } from './interviews.repository';

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
    createdAt: interview.createdAt.toISOString(),
    completedAt: interview.completedAt?.toISOString() ?? null,
  };
}

export function toInterviewDetail(loaded: {
  interview: InterviewRow;
  questions: QuestionRow[];
  nextOrder: number | null;
}) {
  return {
    ...toInterviewSummary(loaded.interview),
    jobDescription: loaded.interview.jobDescription,
    assessment: loaded.interview.assessment,
    nextOrder: loaded.nextOrder,
    questions: loaded.questions.map((question) => ({
      order: question.order,
      questionText: question.questionText,
      answer: question.answer,
      feedback: question.feedback,
      evidence: question.evidence,
    })),
  };
}
