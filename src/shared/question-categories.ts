// The four parts of an interview (spec §9): background 1–2 with motivation 3, technical 4–6,
// scenario 7–9, soft skills 10–12. The offline coach's slots (QUESTION_SLOTS) follow the same
// order; the results page groups answers by it.

export const QUESTION_CATEGORIES = ['background', 'technical', 'scenario', 'soft_skills'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

/** The part of the interview a question belongs to, by its 1-based position. */
export function questionCategoryOf(order: number): QuestionCategory {
  if (order <= 3) return 'background';
  if (order <= 6) return 'technical';
  if (order <= 9) return 'scenario';
  return 'soft_skills';
}
