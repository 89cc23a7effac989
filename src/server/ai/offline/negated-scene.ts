// A scene named only to say it has not happened there ("I haven't needed it at work yet", «на
// работе такого не было»): no scene of a story. The twenty-fourth panel's read found "the scene is
// clear from the first sentence" said of such an answer, untrue for both readers.
import type { Language } from '../../../shared/language';
import { answerSentences } from './clauses';
import { normaliseText } from '../../language/text';

/** A denial of having met it: "I haven't needed it", "never had to", «не приходилось». */
const NEGATION: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:haven't|haven’t|have not|hasn't|hasn’t|has not|never|not yet)\b/iu,
  ru: /(?<![\p{L}])(?:не (?:приходилось|доводилось|было|сталкивал\p{L}*|требовал\p{L}*|понадобил\p{L}*)|никогда не|ни разу не)(?![\p{L}])/iu,
};

/** Words before a cue, in its own clause, that a denial of it is looked for in. */
const WORDS_BEFORE = 6;

/** Whether this occurrence of the phrase is denied: a negation just before it, in its clause. */
function deniedAt(sentence: string, options: { at: number; language: Language }): boolean {
  const before =
    sentence
      .slice(0, options.at)
      .split(/[,;:—–()]|\s-\s/u)
      .at(-1) ?? '';
  const words = before.trim().split(/\s+/u).slice(-WORDS_BEFORE).join(' ');
  return NEGATION[options.language].test(words);
}

/** The scene cues that appear at least once where the answer does not deny them. */
export function scenesTold(
  cues: readonly string[],
  options: { answer: string; language: Language },
): string[] {
  const sentences = answerSentences(options.answer).map((sentence) => normaliseText(sentence));
  return cues.filter((cue) => {
    const phrase = normaliseText(cue);
    let seen = false;
    for (const sentence of sentences) {
      for (let at = sentence.indexOf(phrase); at >= 0; at = sentence.indexOf(phrase, at + 1)) {
        seen = true;
        if (!deniedAt(sentence, { at, language: options.language })) return true;
      }
    }
    // A cue the sentences do not show as written (a pattern's own match) is kept.
    return !seen;
  });
}

/** A first sentence that hedges which time it was ("Probably at the Honda dealer…", «Наверное, …»). */
const HEDGED_OPENING: Readonly<Record<Language, RegExp>> = {
  en: /^\W*(?:probably|maybe|perhaps|possibly|i guess|i suppose|i think|i'd say|not sure)\b/iu,
  ru: /^[^\p{L}]*(?:наверное|наверно|пожалуй|может быть|возможно|скорее всего|думаю|мне кажется|не знаю)(?![\p{L}])/iu,
};

/**
 * Whether the answer's first sentence hedges which time it was ("Probably at the Honda dealer,
 * because…", «Наверное, когда…»): "the scene is clear from the first sentence" is not said of it
 * (the twenty-fifth panel's read: said of such a routine, untrue for both readers).
 */
export function opensHedged(answer: string, language: Language): boolean {
  return HEDGED_OPENING[language].test((answerSentences(answer)[0] ?? '').trim());
}
