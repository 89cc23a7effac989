// The judge's view of one answer: a fixed list of numeric features read from the answer's
// evidence. Each is something a reader can point to (own actions, a result, a figure that is a
// result, steps, how much of the answer is about this question and this job, template markers,
// round numbers, jargon…). How much each counts is not set here: the weights are fitted to graded
// answers (eval/graded, judge-weights.json), so no hand-set points decide a score.
import type { Language } from '../../../../shared/language';
import { contentStems } from '../../../job-description/read-job-description';
import { normaliseText, tokenize } from '../../../language/text';
import { PAST_TENSE_WORD } from '../answer-structure';
import { countEventsTold } from '../events-told';
import { measurePlatitudes } from '../generic-answer';
import { readRegister, registerStems, type RegisterKind } from './register';

/** Measurements of the text itself, beyond what the evidence names. */
export interface TextSignals {
  /** Share of the question's content words the answer takes up (0–1). */
  questionShare: number;
  /** …of the words the question quotes (a duty, a quality of the posting), where it quotes any. */
  quotedShare?: number;
  /** Share of the answer's content words found in this job's own title, posting and question. */
  profileShare: number;
  /** First-person singular words per word ("I", "my", «я», «мне»). */
  firstPerson: number;
  /** Names and proper nouns per word: capitalised words inside a sentence. */
  properNouns: number;
  /** Distinct content words over all content words. */
  distinctShare: number;
  /** Distinct phrases of general words about oneself, and the share of sentences holding one. */
  platitudes: number;
  platitudeSentences: number;
  /** Whether the answer reads as general words given to a how or what-happened question. */
  generic: boolean;
  /** Whether it speaks another, unrelated field's everyday language. */
  otherField: boolean;
  sentences: number;
  /** Abstract nouns per word ("optimisation", «эффективность»): the texture of jargon. */
  abstractNouns: number;
  /** Verbs in the past tense per word ("checked", «проверил»): the texture of a real account. */
  pastTense: number;
  /** "would", "will", «бы», «буду» per word: the texture of a promise or a hypothesis. */
  hypothetical: number;
  /**
   * Verbs in the past tense per word outside sentences that suppose ("I would have called",
   * «я бы позвонила»): events told as they happened. The feedback's measure; the judge's features
   * do not read it.
   */
  eventsTold: number;
  /**
   * Distinct words of the answer found in the posting's text but not in its title or the question
   * ("vakhta 30/30", "Hitachi", "a team of nine"): what it takes from this posting.
   */
  postingWords: number;
  /** Whether it speaks to the employer ("your team", "here", «у вас», «здесь»; not a general "you"). */
  addressesEmployer: boolean;
  /** Whether somebody's words are quoted. */
  quotes: boolean;
  /** Words per sentence. */
  sentenceWords: number;
  /** How strongly it speaks a consultant's jargon or a private-life story (register.ts). */
  register: Record<RegisterKind, number>;
}

const ABSTRACT = {
  en: /^[a-z-]{4,}(?:tion|tions|sion|sions|ment|ments|ity|ities|ness|ance|ances|ence|ences|ism|isms|ive|ise|ize|ised|ized|ising|izing|ency|ancy|ship)$/u,
  ru: /^[а-яё-]{3,}(?:ость|ости|остью|ние|ния|нию|нием|ниям|ниях|ция|ции|цию|цией|изм|изма|ивн[а-яё]+|ность|ностей|ческ[а-яё]+)$/u,
} as const;
const HYPOTHETICAL = new Set([
  'would', "i'd", "we'd", 'will', "i'll", "we'll", 'should', 'could', 'бы', 'буду', 'будет', 'будем', 'стал', 'постараюсь', 'стану',
]); // prettier-ignore
const SECOND_PERSON = {
  en: /\b(?:your|yours|here(?![\p{L}'’]))/iu,
  ru: /(?<![\p{L}])(?:вас|вам|вами|ваш|ваша|ваше|ваши|вашего|вашей|вашем|вашу|вашим|ваших|вашими|здесь|эт(?:а|у|ой) ваканси(?:я|ю|и))(?![\p{L}])/iu,
} as const;
const QUOTES = /["“”«»]|(?:^|\s)'[^']{3,}'/u;

const FIRST_PERSON = new Set([
  'i', 'me', 'my', 'mine', 'myself', "i'm", "i've", "i'd", "i'll",
  'я', 'мне', 'меня', 'мной', 'мой', 'моя', 'моё', 'мое', 'мои', 'моего', 'моей', 'моим', 'моих',
]); // prettier-ignore

export function readTextSignals(options: {
  answer: string;
  language: Language;
  question: string;
  jobTitle: string;
  jobDescription: string;
  generic: boolean;
  otherField: boolean;
}): TextSignals {
  const { answer } = options;
  const tokens = tokenize(normaliseText(answer)).filter((token) => /\p{L}/u.test(token));
  const words = Math.max(1, tokens.length);
  const stems = contentStems(answer);
  const questionStems = new Set(contentStems(options.question));
  const profile = new Set([
    ...questionStems,
    ...contentStems(options.jobTitle),
    ...contentStems(options.jobDescription),
  ]);
  const used = new Set(stems);
  const titleStems = new Set(contentStems(options.jobTitle));
  const postingOnly = new Set(
    contentStems(options.jobDescription).filter(
      (stem) => !questionStems.has(stem) && !titleStems.has(stem),
    ),
  );
  const quotedStems = new Set(
    [...options.question.matchAll(/[«“"]([^»”"]+)[»”"]/gu)].flatMap((match) =>
      contentStems(match[1] ?? ''),
    ),
  );
  const sentenceList = answer.split(/(?<=[.!?;])\s+/).filter((part) => /\p{L}/u.test(part));
  // A capital after the first word of a sentence is a name: a place, a firm, a product, a person.
  const properNouns = sentenceList
    .map((sentence) => sentence.split(/\s+/).slice(1))
    .flat()
    .filter((word) => /^[\p{Lu}][\p{Ll}]/u.test(word.replace(/^["'«(“]/u, ''))).length;
  const platitudes = measurePlatitudes(answer, options.language);
  return {
    questionShare:
      questionStems.size === 0
        ? 0
        : [...questionStems].filter((stem) => used.has(stem)).length / questionStems.size,
    quotedShare:
      quotedStems.size === 0
        ? 0
        : [...quotedStems].filter((stem) => used.has(stem)).length / quotedStems.size,
    profileShare:
      stems.length === 0 ? 0 : stems.filter((stem) => profile.has(stem)).length / stems.length,
    firstPerson: tokens.filter((token) => FIRST_PERSON.has(token)).length / words,
    properNouns: properNouns / words,
    distinctShare: stems.length === 0 ? 0 : used.size / stems.length,
    platitudes: platitudes.phrases,
    platitudeSentences: platitudes.sentenceShare,
    generic: options.generic,
    otherField: options.otherField,
    sentences: sentenceList.length,
    abstractNouns: tokens.filter((token) => ABSTRACT[options.language].test(token)).length / words,
    pastTense:
      tokens.filter((token) => PAST_TENSE_WORD[options.language].test(token)).length / words,
    hypothetical: tokens.filter((token) => HYPOTHETICAL.has(token)).length / words,
    eventsTold: countEventsTold(sentenceList, options.language) / words,
    postingWords: [...used].filter((stem) => postingOnly.has(stem)).length,
    addressesEmployer: SECOND_PERSON[options.language].test(answer),
    quotes: QUOTES.test(answer),
    sentenceWords: tokens.length / Math.max(1, sentenceList.length),
    register: readRegister(registerStems(answer), { profile }),
  };
}
