// A sentence of an answer as the feedback quotes it: the answer cut into sentences where they end,
// and a long one cut at a word, from the clause that holds what is quoted.
import type { Sentence } from './work-praise';

/** A sentence quoted longer than this is cut at a word, with an ellipsis. */
export const QUOTED_WORDS = 22;
export const MIN_SENTENCE_WORDS = 5;

/**
 * Where a sentence ends: a stop before a capital, a quote or a digit, or the end, or a line break;
 * never inside «т.д.», «т.е.» or "7.5".
 */
const SENTENCE_END = /[.!?…]+["»”]?(?=\s+[\p{Lu}«"“(\d]|\s*$)|\n+/gu;

export function sentencesOf(answer: string): Sentence[] {
  const sentences: Sentence[] = [];
  const add = (from: number, to: number) => {
    const part = answer.slice(from, to);
    const text = part.trim();
    if (/[\p{L}\p{N}]/u.test(text)) sentences.push({ text, start: from + part.indexOf(text) });
  };
  let from = 0;
  for (const match of answer.matchAll(SENTENCE_END)) {
    add(from, match.index + match[0].length);
    from = match.index + match[0].length;
  }
  add(from, answer.length);
  return sentences;
}

/** Words with a letter or a digit in them: a dash is not one («Что изменила недавно — анафилаксия»). */
export const wordCount = (text: string) =>
  text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * A sentence as the feedback quotes it: whole, or, when long, from the clause that holds what is
 * praised (at `at`, an offset into the sentence) for as many words as fit, with an ellipsis where it
 * is cut.
 */
export function quoted(sentence: string, at = 0): string {
  // The stop is dropped, not an abbreviation's («и т.д.»).
  const text = sentence.trim().replace(/(?<!\.\s?\p{L}{1,2})[.!?…]+$/u, '');
  if (wordCount(text) <= QUOTED_WORDS) return text;
  const clauseStart = Math.max(
    0,
    ...[...text.slice(0, at).matchAll(/[,;:]\s+|\s[—–-]\s+/gu)].map(
      (match) => match.index + match[0].length,
    ),
  );
  const words = text.slice(clauseStart).split(/\s+/u);
  const opening = clauseStart > 0 ? '…' : '';
  if (words.length <= QUOTED_WORDS) return `${opening}${words.join(' ')}`;
  const kept = words.slice(0, QUOTED_WORDS);
  // Not cut after a word that only joins or leads into what follows ("…на договоре ГПХ, и с…",
  // "…because I didn't want to get it…": a new user's walk).
  while (kept.length > MIN_SENTENCE_WORDS && DANGLING.test(kept.at(-1) ?? '')) kept.pop();
  return `${opening}${kept.join(' ').replace(/[,;:—–-]+$/u, '')}…`;
}

/** A word a quote cut at a word does not end on: a conjunction, a preposition, an article. */
// …nor on a subject or a helping verb whose verb is cut off ("…over two afternoons, so they…": a
// new user's walk, thirty-seventh session).
const DANGLING =
  /^(?:and|or|but|so|because|that|to|of|for|with|in|on|at|by|from|a|an|the|before|after|while|when|then|as|if|until|where|which|who|also|i|we|they|he|she|it|you|my|our|their|his|her|its|was|were|is|are|had|has|have|would|will|could|и|а|но|или|что|чтобы|потому|с|со|в|во|на|по|к|ко|о|об|от|до|из|за|для|у|при|не|когда|пока|если|потом|где|который|которая|которые|я|мы|они|он|она|оно|мой|моя|наш|их|его|её|был|была|было|были),?$/iu;
