// The sentence of an answer about the candidate's background that states their own work with its
// facts ("Six years at Asda, the last three on the customer service desk…", «Пять лет работала
// кассиром в „Пятёрочке“…»): quoted as praise where nothing else is (specific-praise.ts). After a
// background answer the feedback prepared for a follow-up any answer could get ("What was the
// hardest part of it?", "which part of this job haven't you done?"): the tenth frozen panel's
// readers found such lines generic, and the answer's own words quoted, good.
import type { Language } from '../../../shared/language';
import type { Metric } from './metrics';

/** A sentence of an answer and where it starts in it. */
export interface Sentence {
  text: string;
  start: number;
}

/** The figures and names an answer gives within one of its sentences. */
export function factsIn(
  sentence: Sentence,
  { metrics, names }: { metrics: readonly Metric[]; names: readonly string[] },
): number {
  const end = sentence.start + sentence.text.length;
  return (
    metrics.filter((metric) => metric.index >= sentence.start && metric.index < end).length +
    names.filter((name) => sentence.text.includes(name)).length
  );
}

/** The candidate in the sentence: "I", "my", «я», «мне», a Russian verb in the past. */
const OWN: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:I|I've|I'm|I’ve|I’m|my)\b/u,
  // …or opening on a verb of one man in the past («Начинал в 2020-м в маленькой мастерской…»; the
  // twelfth panel's read: such an answer praised for «два года» alone).
  ru: /(?<![\p{L}])(?:я|мне|меня|мой|моя|мои)(?![\p{L}])|(?<![\p{L}])\p{L}{3,}(?:ла|лся|лась)(?![\p{L}])|^\s*(?!Персонал|Материал|Журнал|Канал|Сигнал|Отдел|Финал)\p{L}{4,}(?:ал|ил|ел|ял)(?![\p{L}])/iu,
};
/** A supposition, a plan or a wish is no work done ("I'd like to…", «хотела бы»). */
const NOT_DONE: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:would|could|might|will|want|hope|like to|plan|if)\b|['’](?:d|ll)\b/iu,
  ru: /(?<![\p{L}])(?:бы|хочу|хотел\p{L}*|планирую|буду|если|мечта\p{L}*)(?![\p{L}])/iu,
};
/** Words enough to state work with its facts. */
const MIN_WORDS = 8;
/** Facts (figures and names) a sentence needs to be quoted for them. */
const MIN_FACTS = 1;

/** A sentence of the candidate's own that states work done: long enough, not a question, not supposed. */
export function statesOwnWork(sentence: Sentence, language: Language): boolean {
  return (
    sentence.text.split(/\s+/u).length >= MIN_WORDS &&
    !sentence.text.includes('?') &&
    OWN[language].test(sentence.text) &&
    !NOT_DONE[language].test(sentence.text)
  );
}

/**
 * Work the sentence itself says was not the kind asked about ("…early shifts at Greggs but that was
 * more the ovens than lifting", «…, но там было больше про кассу»): never the experience praised
 * (the twenty-third panel's read, untrue for one reader, not useful for both).
 */
const DISOWNED: Readonly<Record<Language, RegExp>> = {
  en: /\bbut (?:that|it|this|there) (?:was|wasn['’]t|is|isn['’]t) (?:more|mostly|mainly|really|not|just|only|different)\b/iu,
  ru: /(?<![\p{L}])но (?:это|там|то|тут) (?:было|был|была|не|скорее|больше|в основном)(?![\p{L}])/iu,
};

/** The background sentence richest in facts of the candidate's own work, or null. */
export function workSentence(
  sentences: readonly Sentence[],
  options: { language: Language; metrics: readonly Metric[]; names: readonly string[] },
): string | null {
  const { language, metrics, names } = options;
  const found = sentences
    .filter(
      (sentence) => statesOwnWork(sentence, language) && !DISOWNED[language].test(sentence.text),
    )
    .map((sentence) => ({ sentence, facts: factsIn(sentence, { metrics, names }) }))
    .filter(({ facts: count }) => count >= MIN_FACTS)
    .sort((a, b) => b.facts - a.facts)[0];
  return found ? found.sentence.text : null;
}
