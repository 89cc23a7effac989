// How a story has gone since the change it ends on ("Since then I scan the barcode… There have
// been no misrouted parcels this year", «Теперь сверяю… Больше замечаний не было»): an answer that
// tells it is not asked "how do you know the change has worked?" (feedback.ts).
import type { Language } from '../../../shared/language';
import { findPhrases, normaliseText } from '../../language/text';

/**
 * How it has gone since, said without a figure: it has not happened again, nothing has gone wrong
 * since ("not a single complaint since", «Больше замечаний не было», «Сейчас таких провалов уже
 * нет»), or it went down.
 */
// prettier-ignore
const SINCE_WORDS: Readonly<Record<Language, readonly string[]>> = {
  en: [
    "hasn't happened", 'has not happened', "haven't had", 'have not had', 'not once', 'not a single',
    'none since', 'no longer', 'never again', 'halved', 'zero',
    'there have been no', "there's been no", 'there has been no',
    // Fewer of what went wrong: "customers liked it and I got fewer complaints" (the fourteenth
    // panel's read: "how do you know it works?" asked of it, both readers).
    'fewer', 'less often', 'stopped happening',
  ],
  ru: [
    'уже нет', 'больше нет', 'ни разу', 'не повтор*', 'не было', 'больше не', 'ни одной',
    'ни одного', 'снизил*', 'сократил*', 'уменьшил*', 'стало меньше', 'реже',
  ],
};
/**
 * The same with words between: «Сейчас уже таких замечаний нет» (the seventeenth panel's read: "how
 * do you know the change works?" asked of it, both readers), "I don't get those remarks any more".
 */
const SINCE_SHAPES: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:don['’]t|doesn['’]t|didn['’]t|haven['’]t|hasn['’]t|never|no)\b[^.!?]{0,40}\b(?:any ?more|since)\b/iu,
  ru: /(?<![\p{L}])(?:уже|больше|сейчас|теперь)\s+(?:\p{L}+\s+){0,3}(?:нет|не бывает|не было)(?![\p{L}])/iu,
};
/**
 * That the change worked, said anywhere in the answer ("it got easier and the mistakes stopped",
 * «стало легче, ошибок почти не стало»): told before a closing maxim, it is still told (the
 * twenty-third panel's read: "how do you know it worked?" asked of it, both readers).
 */
const WORKED: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:it|that|this) (?:worked|helped|did the trick|sorted it)\b|\b(?:got|was) (?:much |a lot )?easier\b|\b(?:mistakes|errors|complaints|problems) (?:stopped|went away|dried up)\b|\bno more (?:\w+ )?(?:mistakes|errors|complaints|problems)\b/iu,
  ru: /(?<![\p{L}])(?:стало (?:гораздо |намного |сильно )?(?:легче|проще|лучше)|(?:это )?(?:помогло|сработало)|(?:ошибок|жалоб|замечаний|претензий|проблем|недостач) (?:почти |совсем |больше )?не стало)(?![\p{L}])/iu,
};
const LESSON_CUES = new Set(['since then', 'теперь', 'с тех пор', 'now uses', 'still use']);
/** A figure in a sentence that says what came of it: "complaints went from 14 to 9", «стало 9». */
const OUTCOME_FIGURE = /\p{N}/u;

/**
 * Whether, after the last sentence that tells what the candidate changed or learned, the answer
 * tells how it has gone since: a change in figures, that it has not happened again, or a figure
 * with an outcome word.
 */
export function toldSignAfterLesson(
  sentences: readonly string[],
  options: {
    language: Language;
    lessonWords: readonly string[];
    outcomeWords: readonly string[];
    changePatterns: readonly RegExp[];
  },
): boolean {
  const { language, lessonWords, outcomeWords: outcome, changePatterns } = options;
  const at = sentences.findLastIndex(
    (sentence) => findPhrases(normaliseText(sentence), lessonWords).length > 0,
  );
  // The lesson's own words ("since then", «теперь») say nothing of how it has gone since.
  const outcomeOnly = outcome.filter(
    (word) => !lessonWords.includes(word) && !LESSON_CUES.has(word),
  );
  if (at >= 0 && sentences.some((sentence) => WORKED[language].test(sentence))) return true;
  return (
    at >= 0 &&
    sentences.slice(at + 1).some((sentence) => {
      const words = normaliseText(sentence);
      return (
        changePatterns.some((pattern) => pattern.test(sentence)) ||
        findPhrases(words, SINCE_WORDS[language]).length > 0 ||
        SINCE_SHAPES[language].test(sentence) ||
        (OUTCOME_FIGURE.test(sentence) && findPhrases(words, outcomeOnly).length > 0)
      );
    })
  );
}
