// The one thing the candidate did that an interviewer is likeliest to press on, quoted as the
// answer says it: a short clause with the candidate's own action ("I let her sit in on my Monday
// call-backs", «группу разбил на две с отдельными УЗО»). Feedback names it in the follow-up to
// prepare ("which other way you considered and why you ruled it out") instead of "be ready to go
// deeper" into nothing in particular, which every recruiter's read marked as telling nothing.
import type { Language } from '../../../shared/language';
import { getLexicon } from '../../language/lexicon';
import { findPhrases, normaliseText, tokenize } from '../../language/text';
import { BRIDGES, findActionVerbs } from './action-verbs';
import { answerSentences } from './clauses';
import { withHadWrittenOut } from './events-told';
import { ENDURED } from './endured';

/** A quote shorter than this is a fragment; longer, it stops being a quote. */
const MIN_WORDS = 3;
const MAX_WORDS = 9;

/** Where a clause ends: punctuation, or a joining word before the next action. */
export const CLAUSE_BREAK = {
  en: /[,;:.!?()–—\n]+|\s(?:and|but|so|then|which|because|while)\s/iu,
  ru: /[,;:.!?()–—\n]+|\s(?:и|а|но|затем|потом|чтобы|потому|так как|пока)\s/iu,
} as const;

/**
 * A sentence that supposes, explains already, or names the way not taken: "why that way?" would
 * be asked of it ("I didn't write him up, I sat down with him", «не стал писать докладную, а сел
 * с ним»: round-20 training read).
 */
const SUPPOSES_OR_EXPLAINS = {
  en: /(?<![\p{L}])(?:if|would|'d|because|so that|since|as it|in order to|reasons?|rather than|instead of|didn't|did not)(?![\p{L}])|,\s*so\s/iu,
  ru: /(?<![\p{L}])(?:если|бы|потому|так как|чтобы|поскольку|ведь|иначе|причин\p{L}*|вместо|не стал\p{L}*|а не)(?![\p{L}])/iu,
} as const;

/** A clause after a verb of saying or thinking: "…said, that I…", «…сказал, что я…». */
const REPORTED = {
  en: /\b(?:said|says|told (?:me|us|him|her|them)|thought|reckoned|agreed)\s*,\s*that\b/iu,
  ru: /(?<![\p{L}])(?:сказал\p{L}*|говор\p{L}*|сказа\p{L}*|счита\p{L}*|призна\p{L}*|подтверди\p{L}*|согласи\p{L}*)\s*,\s*что(?![\p{L}])/iu,
} as const;

/** A clause that opens on when it happened ("When I…", «Когда я…»). */
export const SETS_TIME = {
  en: /^(?:when|whenever|while|once|as soon as|after|before|until)(?![\p{L}])/iu,
  ru: /^(?:когда|пока|как только|после того как|перед тем как)(?![\p{L}])/iu,
} as const;

/**
 * The way not taken, named with its reason anywhere in the answer; or the pull to take it, resisted
 * ("…even though I wanted to go faster", «хоть и хотелось быстрее»), or a step not taken beside the
 * one taken («старалась высыпаться после смены, не хватала подработки»): the twenty-first panel's
 * training read (round 123) found "which other way did you weigh?" asking for what both gave.
 */
const RULED_OUT = {
  // A step not taken, not a thought ("I didn't agree at first because…": round 80).
  en: /\bI (?:didn['’]t|did not|chose not to|decided not to|wasn['’]t going to) (?!agree|think|know|want|like|realis|realiz|understand|mind|expect|feel|see|notice|believe|care)(?:\w+ ){1,6}?(?:because|as|since|so)\b|\b(?:instead of|rather than)\b|\b(?:even though|although|though|even when|even if) I (?:wanted|was tempted|felt like)\b|\bthe temptation (?:is|was)\b/iu,
  ru: /(?<![\p{L}])(?:не стал\p{L}*|решил\p{L}* не|не пош[её]л|не пошла)(?: \p{L}+){1,6}?,? (?:потому что|так как|чтобы|ведь|поскольку)(?![\p{L}])|(?<![\p{L}])вместо того,? чтобы(?![\p{L}])|(?<![\p{L}])(?:хоть|хотя|даже когда|даже если)(?: и)? (?:мне )?хотел\p{L}*|(?<![\p{L}])соблазн\p{L}*|,\s+не (?!был)\p{L}{3,}(?:ал|ял|ил|ел|ала|яла|ила|ела)(?![\p{L}])/iu,
} as const;

/**
 * A sentence that points back at the answer itself («про который я рассказывал выше», "as I said"):
 * it tells nothing done at work (a new user's walk, twenty-second session).
 */
export const REFERS_BACK = {
  en: /(?<![\p{L}])(?:as I (?:said|mentioned|described)|I (?:mentioned|described) (?:above|earlier|before)|(?:said|mentioned|described) above)(?![\p{L}])/iu,
  ru: /(?<![\p{L}])(?:(?:рассказыва|говори|писа|упомина)\p{L}* (?:выше|раньше|ранее)|(?:выше|раньше|ранее) (?:рассказыва|говори|писа|упомина)\p{L}*|как я (?:уже )?(?:говорил|сказал|писал|рассказывал)\p{L}*)(?![\p{L}])/iu,
} as const;

/** A sentence that gives the reason for what the one before it tells. */
const GIVES_REASON = {
  en: /(?<![\p{L}])(?:because|so that|otherwise|the reason|no point)(?![\p{L}])/iu,
  ru: /(?<![\p{L}])(?:потому|так как|иначе|бывает, что|причин\p{L}*)(?![\p{L}])/iu,
} as const;

/**
 * Someone else doing it («она уже сама провела собрание»): the colleague's success, not the
 * candidate's choice.
 */
const SOMEONE_ELSE =
  /(?<![\p{L}])(?:он|она|они|коллега|клиент|руководитель|начальник)(?![\p{L}])/iu;
/**
 * Verbs that tell what happened to the candidate or what they felt, not a choice they made ("I got
 * really into it", "I realised", "I found the stock was wrong").
 */
const NOT_CHOICES = new Set([
  'got', 'went', 'came', 'became', 'felt', 'thought', 'knew', 'saw', 'heard', 'realised',
  'realized', 'noticed', 'learned', 'learnt', 'liked', 'loved', 'enjoyed', 'wanted', 'tried',
  'worried', 'panicked', 'hesitated', 'assumed', 'hoped', 'forgot', 'missed', 'struggled',
  'found', 'discovered', 'spotted',
]); // prettier-ignore
/**
 * The same in Russian, by stem: «увидела», «заметил», «понял», «узнала», «почувствовал»; finding
 * («нашёл неоприходованный возврат») is what happened, not a choice (a new user's walk).
 */
const RUSSIAN_NOT_CHOICES =
  /^(?:наш[её]л|нашла|обнаружи|сидел|стоял|лежал|был|у?видел|замети|поня|узна|почувствова|услыша|подума|дума|захоте|хоте|попробова|научи|пришё|пришл|получи|полюби|понрави|знал|обижа|стесня|пережива|боял|волнова|нервнича|злил|расстраива|сомнева|ошиб|перепута|забыл|ушл|уш[её]л)/u;
/**
 * A slip told as such is the lesson, not a choice to defend ("I used the wrong form", «я взяла не
 * тот период»: round-22 training read).
 */
export const MISTAKE =
  /(?<![\p{L}])(?:wrong|by mistake|mistakes?|mistakenly|accidentally|forgot|forgetting|mixed up|ошиб\p{L}*|не т(?:от|у|о|ой|ем)|не туда|случайно|по ошибке)(?![\p{L}])/iu;
/** Words that end like a verb in the past and are not one («сначала» in «я сначала обижался»). */
const NOT_VERBS = new Set(['сначала', 'дотла', 'сила', 'дела', 'мала']);
/** A Russian verb of one person in the past («поставил», «собрала»), not the team's («сделали»). */
const RUSSIAN_SINGULAR_PAST = /(?:л|ла|лся|лась)$/u;

/** "I", «я», among the first words of a clause: the candidate is who acts in it. */
export const SELF = {
  en: /^(?:\S+\s+){0,2}?(I)(?![\p{L}'’])/u,
  ru: /^(?:\S+\s+){0,2}?(я)(?![\p{L}])/iu,
} as const;

/** A number at the end of a quote means a clause cut short ("I worked at a salon for two"). */
export const ENDS_IN_NUMBER =
  /(?:\d|(?<![\p{L}])(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|half|два|две|три|четыре|пять|полтора|пол))\s*$/iu;

/** Sentences a press point may come from: not the first (the scene) nor the last (the outcome). */
const MIN_SENTENCES = 3;

/**
 * The candidate's own action an interviewer is likeliest to press on: the longest clause that has
 * the candidate acting and is short enough to quote whole, in a sentence that neither supposes
 * nor says why already; from the answer's middle sentences, else from its last, never from its
 * first (the scene: a round-20 reader found "I started as an on-call firefighter" beside the
 * point, and "I noted it on the sheet", a last step, minor where the middle held the choice).
 */
/** A clause that opens with a verb and then «меня», «мне», «нас», «нам»: done to the speaker. */
export const ACTS_ON_ME = /^\S+\s+(?:меня|мне|нас|нам)(?![\p{L}])/iu;

export function findPressPoint(answer: string, language: Language): string | null {
  const sentences = answerSentences(answer);
  if (sentences.length < MIN_SENTENCES) return null;
  // An answer that names the way not taken anywhere ("I didn't go to the manager because…") is not
  // asked which other way was weighed (the twelfth frozen panel's read: asked of such an answer).
  if (RULED_OUT[language].test(answer)) return null;
  return (
    longestOwnAction(sentences.slice(1, -1), { language, following: sentences.slice(2) }) ??
    longestOwnAction(sentences.slice(-1), { language, following: [] })
  );
}

/**
 * The candidate's own deed in any sentence of the answer, a compact one too ("I showed him how I
 * load my van and why"): the part a short answer is asked to open up (feedback.ts, sayMoreOn).
 */
export function findDeedPoint(answer: string, language: Language): string | null {
  const deed = longestOwnAction(answerSentences(answer), { language, following: [] });
  if (!deed) return null;
  // Told how already: a list after it ("I ran the crew: re-measured, ordered…"), or more own steps
  // after it («…вела детей одна. Назначила дежурных…»; round 89, both readers: "asks how, which
  // the answer already says").
  const at = answer.toLowerCase().indexOf(deed.toLowerCase());
  const after = at < 0 ? '' : answer.slice(at + deed.length);
  if (/^\s*[:—–-]/u.test(after)) return null;
  const words = tokenize(normaliseText(after));
  const later =
    language === 'ru'
      ? words.filter((word) => RUSSIAN_SINGULAR_PAST.test(word) && !NOT_VERBS.has(word))
      : findActionVerbs(words, { lexicon: getLexicon(language), isRussian: false }).own;
  return later.length >= 2 ? null : deed;
}

function longestOwnAction(
  sentences: readonly string[],
  { language, following }: { language: Language; following: readonly string[] },
): string | null {
  const lexicon = getLexicon(language);
  let found: string | null = null;
  let foundWords = 0;
  for (const [index, sentence] of sentences.entries()) {
    const told = language === 'en' ? withHadWrittenOut(sentence) : sentence;
    if (SUPPOSES_OR_EXPLAINS[language].test(told) || REFERS_BACK[language].test(sentence)) {
      continue;
    }
    // …nor one whose reason follows at once («Бывает, что ребята торопятся…», "…because the
    // breakdowns were affecting his output": round-22 training read).
    if (GIVES_REASON[language].test(following[index] ?? '')) continue;
    const pieces = sentence.split(CLAUSE_BREAK[language]);
    for (const [at, piece] of pieces.entries()) {
      // "The SM, the director and I turned…": done together, not the candidate's own (round 89).
      if (
        at > 0 &&
        jointWith({ sentence, before: pieces[at - 1] ?? '', piece: piece ?? '' }, language)
      )
        continue;
      // A clause of time sets the scene for what follows ("When I pulled off the bay the steering
      // felt light"): quoted alone, it reads as a deed and breaks the sentence.
      if (SETS_TIME[language].test(piece?.trim() ?? '')) continue;
      // What someone said ("…, but the owner said that I had done right", «хозяин сказал, что я
      // правильно сделал»): words reported, not a deed (the twenty-second panel's read).
      if (at > 0 && REPORTED[language].test(`${pieces[at - 1] ?? ''},${piece ?? ''}`)) continue;
      const quote = ownClause(piece?.trim() ?? '', language);
      // Nor lasting to the end («доработал до конца»): no choice to press on (endured.ts).
      if (!quote || MINOR_PART.test(quote) || ENDURED[language].test(quote)) continue;
      // A Russian clause that starts with its verb acts for the sentence's subject: not the
      // candidate's after «Он сам подошёл и…» (round-27 export: «взял пакет на десять»).
      if (language === 'ru' && !SELF.ru.test(quote) && othersActBefore(sentence, piece)) continue;
      // …nor one whose verb acts on the candidate («попросила меня показать новичкам», «сказал
      // мне»): someone else's request, not a choice of theirs (a new user's walk of 2026-12-05).
      if (language === 'ru' && !SELF.ru.test(quote) && ACTS_ON_ME.test(quote)) continue;
      const words = quote.split(/\s+/u).filter(Boolean);
      if (words.length < MIN_WORDS || words.length > MAX_WORDS || words.length <= foundWords) {
        continue;
      }
      if (ENDS_IN_NUMBER.test(quote) || MISTAKE.test(quote)) continue;
      const tokens = tokenize(normaliseText(quote));
      const verbs = findActionVerbs(tokens, { lexicon, isRussian: language === 'ru' });
      if (!isOwnChoice(verbs.own, { quote, language })) continue;
      if (findPhrases(normaliseText(quote), lexicon.star.result).length > 0) continue;
      found = startInLowerCase(quote, language);
      foundWords = words.length;
    }
  }
  return found;
}

/** Whether the clause's "I" / «я» shares its verb with others named just before ("…and I"). */
export function jointWith(
  { sentence, before, piece }: { sentence: string; before: string; piece: string },
  language: Language,
): boolean {
  if (!/^\s*(?:I|я)(?![\p{L}])/iu.test(piece)) return false;
  // The clause right after "and": "the director and I turned", «мастер и я сняли».
  const joined = language === 'ru' ? /(?<![\p{L}])и\s*$/iu : /\band\s*$/iu;
  const start = sentence.indexOf(piece.trim());
  if (start < 0 || !joined.test(sentence.slice(0, start))) return false;
  // …after a person named in a few words, not a clause of its own ("he left and I took over").
  const words = before.trim().split(/\s+/u).filter(Boolean);
  const person =
    /^(?:the|my|our|his|her|their|a|an|\p{Lu}\p{L}*|мастер\p{L}*|напарни\p{L}*|коллег\p{L}*|старш\p{L}*)$/u;
  return (
    words.length > 0 &&
    words.length <= 3 &&
    person.test(words[0] ?? '') &&
    !/\p{L}{3,}ed\b/u.test(before)
  );
}

/** Whether someone other than the candidate is named in the sentence before the clause. */
export function othersActBefore(sentence: string, piece: string): boolean {
  const before = sentence.slice(0, Math.max(0, sentence.indexOf(piece.trim())));
  return SOMEONE_ELSE.test(before) && !/(?<![\p{L}])я(?![\p{L}])/iu.test(before);
}

/**
 * The clause from the candidate on: from "I" or «я» among its first words, or a Russian clause
 * that starts with its verb («Поставил коробку…»); null when someone else acts in it.
 */
/**
 * A minor part owned as such ("I mostly helped", «Я в основном помогал, разговаривал начальник»):
 * no act of the candidate's to quote (the twenty-fourth panel's read: «я в основном помогал»
 * quoted as what the interviewer will remember).
 */
export const MINOR_PART =
  /\b(?:mostly|mainly|only|just)\s+(?:helped|assisted|watched|held|passed|fetched)\b|(?<![\p{L}])(?:в основном|только|просто|лишь)\s+(?:помога|смотре|подава|держа|подноси)\p{L}*/iu;

export function ownClause(piece: string, language: Language): string | null {
  const clean = piece.replace(/[«»"“”]/gu, '');
  const self = SELF[language].exec(clean);
  if (self) return clean.slice(self.index + self[0].length - (self[1]?.length ?? 0));
  if (language === 'ru' && RUSSIAN_SINGULAR_PAST.test(clean.split(/\s+/u)[0] ?? '')) return clean;
  return null;
}

/**
 * A choice made in the case is told in the past: a clause in the present ("I write what I found",
 * «я закрываю окно», «я выписываю путевой лист») is a routine or a duty, with no other way to
 * have weighed (training reads to round 39: the press-on line after such a clause was true and
 * useful for none of 8). In English the verb that follows "I" is the one that must be past.
 */
export function isOwnChoice(
  verbs: readonly string[],
  { quote, language }: { quote: string; language: Language },
): boolean {
  if (language === 'en') {
    const first = firstVerbAfterSelf(quote);
    return first !== null && verbs.includes(first) && !NOT_CHOICES.has(first);
  }
  if (SOMEONE_ELSE.test(quote)) return false;
  return verbs.some(
    (verb) =>
      RUSSIAN_SINGULAR_PAST.test(verb) && !RUSSIAN_NOT_CHOICES.test(verb) && !NOT_VERBS.has(verb),
  );
}

/** The word "I" acts with in an English clause, lower-cased: "rang" in "I then rang her". */
function firstVerbAfterSelf(quote: string): string | null {
  const words = tokenize(normaliseText(quote));
  const self = words.indexOf('i');
  if (self < 0) return null;
  return words.slice(self + 1).find((word) => !BRIDGES.has(word)) ?? null;
}

/** «Поставил коробку…» is quoted mid-sentence as «поставил коробку…»; "I" and names keep theirs. */
export function startInLowerCase(quote: string, language: Language): string {
  if (language === 'en') return quote;
  const [first = '', ...rest] = quote.split(' ');
  // A word in capitals after its first letter (IP65, УЗО) or a name is not lowered: only a word
  // whose other letters are lower case and that reads as a verb or «я».
  const lowerable =
    first === 'Я' ||
    (/^\p{Lu}\p{Ll}+$/u.test(first) && /(?:л|ла|ли|лся|лась|лись|ю|у)$/u.test(first));
  return lowerable ? [first.toLowerCase(), ...rest].join(' ') : quote;
}
