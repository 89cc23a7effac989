// The frame of a STAR template: its labels ("Situation: … Task: … Result: …"), in both languages.
/** The labels of a Situation/Task/Action/Result template, in both languages. */
export const STAR_LABEL_WORDS =
  'situation|task|action|result|ситуация|задача|действия|действие|результат';
const STAR_LABEL = new RegExp(`(?:^|[\\n.;]\\s*)(${STAR_LABEL_WORDS})\\s*[:—–-]`, 'gimu');
/** The same labels cut to their letters ("S – … T – … R – …", «С — … З — …») or in brackets. */
const STAR_LETTER = /(?:^|[\n.;]\s*)([STAR]|[СЗДР])\s*[:—–-]\s/gmu;
const STAR_BRACKETED = new RegExp(`\\((${STAR_LABEL_WORDS})\\)`, 'giu');
/**
 * A template's frame: two different STAR labels or more opening its sentences ("Situation: …
 * Task: … Result: …"). One alone is how people speak ("The result: we stopped losing bags",
 * «Результат — обновлённые формы»): over the graded corpus, 476 of 482 labelled stuffed answers
 * have two or more, and the only two honest answers with a label have one. Cut to letters or
 * bracketed, two or more label 50 more gaming answers of the corpus and none of its 6,770 honest.
 */
export function hasStarLabels(answer: string): boolean {
  const distinct = (pattern: RegExp) =>
    new Set([...answer.matchAll(pattern)].map((match) => match[1]!.toLowerCase())).size;
  return distinct(STAR_LABEL) >= 2 || distinct(STAR_LETTER) >= 2 || distinct(STAR_BRACKETED) >= 2;
}
