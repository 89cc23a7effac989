// Whose act a sentence tells, where its words alone would say the candidate's: an "I" inside a
// clause that hangs on another word ("where I wait on the kerb, how I judge the gap", «Начал
// ворчать, что я отдаю ему мякоть…») is no one's deed told, and a Russian sentence that opens on a
// verb with no subject goes on with the one who acted last in the sentence before («…, он стоял
// следующим после меня. Начал ворчать…»). The twenty-third panel's read found both quoted as
// "what you did yourself", untrue for both readers.
import { normaliseText, tokenize } from '../../language/text';
import type { Language } from '../../../shared/language';
import type { Sentence } from './work-praise';

/**
 * Words that open a clause hanging on another word, before the "I" («я») of it: "where I wait",
 * "how I judge the gap"; «что»/«чтобы» only after words of what someone else said or wanted («Начал
 * ворчать, что я…», «Он хотел, чтобы я сдал…») or opening the sentence. Not "that", "what",
 * "because", «как» ("after that I…", "What I changed was that I…", «Как прораб я вёл…», «Первое,
 * что я сделал, — …», «Помогло, что я завёл…» are the candidate's own).
 */
const SUBORDINATE: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:where|how|whether)\s+I\b/iu,
  ru: /(?<![\p{L}])(?:где|куда|откуда|почему|будто)\s+я(?![\p{L}])|(?:^|(?<![\p{L}])(?:сказал|говорил|ворчать|ворчал|жаловал|ругал|кричал|возмущал|требовал|просил|хотел|хотела|хотели|просила|требовала)\p{L}*,?\s+)(?:что|чтобы)\s+я(?![\p{L}])/iu,
};
/** A heading of the candidate's own steps ("What I did myself:", «Что я сделала:»): not subordinate. */
const HEADING = /^\s*(?:\p{L}+\s+){0,3}?\p{L}+\s*(?::|\s[—–]\s)/u;

/** Whether the candidate's first "I" («я») in the sentence comes in a clause opened by such a word. */
export function selfInSubordinate(sentence: string, language: Language): boolean {
  const text = sentence.trimStart();
  const opener = SUBORDINATE[language].exec(text);
  if (!opener) return false;
  const self = text.search(language === 'ru' ? /(?<![\p{L}])я(?![\p{L}])/iu : /\bI\b/u);
  return self >= opener.index && !HEADING.test(text.slice(opener.index + opener[0].length));
}

/** Someone else who acts, named at the head of a Russian clause. */
const OTHER_RU =
  /^(?:он|она|они|коллега|напарник|напарница|мастер|бригадир|начальник|клиент|клиентка|водитель|хозяин|хозяйка|покупатель|покупательница|сменщик|сменщица)$/u;

/**
 * Whether a Russian sentence opening on a verb of the past with no subject goes on with someone
 * else: the last clause of the sentence before has another person and no «я» in it, and the verb
 * is not of the other gender than that person's («…, она спросила. Объяснила…» is the candidate's
 * where the candidate is a woman and the verb says so only as much as «она» does: left theirs).
 */
export function continuesOtherRu(sentence: string, before: string | undefined): boolean {
  if (!before) return false;
  const first = tokenize(normaliseText(sentence))[0] ?? '';
  if (!/^(?!сначала$|дотла$|сила$|дела$)\p{L}{3,}(?:ал|ил|ел|ял|ула|ала|ила|ела|яла)$/u.test(first))
    return false;
  const tail = tokenize(normaliseText(before.split(/[,;:—–]/u).at(-1) ?? ''));
  if (tail.includes('я')) return false;
  const feminine = first.endsWith('а');
  if (tail.includes('он') && feminine && !tail.includes('она')) return false;
  if (tail.includes('она') && !feminine && !tail.includes('он')) return false;
  return tail.some((word) => OTHER_RU.test(word));
}

/**
 * A step told with its condition ("If the seal is cracked, I bin it", «…в брак, если дырка»): the
 * step is still the candidate's, the condition no supposition of it. Without the condition, a
 * method's steps told in the present are read as theirs (a training read of the twenty-third
 * panel's session: «Сначала убираю испорченную вещь из потока…, если дырка» praised with nothing).
 */
const CONDITION =
  /(?:^|(?<=[,;:—–]\s*))(?:если|if|unless)(?![\p{L}])[^,.;:—–!?]*|[,;]\s*(?:если|if|unless)(?![\p{L}])[^,.;:—–!?]*/giu;

/** A figure in a condition ("if it doubled", «если выросла в два раза»): a supposed case, kept. */
const FIGURE =
  /\d|(?<![\p{L}])(?:в (?:два|три|пять|десять) раза|вдвое|втрое|twice|double|doubled|half|halved)(?![\p{L}])/iu;

/** The sentence without the conditions its steps are told with (those with a figure stay). */
export function withoutConditions(sentence: string): string {
  return sentence.replace(CONDITION, (condition) => (FIGURE.test(condition) ? condition : ' '));
}

/**
 * The answer's sentences, each with its index, and after them the part of a sentence that follows
 * its semicolon or colon where the scene comes first ("On a half-term Saturday the till froze with
 * eight people waiting; I said so, took cash on the float…", «Метаться не стал: соусы перевёл в
 * пароконвектомат…»): the steps told there are the candidate's as a sentence of their own would be
 * (the twenty-second panel's read: "be ready to go deeper" where such steps were the answer's
 * strength, generic for both readers).
 */
export function withLaterClauses(
  sentences: readonly Sentence[],
  first: number,
): Array<{ sentence: Sentence; index: number; head?: string }> {
  const whole = sentences.map((sentence, index) => ({ sentence, index }));
  const later = whole.flatMap(({ sentence, index }) => {
    if (index < first) return [];
    const at = sentence.text.search(/[;:]\s/u);
    if (at < 0) return [];
    const rest = sentence.text.slice(at + 1);
    const text = rest.trimStart();
    const start = sentence.start + at + 1 + (rest.length - text.length);
    // Counted as a sentence after the first, where the scene was.
    const head = sentence.text.slice(0, at);
    return [{ sentence: { text, start }, index: Math.max(index, first + 1), head }];
  });
  return [...whole, ...later];
}
