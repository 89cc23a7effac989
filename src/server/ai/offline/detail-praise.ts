// The candidate's own sentence richest in facts (two figures or names or more: "seven earlies in a
// row twice in August, 4am sign-on"), done, not supposed: what a strong answer is praised for where
// nothing else is certain enough to name (the thirteenth panel's readers marked "a strong answer —
// keep this level" deserved but generic on 11 of 24 strong answers, both readers). Not where the
// candidate worked or comes from ("I worked two years in Moscow", "I am from Poland"): that is
// background, not the detail of the work.
import type { Language } from '../../../shared/language';
import type { Metric } from './metrics';
import { CAREER_MOVE } from './own-step';
import { factsIn, statesOwnWork, type Sentence } from './work-praise';

/** Facts a sentence needs to be praised for its detail alone. */
const DETAIL_FACTS = 2;
/** What the opening sentence gives up: its facts are often the scene, not the work. */
const OPENING_HANDICAP = 0.5;
/** Where the candidate comes from ("I'm from Wales", «я из Казани»). */
const ORIGIN: Readonly<Record<Language, RegExp>> = {
  en: /\bI(?:'m|’m| am| was)? (?:originally )?from\b|\bwhen I (?:arrived|came) (?:here )?from\b/iu,
  ru: /(?<![\p{L}])я (?:сам\p{L}* )?из(?![\p{L}])|(?<![\p{L}])(?:переехал\p{L}*|приехал\p{L}*)(?![\p{L}])/iu,
};

export function detailSentence(
  sentences: readonly Sentence[],
  options: { language: Language; metrics: readonly Metric[]; names: readonly string[] },
): string | null {
  const { language } = options;
  // A number of a name or after a label ("Band 7", "gate 12") is no figure of the work.
  const facts = (sentence: Sentence) =>
    factsIn(sentence, {
      names: options.names,
      metrics: options.metrics.filter((metric) => !metric.afterName && !metric.afterLabel),
    });
  const found = sentences
    .filter(
      (sentence) =>
        statesOwnWork(sentence, language) &&
        !CAREER_MOVE[language].test(sentence.text) &&
        !ORIGIN[language].test(sentence.text),
    )
    .map((sentence) => ({
      sentence,
      facts: facts(sentence),
      weight: facts(sentence) - (sentence === sentences[0] ? OPENING_HANDICAP : 0),
    }))
    .filter(({ facts }) => facts >= DETAIL_FACTS)
    .sort((a, b) => b.weight - a.weight)[0];
  return found ? found.sentence.text : null;
}
