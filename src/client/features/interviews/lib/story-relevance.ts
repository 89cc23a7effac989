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

/** Whether most of a text's letters are Cyrillic: a Russian story, or a Russian question. */
function isCyrillic(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  return (
    letters.filter((letter) => /\p{Script=Cyrillic}/u.test(letter)).length * 2 > letters.length
  );
}

/**
 * The stories in the order they suit a question: those sharing the most words with it (their
 * skills count twice), then the most recently updated. Only stories told in the question's
 * language: an English story is no draft for an answer in Russian.
 */
export function storiesFor(question: string, stories: readonly Story[]): Story[] {
  const asked = wordsOf(question);
  const overlap = (text: string) => [...wordsOf(text)].filter((word) => asked.has(word)).length;
  const russian = isCyrillic(question);
  return stories
    .filter((story) => isCyrillic(story.body) === russian)
    .map((story, index) => ({
      story,
      index,
      score: overlap(`${story.title} ${story.body}`) + 2 * overlap(story.skills.join(' ')),
    }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.story);
}
