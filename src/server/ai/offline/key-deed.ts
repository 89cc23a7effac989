// The candidate's key act in a case, quoted as praise ("Your own action stands out: “…”"): of the
// clauses where the candidate acts, the one with most of the case's substance in it — figures,
// names, the posting's and the question's own words — not the longest, and not passing the case
// up ("I told my manager", «я позвонил механику») where the answer holds a hands-on act. The
// fourteenth frozen panel's readers found the longest clause quoted beside the key act ("went to
// the stores" beside the valve found and replaced; «я позвонил механику» beside the micrometer
// work) and the act missed where its sentence gave its reason ("Our limit is 5, so I rejected
// those two boxes").
import type { Language } from '../../../shared/language';
import { getLexicon } from '../../language/lexicon';
import { findPhrases, normaliseText, tokenize } from '../../language/text';
import { findActionVerbs } from './action-verbs';
import { answerSentences } from './clauses';
import { PASSES_UP } from './passes-up';
import { PAST_EN, PAST_RU } from './past-forms';
import {
  ACTS_ON_ME,
  CLAUSE_BREAK,
  ENDS_IN_NUMBER,
  findDeedPoint,
  findPressPoint,
  isOwnChoice,
  jointWith,
  MINOR_PART,
  MISTAKE,
  othersActBefore,
  ownClause,
  REFERS_BACK,
  SELF,
  SETS_TIME,
  startInLowerCase,
} from './press-point';
import { ownDeed } from './turn-praise';
import { continuesOtherRu } from './own-step-subject';
import { NOT_HELD_UP } from './own-step';

/** A sentence or clause that supposes ("If…", «Если…»), a clause that would ("I'd…", «я бы…»). */
const SUPPOSES = {
  en: /^\W*if(?![\p{L}])/iu,
  ru: /^\W*если(?![\p{L}])/iu,
} as const;
const WOULD = {
  en: /(?<![\p{L}])would(?![\p{L}])|['’]d\b/iu,
  ru: /(?<![\p{L}])бы(?![\p{L}])/iu,
} as const;
/** A clause after "because" gives a reason ("…because I was shooting on a long exposure"). */
const AFTER_REASON = {
  en: /(?<![\p{L}])(?:because|since|as|so that)\s*$/iu,
  ru: /(?<![\p{L}])(?:потому|так как|ведь|поскольку)\s*$/iu,
} as const;
/**
 * What follows "she was right:" is what the critic was right about, the candidate's fault («она
 * была права: я по привычке гнал темп»: the eighteenth panel's read, quoted as the key act).
 */
const CRITIC_RIGHT = {
  en: /(?<![\p{L}])(?:was|were|is|are) (?:absolutely |completely |quite )?right[^\p{L}\p{N}]*$/iu,
  ru: /(?<![\p{L}])(?:прав|права|правы)[^\p{L}\p{N}]*$/iu,
} as const;
/** A verb that names no act ("I did it in the evenings", «я делал по вечерам»). */
const LIGHT_VERB = /^(?:did|done|делал\p{L}*|сделал\p{L}*)$/iu;
/** A Russian verb told as going on («наматывал», «успокаивала», «объяснял»), not a deed done. */
const ONGOING_RU = /(?:ыва|ива|ва|я)л(?:а|ся|ась)?$/u;
/** Time served ("I drove a tipper for six years before this"): background, not the case's act. */
const BACKGROUND =
  /\bfor (?:\w+ ){0,2}(?:years?|months?)\b|\bbefore this\b|(?<![\p{L}])лет(?![\p{L}])/iu;
/** Words that name nothing after a verb ("I filled it", "I showed him", «я ей объяснила»). */
const EMPTY_AFTER_VERB: ReadonlySet<string> = new Set(
  (
    'it them him her this that these those up on off back out in down all over round everything ' +
    'ей ему его её их им это всё все там тут сам сама сами очень уже так потом сразу'
  ).split(' '),
);
const NUMBER_WORD =
  /^(?:\d[\d.,:/%]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|hundred|два|две|три|четыре|пять|шесть|семь|восемь|девять|десять|двадцать|тридцать|сто)$/iu;
const MIN_WORDS = 3;
/** Longer, a clause stops reading as one act. */
const MAX_WORDS = 14;
/** How much one word of substance weighs against a word of length, and passing a case up. */
const SUBSTANCE = 2;
const LENGTH = 0.25;
const PASSED_UP = 3;
const ONGOING = 1.5;

/** Stems of the words of the posting and the question (five letters: "probe" in "probed"). */
function contextStems(context: string): Set<string> {
  return new Set(
    tokenize(normaliseText(context))
      .filter((word) => word.length >= 4)
      .map((word) => word.slice(0, 5)),
  );
}

/** What the clause holds of the case: figures, names in capitals, the posting's own words. */
function substance(quote: string, stems: ReadonlySet<string>): number {
  const words = quote.split(/\s+/u).filter(Boolean);
  return words.filter((word, at) => {
    const bare = word.replace(/[^\p{L}\p{N}.,:/%]/gu, '').replace(/[.,:]+$/u, '');
    if (NUMBER_WORD.test(bare)) return true;
    if (at > 0 && /^\p{Lu}/u.test(bare) && bare !== 'I') return true;
    const lower = bare.toLowerCase();
    return lower.length >= 4 && stems.has(lower.slice(0, 5));
  }).length;
}

/** Whether nothing but pronouns and particles follows the clause's first verb. */
function namesNothing(tokens: readonly string[], ...verbLists: (readonly string[])[]): boolean {
  const verbs = new Set(verbLists.flat());
  const at = tokens.findIndex((word) => verbs.has(word));
  if (at < 0) return false;
  return tokens.slice(at + 1).every((word) => EMPTY_AFTER_VERB.has(word));
}

/**
 * «я» and no one else named in the sentence or the one before (their «он», «она», «они»); or, read
 * loosely, in an answer that never names the candidate («Весной заметил… Отловил пять рыб, отнёс
 * ихтиопатологу»: a compact answer told without «я», "go deeper" said of nothing), no one else
 * acting at the end of the sentence before. Loosely read, the act is only the point an interviewer
 * will pick up on, never praised as the candidate's (round 140: as the point, 10 and 13 of 19 good,
 * none untrue; as praise, 3 of 20 untrue — a colleague's act, what a bearing did).
 */
function selfBefore(sentences: readonly string[], options: { sentence: string; loose: boolean }) {
  const at = sentences.indexOf(options.sentence);
  const near = [sentences[at - 1] ?? '', options.sentence].join(' ');
  const others = /(?<![\p{L}])(?:он|она|они|оно)(?![\p{L}])/iu.test(near);
  if (/(?<![\p{L}])я(?![\p{L}])/iu.test(near)) return !others;
  if (!options.loose) return false;
  const anywhere = sentences.some((told) => /(?<![\p{L}])я(?![\p{L}])/iu.test(told));
  return !anywhere && !others && !continuesOtherRu(options.sentence, sentences[at - 1]);
}

/** A clause that ends on the word joining it to the next one. */
const DANGLING_END = /(?<![\p{L}])(?:and|but|or|so|then|и|а|но|или|потом)$/iu;

/** The candidate's key act in the answer, quoted, or null where no clause tells one. */
export function findKeyDeed(
  answer: string,
  options: { language: Language; context: string },
): string | null {
  return readKeyDeed(answer, options)?.quote ?? null;
}

/** The key act with whether it leaves «я» out (ownDeed reads it so). */
function readKeyDeed(
  answer: string,
  { language, context, loose = false }: { language: Language; context: string; loose?: boolean },
): { quote: string; implied: boolean } | null {
  const sentences = answerSentences(answer);
  // Not the scene-setting first sentence of an answer of three or more.
  const candidates = sentences.length >= 3 ? sentences.slice(1) : sentences;
  const lexicon = getLexicon(language);
  const stems = contextStems(context);
  let best: { quote: string; weight: number; implied: boolean } | null = null;
  for (const sentence of candidates) {
    if (SUPPOSES[language].test(sentence) || REFERS_BACK[language].test(sentence)) continue;
    const pieces = sentence.split(CLAUSE_BREAK[language]);
    for (const [at, piece] of pieces.entries()) {
      const before = pieces[at - 1] ?? '';
      if (at > 0 && jointWith({ sentence, before, piece: piece ?? '' }, language)) continue;
      if (SETS_TIME[language].test(piece?.trim() ?? '')) continue;
      const quote = ownClause(piece?.trim() ?? '', language);
      if (!quote || WOULD[language].test(quote) || SUPPOSES[language].test(piece ?? '')) continue;
      const start = sentence.indexOf(piece?.trim() ?? '');
      if (start > 0 && AFTER_REASON[language].test(sentence.slice(0, start))) continue;
      if (start > 0 && CRITIC_RIGHT[language].test(sentence.slice(0, start))) continue;
      if (/^(?:что|that)\s/iu.test(piece?.trim() ?? '')) continue;
      if (language === 'ru' && !SELF.ru.test(quote)) {
        if (othersActBefore(sentence, piece ?? '') || ACTS_ON_ME.test(quote)) continue;
      }
      const words = quote.split(/\s+/u).filter(Boolean);
      if (words.length < MIN_WORDS || words.length > MAX_WORDS) continue;
      if (ENDS_IN_NUMBER.test(quote) || MISTAKE.test(quote)) continue;
      // A clause cut before what it joins ("I kept it light and, for the next few hands, …").
      if (DANGLING_END.test(quote)) continue;
      const tokens = tokenize(normaliseText(quote));
      const verbs = findActionVerbs(tokens, { lexicon, isRussian: language === 'ru' }).own;
      // A Russian verb far from «я» («Я за две смены после работы сварил…») by its past ending.
      const pastRu = language === 'ru' ? tokens.filter((word) => PAST_RU.test(word)) : [];
      // …and an English verb in the past the list does not know ("I let her sit in on my calls").
      const pastEn = language === 'en' ? tokens.filter((word) => PAST_EN.test(word)) : [];
      if (!isOwnChoice([...verbs, ...pastRu, ...pastEn], { quote, language })) continue;
      if (findPhrases(normaliseText(quote), lexicon.star.result).length > 0) continue;
      // …only where the clause opens on its verb: not «Одна девочка плакала у столовой».
      const opensOnVerb =
        (piece ?? '').trim().split(/\s+/u)[0]?.toLowerCase() ===
        quote.trim().split(/\s+/u)[0]?.toLowerCase();
      const implied =
        language === 'ru' &&
        !SELF.ru.test(quote) &&
        opensOnVerb &&
        selfBefore(sentences, { sentence, loose });
      const deed = ownDeed(startInLowerCase(quote, language), implied);
      if (!deed) continue;
      const held = substance(quote, stems);
      const passesUp = PASSES_UP[language].test(quote);
      // Passing the case up with nothing of it named ("I told our manager") is no key act.
      if (passesUp && held === 0) continue;
      if ((held === 0 && namesNothing(tokens, verbs, pastRu)) || BACKGROUND.test(quote)) continue;
      // Nor looking after oneself or a lapse («спал при любой возможности», "I ate properly").
      if (MINOR_PART.test(quote) || NOT_HELD_UP[language].test(quote)) continue;
      const ongoing = language === 'ru' && tokens.some((word) => ONGOING_RU.test(word));
      if (tokens.some((word) => LIGHT_VERB.test(word))) continue;
      const weight =
        SUBSTANCE * held +
        LENGTH * words.length -
        (passesUp ? PASSED_UP : 0) -
        (ongoing ? ONGOING : 0);
      if (!best || weight > best.weight) best = { quote: deed, weight, implied };
    }
  }
  return best ? { quote: best.quote, implied: best.implied } : null;
}

/** The quotes of an answer's own action, for its reading (analyse-answer.ts). */
export function ownActionQuotes(
  answer: string,
  { language, context }: { language: Language; context: readonly (string | undefined)[] },
) {
  const told = { language, context: context.join('\n') };
  const deed = readKeyDeed(answer, told);
  return {
    pressPoint: findPressPoint(answer, language),
    deedPoint: findDeedPoint(answer, language),
    keyDeed: deed?.quote ?? null,
    keyDeedImplied: deed?.implied ?? false,
    // The point to pick up on where no act is sure enough to praise (selfBefore, read loosely).
    depthDeed: deed ? null : (readKeyDeed(answer, { ...told, loose: true })?.quote ?? null),
  };
}
