import type { Story } from '../api/stories';

/** Words worth matching: four letters or more, any script, lower case. */
function wordsOf(text: string): Set<string> {
  return new Set(
    (text.toLocaleLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}+#-]{3,}/gu) ?? []).map((word) =>
      // "customers" meets "customer", «клиентом» meets «клиент»: the first five letters.
      word.slice(0, 5),
    ),
  );
}

/**
 * The stories in the order they suit a question: those sharing the most words with it (their
 * skills count twice), then the most recently updated.
 */
export function storiesFor(question: string, stories: readonly Story[]): Story[] {
  const asked = wordsOf(question);
  const overlap = (text: string) => [...wordsOf(text)].filter((word) => asked.has(word)).length;
  return stories
    .map((story, index) => ({
      story,
      index,
      score: overlap(`${story.title} ${story.body}`) + 2 * overlap(story.skills.join(' ')),
    }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.story);
}
