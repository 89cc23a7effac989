// The first concrete step of an answer told as what the candidate would do ("First I'd export the
// list of all twenty and sit down with the sales progressor…", «Первым делом я бы остановила
// работу и позвала мастера…»), quoted as praise where nothing else is (specific-praise.ts). The
// own-step praise never quotes a supposition, so answers to "what would you do?" were told "a
// strong answer — keep this level", which readers call generic (the tenth frozen panel: 1 of 10).
import type { Language } from '../../../shared/language';

/**
 * A step the candidate would take, told from the sentence's first words: "I'd…", "I will…", «я
 * бы…», or a Russian verb of the future (позвоню, спрошу), not of a habit (проверяю, узнаю), which
 * the own-step praise reads.
 */
const PLAN_STEP: Readonly<Record<Language, readonly RegExp[]>> = {
  en: [
    // "I'd" that is "would", not "had" ("I'd agreed to cover…" tells a story).
    /^(?:(?:so|first|firstly|first of all|straight away),?\s+)?(?:the first thing I(?:'d|’d| would) do is\s+)?(?:I(?:'d|’d| would| will|'ll|’ll)(?: first| start by)?)\s+(?!say that|think|imagine|probably|guess|hope|like|want|feel|be\b|\p{L}+ed\b|(?:been|done|made|said|told|gone|seen|taken|given|got|had|left|found|heard|forgotten|written|known|thought|brought|bought|caught|taught|become|begun)\b)\p{L}+/iu,
  ],
  ru: [
    // «Я бы сначала выслушала…», «Сначала позвонила бы…», «Сначала позвоню…» (not «проверяю»).
    /^(?:(?:сначала|первым делом|прежде всего|в первую очередь|сразу),?\s+)?(?:я\s+)?бы\s+(?:сначала\s+|сразу\s+)?\p{L}{3,}л[аи]?(?![\p{L}])/iu,
    /^(?:(?:сначала|первым делом|прежде всего|в первую очередь|сразу),?\s+)?(?:я\s+)?(?:сначала\s+|сразу\s+)?\p{L}{3,}л[аи]?\s+бы(?![\p{L}])/iu,
    /^(?:(?:сначала|первым делом|прежде всего|в первую очередь|сразу),?\s+(?:я\s+)?|я\s+(?:сначала\s+|сразу\s+)?)\p{L}{2,}(?:ю|у)(?<![аяеиу]ю)(?![\p{L}])/iu,
  ],
};
/** A sentence told as the first step ("First…", «Сначала…», «Первым делом…»). */
const FIRST: Readonly<Record<Language, RegExp>> = {
  en: /^(?:first|firstly|first of all|the first thing|I(?:'d|’d| would) (?:first|start by))\b/iu,
  ru: /^(?:сначала|первым делом|прежде всего|в первую очередь)(?![\p{L}])/iu,
};
/** What is no step: a thought, a condition, an opinion («я думаю», "if…"). */
const NOT_A_STEP: Readonly<Record<Language, RegExp>> = {
  en: /^(?:if|when|unless|I think|I guess|I believe|I'd say|it depends)\b/iu,
  ru: /^(?:если|когда|я думаю|думаю|мне кажется|я считаю|считаю|зависит)(?![\p{L}])/iu,
};
/** A step told with what follows it: a second action, a reason, a detail. */
const MORE = /,|\s(?:and|then|so|и|а|потом|затем|чтобы)\s/iu;
const MIN_WORDS = 10;

/** The first sentence that tells a concrete step the candidate would take, or null. */
export function planSentence(sentences: readonly string[], language: Language): string | null {
  // The answer's first sentence, or one that says it is the first step: only these are "first".
  const firsts = sentences.filter(
    (sentence, index) => index === 0 || FIRST[language].test(sentence.trim()),
  );
  return (
    firsts.find((sentence) => {
      const text = sentence.trim();
      return (
        text.split(/\s+/u).length >= MIN_WORDS &&
        !text.includes('?') &&
        !NOT_A_STEP[language].test(text) &&
        PLAN_STEP[language].some((shape) => shape.test(text)) &&
        MORE.test(text)
      );
    }) ?? null
  );
}
