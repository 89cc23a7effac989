import {
  QUESTION_CATEGORIES,
  type QuestionCategory,
  questionCategoryOf,
} from './question-categories';

// The four parts of an interview at a glance, from the evidence stored with each answer: the
// results page shows it as a table, the results PDF as lines.

/** What the summary reads of a question: its place, whether it was answered, its evidence. */
export interface GlanceQuestion {
  order: number;
  answer: string | null;
  evidence: { score: number; starPartsFound: readonly string[]; fillers: readonly string[] } | null;
}

export interface CategoryGlance {
  category: QuestionCategory;
  /** Questions of the category that have an answer. */
  answered: number;
  /** The mean of the answers' scores (the offline coach's reading), rounded; null with none. */
  averageScore: number | null;
  /**
   * Answers that tell a whole story: the situation, the candidate's actions and how it ended.
   * The task is not required: people state it within the situation far more often than apart.
   */
  completeStories: number;
  /** Filler words and hedges found, over the category's answers (each phrase once per answer). */
  fillers: number;
}

/** The parts a complete story has. */
export const COMPLETE_STORY_PARTS = ['situation', 'action', 'result'] as const;

/**
 * A story is counted complete only from this score: a STAR template filled with the job's words
 * has every part's label and scores under it (a new user's walk: both templates of an interview
 * were counted as complete stories, against the assessment's own list). The offline coach's
 * threshold for crediting an answer's parts (score-answer.ts `ABSENCE_CLAIMS_BELOW`), rounded up;
 * a server test keeps the two equal.
 */
export const STORY_CREDITED_FROM = 23;

export function isCompleteStory(starPartsFound: readonly string[]): boolean {
  return COMPLETE_STORY_PARTS.every((part) => starPartsFound.includes(part));
}

/** Each part of the interview at a glance, from the evidence stored with every answer. */
export function resultsAtAGlance(questions: readonly GlanceQuestion[]): CategoryGlance[] {
  return QUESTION_CATEGORIES.map((category) => {
    const answered = questions.filter(
      (question) => questionCategoryOf(question.order) === category && question.answer !== null,
    );
    const evidence = answered.flatMap((question) => (question.evidence ? [question.evidence] : []));
    const scores = evidence.map((item) => item.score);
    return {
      category,
      answered: answered.length,
      averageScore:
        scores.length > 0
          ? Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length)
          : null,
      completeStories: evidence.filter(
        (item) => item.score >= STORY_CREDITED_FROM && isCompleteStory(item.starPartsFound),
      ).length,
      fillers: evidence.reduce((sum, item) => sum + item.fillers.length, 0),
    };
  });
}
