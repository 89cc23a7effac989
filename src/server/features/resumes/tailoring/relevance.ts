import type { JobKeyword } from '../job/job-keywords';

/** How much a line speaks to the job: 2 per required keyword, 1 per preferred, halved for soft skills. */
export function scoreRelevance(text: string, keywords: readonly JobKeyword[]): number {
  return keywords
    .filter((keyword) => keyword.isFoundIn(text))
    .reduce(
      (sum, keyword) =>
        sum + (keyword.level === 'required' ? 2 : 1) * (keyword.kind === 'soft_skill' ? 0.5 : 1),
      0,
    );
}

/** Most relevant first; items of equal relevance keep the order the person gave them. */
export function sortByRelevance<T>(
  items: readonly T[],
  options: { textOf: (item: T) => string; keywords: readonly JobKeyword[] },
): T[] {
  const { textOf, keywords } = options;
  return items
    .map((item, index) => ({ item, index, score: scoreRelevance(textOf(item), keywords) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}
