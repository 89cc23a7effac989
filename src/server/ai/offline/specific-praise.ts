// What makes a strong answer strong, quoted from it: the change the candidate made afterwards, the
// outcome it ends on, or the real case a general answer is backed with. The strict feedback reads
// found praise that names nothing ("A strong answer — keep this level of detail") good on 0 of 52
// marks of the eighth panel ("deserved but generic"; "misses the real strength: owning the mistake
// and changing practice"), and praise of a fragment ("17 year", "Asda", "three years") untrue
// (round 52); an own step quoted whole was good where it was one. So only a whole sentence is
// quoted, and only one that mechanically is what the line calls it.
import type { Language } from '../../../shared/language';
import { ENDURED } from './endured';
import type { AnswerEvidence } from './analyse-answer';
import { measuredResults } from './bare-ranges';
import { CHANGED_SINCE } from './changed-since';
import { namesOwnGap } from './named-gap';
import { tellsEvent } from './occasion';
import { saysOutcome } from './outcome-words';
import { VAGUE_AMOUNT } from './vague-outcome';
import { workSentence, type Sentence } from './work-praise';
import { detailSentence } from './detail-praise';
import { MIN_SENTENCE_WORDS, quoted, sentencesOf, wordCount } from './quote-sentence';
import { FEELING, MENTAL, NOT_HELD_UP, opensOnThought, ownStep } from './own-step';
import { PAST_TENSE_WORD } from './answer-structure';
import { planSentence } from './plan-praise';
import { reasonSentence } from './reason-praise';
import { preparedSentence } from './prepared-already';
import { normaliseText, tokenize } from '../../language/text';

export type PraiseKey =
  | 'praiseChange'
  | 'praiseOutcome'
  | 'praiseCase'
  | 'praiseStep'
  | 'praiseWork'
  | 'praisePlan'
  | 'praiseReason'
  | 'praisePrepared'
  | 'praiseDetail';
export interface Praise {
  key: PraiseKey;
  /** The sentence praised, as the answer writes it (cut at a word when long). */
  quote: string;
}
/** What the praise is chosen from: the reading, before its score. */
type PraisedEvidence = Pick<
  AnswerEvidence,
  | 'resultMetrics'
  | 'bareRanges'
  | 'earlyFigures'
  | 'questionKind'
  | 'occasion'
  | 'actionVerbs'
  | 'names'
  | 'metrics'
  | 'questionCategory'
  | 'questionFollowUps'
  | 'vagueOutcome'
>;

/** What the candidate does since, told as a habit of their own ("since then I always…"). */
const CHANGED_AFTER: Readonly<Record<Language, RegExp>> = {
  // …or ever since: praise quotes it, though a memory of why the field ("ever since I was a kid")
  // is still general words for the judge. Not "these days": "These days I do most of the cambelts…"
  // tells the duties held now (the twenty-second panel's read: a change praised, both readers).
  // …or "Now I…", "Today I…" opening a sentence after the story, or "…and I now leave the note on
  // the till" (the twelfth panel's read: a change told so was praised with nothing named).
  en: new RegExp(
    `${CHANGED_SINCE.en.source}|\\b(?:ever since|after that,? I (?:started|began|made myself|got myself|set up|set myself))\\b|^[^\\p{L}]*(?:and |so )?(?:now|today),? (?:I|we)\\b(?!['’]m| am)|\\b(?=(?:I|we) now (?!know|think|feel|realis|realiz|understand|see)\\p{L})`,
    'iu',
  ),
  // …or «после этого» / «после того случая» with a habit of one's own after it («После этого
  // завёл себе привычку: …первую деталь сравниваю сам»).
  ru: new RegExp(
    `${CHANGED_SINCE.ru.source}|^[^\\p{L}]*(?:\\p{L}+\\s+){0,2}?(?:после (?:этого|того случая)|теперь|сегодня)(?![\\p{L}])`,
    'iu',
  ),
};
/**
 * A habit of the candidate's own in it ("I ask every diabetic patient", «всегда сначала меняю»), not
 * how the machine or the client fared since, nor a job held since ("Since then I've been working as
 * a gym instructor").
 */
const OWN_HABIT: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:always|never|every|each time|make sure|(?:I|we) now|now (?:I|we)|started \w+ing|began \w+ing|made myself|set myself)\b|\b(?:I|we) (?:\w+ly |also |still |first )?(?:ask|check|read|keep|write|put|use|call|make|take|tell|bring|double-check|label|note|log|look|test|wear|send|plan|book|go|get|give|start|stop|ring|walk|count|sign|clean|lock|mark|say|add|leave|do|wait|hand|weigh|measure|fill|prep|cook|serve)\b/iu,
  ru: /(?<![\p{L}])(?:всегда|никогда|кажд(?:ый|ую|ое|ом|ой|ого|ые|ым|ых)|(?:я|мы) (?:\p{L}+ )?(?:стал|стала|стали)|сначала|больше не|\p{L}{2,}(?:л|ла) себе|(?:начал|начала) \p{L}+ть)(?![\p{L}])|^[^\p{L}]*(?:стал|стала|стали) \p{L}+ть(?:ся)?(?![\p{L}])|(?<![\p{L}])(?:я|мы)\s+(?:\p{L}+\s+)?\p{L}{2,}(?:ю|у|ем|им)(?![\p{L}])|(?<![\p{L}])\p{L}{3,}(?:аю|яю)(?![\p{L}])/iu,
};
/**
 * What someone else said ("The foreman said that since then the stores check…", «Мастер потом
 * сказал, что…»): their change, not the candidate's (the tenth panel's read).
 */
const REPORTED =
  /\b(?:said|told (?:me|us)|says)(?: that)?\b|(?<![\p{L}])(?:сказал\p{L}*|говорит|рассказал\p{L}*),? (?:что|мол)(?![\p{L}])/iu;
/** A case heard, not lived: a session, a course, what was told («семинар», "they talked about"). */
// …nor one told as a habit or in general ("…and we did swabs now and then", «Я вообще новое быстро
// осваиваю…»: the twenty-third panel's read, "a routine, not a case", both readers).
const HEARD =
  /\b(?:session|course|training|seminar|workshop|lecture|talked about|told us|now and then|from time to time|usually|generally|in general)\b|(?<![\p{L}])(?:семинар\p{L}*|курс\p{L}*|тренинг\p{L}*|обучени\p{L}*|лекци\p{L}*|рассказывали|вообще|обычно|время от времени|как правило)(?![\p{L}])/iu;
/** Words of a lesson taken ("I learned", «вывод», «урок»). */
const LESSON: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:learn\w*|lesson|taught me|realis\w*|realiz\w*)\b/iu,
  ru: /(?<![\p{L}])(?:вывод\p{L}*|урок\p{L}*|понял\p{L}*|научил\p{L}*|опыт\p{L}*)(?![\p{L}])/iu,
};
/** The outcome is told where the answer ends: in one of its last sentences. */
const ENDING_SENTENCES = 2;

/**
 * After «после этого», a habit of the candidate's own, not the story's next event («После этого у
 * меня ещё был приём», «после этого больше не трескалось»): a rule or a habit named, "began to…",
 * or a verb of their own in the present that is a deed, not a thought («сравниваю», «меряю»).
 */
function habitAfter(sentence: string): boolean {
  if (
    /(?<![\p{L}])(?:всегда|кажд\p{L}+|правил\p{L}*|привычк\p{L}*|(?:стал|стала|начал|начала) \p{L}+ть(?:ся)?|\p{L}{2,}(?:л|ла) себе)(?![\p{L}])/iu.test(
      sentence,
    )
  ) {
    return true;
  }
  return tokenize(normaliseText(sentence)).some(
    (word) => /^\p{L}{3,}ю$/u.test(word) && !MENTAL.ru.test(word) && !/(?:ую|юю)$/u.test(word),
  );
}

/**
 * The real occasion an answer brings in after its general approach, quoted, where it tells an event
 * the candidate took part in (not one heard of or only watched); else null.
 */
function caseTold(occasion: PraisedEvidence['occasion'], language: Language): string | null {
  if (!occasion || occasion.opensAnswer) return null;
  const told =
    wordCount(occasion.text) >= MIN_SENTENCE_WORDS &&
    toldAsHappened(occasion.text, language) &&
    !HEARD.test(occasion.text) &&
    TOOK_PART[language].test(occasion.text);
  return told ? quoted(occasion.text) : null;
}

/** A question that asks why: what draws the candidate, why this job, how it fits their life. */
const ASKS_WHY: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:why|draws?|attracts?|appeals?|interests?|motivat\w*|fits?|want)\b/iu,
  ru: /(?<![\p{L}])(?:почему|зачем|привлека\p{L}*|интерес\p{L}*|мотив\p{L}*|впишутся|вписывается|подходит|хотите)(?![\p{L}])/iu,
};
/**
 * A case the candidate took part in: "I", "we", «я», «мы» or a verb of theirs in it, not one only
 * watched (round 80: a passenger's flight and a registrar's refusal praised as "you doing it").
 */
const TOOK_PART: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:I|we|I've|I'd|I'm|my|me|us|our)\b/u,
  ru: /(?<![\p{L}])(?:я|мы|мне|меня|нам|нас)(?![\p{L}])/iu,
};

/**
 * Past events told before it: «после этого» in a procedure told in the present («Только после этого
 * снимаю Z-отчёт») is its next step, not a change made since (a new user's walk, thirty-third
 * session: praised as "what you changed afterwards").
 */
function toldBefore(sentences: readonly Sentence[]): boolean {
  const past = sentences.flatMap((sentence) =>
    tokenize(normaliseText(sentence.text)).filter(
      (word) => PAST_TENSE_WORD.ru.test(word) && word !== 'сначала',
    ),
  );
  return past.length >= STORY_PAST_WORDS;
}
/** Past verbs before a change that make what comes before it a story. */
const STORY_PAST_WORDS = 2;

/**
 * "Always" said with the change ("After that I always…", «После этого всегда вслух говорю…»): a
 * habit of the candidate's own whatever verb follows (the twenty-second panel's training jobs: «…
 * говорю, … кладу её сверху» read as no habit once «всегда» went with the marker).
 */
const ALWAYS_SINCE =
  /\b(?:after that|now),? (?:I|we) always\b|\b(?:I|we) now always\b|(?<![\p{L}])(?:после этого|теперь) (?:я |мы )?всегда(?![\p{L}])/iu;

/** The sentence after the story that says what the candidate has done differently since. */
function changeAfter(language: Language, sentences: readonly Sentence[]): string | null {
  const found = sentences.find(
    (sentence, index) =>
      index > 0 &&
      wordCount(sentence.text) >= MIN_SENTENCE_WORDS &&
      CHANGED_AFTER[language].test(sentence.text) &&
      !REPORTED.test(sentence.text) &&
      (language === 'en' ||
        CHANGED_SINCE.ru.test(sentence.text) ||
        (habitAfter(sentence.text) &&
          (!/после (?:этого|того)/iu.test(sentence.text) ||
            toldBefore(sentences.slice(0, index))))) &&
      (OWN_HABIT[language].test(sentence.text.replace(CHANGED_AFTER[language], ' ')) ||
        ALWAYS_SINCE.test(sentence.text)),
  );
  return found ? quoted(found.text, found.text.search(CHANGED_AFTER[language])) : null;
}

/** The answer's last sentence or the one before it, where it holds the result's figure. */
function outcome(evidence: PraisedEvidence, sentences: readonly Sentence[]): string | null {
  const last = measuredResults(evidence).at(-1);
  if (!last) return null;
  const ending = sentences.slice(-ENDING_SENTENCES);
  const sentence = ending.findLast((candidate) => candidate.start <= last.index);
  if (!sentence || last.index >= sentence.start + sentence.text.length) return null;
  // A sentence that opens an occasion sets a scene ("At my last salon I noticed we kept running out
  // of 6%…"), whatever its figure.
  if (evidence.occasion && sentence.text.startsWith(evidence.occasion.text.slice(0, 40)))
    return null;
  if (wordCount(sentence.text) < MIN_SENTENCE_WORDS) return null;
  return quoted(sentence.text, last.index - sentence.start);
}

/** Told as it happened: an event in the past, not a condition («Если успели…», "If it is…"). */
function toldAsHappened(sentence: string, language: Language): boolean {
  if (/^(?:if|when|whenever|если|когда)(?![\p{L}])/iu.test(sentence.trim())) return false;
  // An event of its own, not only a state ("At my last branch a third of fall-throughs had been
  // finance": context, not a case; round 55).
  return tellsEvent(sentence, language);
}

/**
 * The one thing to praise in a strong answer, quoted; null where nothing is certain enough to
 * name: the change the candidate made afterwards, the outcome the answer ends on, or the real case
 * a method told in general is backed with.
 */
export function specificPraise(
  evidence: PraisedEvidence,
  options: { answer: string; language: Language; question: string },
): Praise | null {
  const praise = findPraise(evidence, options);
  // Never a sentence that says what the candidate has not done (named-gap.ts).
  return praise && !namesOwnGap(praise.quote, options.language) ? praise : null;
}

function findPraise(
  evidence: PraisedEvidence,
  { answer, language, question }: { answer: string; language: Language; question: string },
): Praise | null {
  const sentences = sentencesOf(answer);
  const change = changeAfter(language, sentences);
  if (change) return { key: 'praiseChange', quote: change };
  const ending = outcome(evidence, sentences);
  if (ending) return { key: 'praiseOutcome', quote: ending };
  // A method told in general and then shown in a case of its own ("A few weeks ago that caught…").
  const occasion = caseTold(evidence.occasion, language);
  if (evidence.questionKind === 'method' && occasion) {
    return { key: 'praiseCase', quote: occasion };
  }
  // Reasons for wanting a job are not steps of one's own work; what was done in a mistake is what
  // the answer goes on to put right (round 59: a mistranslation and a curt manner quoted as praise).
  // Reasons for wanting the job, with their facts ("suits me now I've got my son after school").
  // Not what the candidate wants to learn: "why this job fits you now" would misread a goal; nor
  // an answer about what the work is like (round 80: "treats a job-knowledge question as motivation").
  const reason =
    evidence.questionCategory === 'motivation' &&
    ASKS_WHY[language].test(question) &&
    // …nor a plan for the years ahead (round 81: a first year's ramp-up praised as "why this job
    // fits you now", untrue for both readers).
    !(evidence.questionFollowUps ?? []).some(
      (follow) => follow === 'learnMilestone' || follow === 'planMilestone',
    )
      ? reasonSentence(sentences, { language, metrics: evidence.metrics, names: evidence.names })
      : null;
  if (reason) return { key: 'praiseReason', quote: quoted(reason) };
  // What is already done about the hard part, asked what will be hard (prepared-already.ts).
  const prepared = (evidence.questionFollowUps ?? []).includes('hardestPrep')
    ? preparedSentence(
        sentences.map((sentence) => sentence.text),
        language,
      )
    : null;
  if (prepared) return { key: 'praisePrepared', quote: quoted(prepared) };
  const step =
    evidence.questionCategory === 'motivation' || asksAboutMistake(evidence, question)
      ? null
      : ownStep(evidence, { sentences, language });
  if (step) return { key: 'praiseStep', quote: step };
  // …or an answer to an open question that brings one in after its general approach («Один раз
  // так выяснилось, что у девочки аллергия на орехи…»; the twelfth panel's read: "go deeper" named
  // nothing beside it). Not one about experience: its facts are praised (praiseWork).
  if (
    evidence.questionKind === 'open' &&
    (evidence.questionCategory === 'technical' || evidence.questionCategory === 'scenario') &&
    occasion
  ) {
    return { key: 'praiseCase', quote: occasion };
  }
  // Not an amount told vaguely ("saved a bit"): that is the figure to add (quantifyOutcome).
  const ended =
    evidence.questionKind === 'story' && !evidence.vagueOutcome
      ? endingInWords(sentences, language)
      : null;
  if (ended) return { key: 'praiseOutcome', quote: ended };
  const work =
    evidence.questionCategory === 'background'
      ? workSentence(sentences, { language, metrics: evidence.metrics, names: evidence.names })
      : null;
  if (work) return { key: 'praiseWork', quote: quoted(work) };
  // What the candidate would do, asked what they would do (a scenario, a method): its first step.
  const plan =
    evidence.questionCategory === 'scenario' || evidence.questionKind === 'method'
      ? planSentence(
          sentences.map((sentence) => sentence.text),
          language,
        )
      : null;
  if (plan) return { key: 'praisePlan', quote: quoted(plan) };
  // Else the candidate's own sentence with the most facts in it (two or more), where it asks what
  // was done: not reasons for wanting the job, nor a plan (work-praise.ts).
  const detail =
    evidence.questionCategory === 'motivation'
      ? null
      : detailSentence(sentences, { language, metrics: evidence.metrics, names: evidence.names });
  if (detail) return { key: 'praiseDetail', quote: quoted(detail) };
  return null;
}

/**
 * A story's last sentence, where it tells how things ended in words ("She went to hospital but was
 * okay", «Через неделю жалобы прекратились») as an event, not a condition: the outcome praised
 * without a figure, where nothing else is certain enough to name.
 */
function endingInWords(sentences: readonly Sentence[], language: Language): string | null {
  const last = sentences.at(-1);
  // A story of two sentences may end on its outcome too (a compact answer: round 76).
  if (!last || sentences.length < ENDING_SENTENCES) return null;
  if (wordCount(last.text) < MIN_SENTENCE_WORDS || last.text.includes('?')) return null;
  // The outcome is what happened, not the candidate's own verb ("I stopped him, we checked…" is
  // no outcome: round 76); «Поменял прокладку, ошибка больше не появлялась» keeps its outcome.
  const others = last.text.replace(OWN_VERB[language], ' ');
  // Not what someone else then did, by itself: round 77 found such last sentences reflections,
  // platitudes or a manager's praise as often as outcomes (11 of 25 untrue for both readers).
  if (!saysOutcome(others, language) || !toldAsHappened(last.text, language)) return null;
  // What the candidate took from it is a lesson, not how it ended ("Но выводы я сделала: больше не
  // беру…"; a training answer).
  if (CHANGED_AFTER[language].test(last.text) || LESSON[language].test(last.text)) return null;
  // «В итоге сдали, но было тяжело»: how hard it was says little of how it ended (round 69).
  if (FEELING[language].test(last.text) || ENDURED[language].test(last.text)) return null;
  // Nor that it "worked out fine in the end", «всё обошлось»: a verdict with nothing in it to picture
  // (a training read: "It worked out fine in the end" praised so, "the vaguest line", both readers).
  if (ONLY_VERDICT[language].test(last.text)) return null;
  // Nor an amount told without a figure ("loading got noticeably quicker"): "a concrete outcome"
  // was untrue of it for both readers of round 105.
  if (VAGUE_AMOUNT[language].test(last.text) && !/\d/u.test(last.text)) return null;
  // Nor an admission or a way out: a lapse of the candidate's own ("…and once I forgot to ring
  // someone back"), "to be honest", a job left («Потом ушла с одной работы, стало легче»): the
  // sixteenth panel's read, "a concrete outcome" untrue for both readers, 2 of 2.
  if (NOT_HELD_UP[language].test(last.text) || ADMITTED[language].test(last.text)) {
    return null;
  }
  // Nor what explains ("What kept me sharp was never skipping…"), nor a thought ("I just thought
  // someone could get hurt…"): round 76, untrue for a reader.
  if (
    /^(?:what|that's what|это и)(?![\p{L}])/iu.test(last.text) ||
    opensOnThought(last.text, language)
  ) {
    return null;
  }
  return quoted(last.text);
}

/** An ending that only says it went well ("it worked out fine in the end", «всё обошлось»). */
const ONLY_VERDICT: Readonly<Record<Language, RegExp>> = {
  en: /^(?:\W*(?:and|but|so)\s+)?(?:in the end,?\s+)?(?:it|that|everything|things|all)(?: \w+)? (?:worked out|turned out|went|was|were|ended up|came out)(?: \w+)? (?:fine|ok|okay|well|good|alright|all right)(?: in the end)?\W*$/iu,
  ru: /^(?:\W*(?:и|но|так что|в итоге|в общем)\s+)?(?:всё|все|это)(?: \p{L}+)? (?:обошлось|нормально|хорошо|наладилось|получилось|уладилось)(?: \p{L}+)?\W*$/iu,
};

/** An admission, or a job or a task left: told at the end, no outcome to hold up. */
const ADMITTED: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:to be honest|honestly|I (?:did |do )?(?:get|got) (?:a bit |quite |really |a little )?(?:short|snappy|tired|grumpy|ratty|stressed)|I (?:\w+ )?(?:quit|gave up|handed in my notice)|I left (?:the|that|my|one) (?:job|place|firm|company))\b/iu,
  ru: /(?<![\p{L}])(?:если честно|честно говоря|(?:ушла|уш[её]л|бросил[аи]?)\s+(?:с|из|оттуда|работу|одн\p{L}*)|уволил(?:ся|ась))(?![\p{L}])/iu,
};

/** The candidate and their verb ("I stopped", «я решила»), left out where the outcome is read. */
const OWN_VERB: Readonly<Record<Language, RegExp>> = {
  en: /\bI\s+(?:\w+ly\s+|just\s+|then\s+|also\s+)?(?!(?:was|were|got|had|am)\b)\w+/gu,
  ru: /(?<![\p{L}])я\s+(?:\p{L}+\s+)?(?!был)\p{L}+/giu,
};

/**
 * A question about a mistake, a criticism or what the candidate would do differently now; not one
 * where the other person "saw it differently" («видел всё иначе»: the question about a time made
 * hard by another person, whose answers were never praised for a step of their own).
 */
const MISTAKE_QUESTION =
  /\b(?:mistake|error|criticis|went wrong|(?:do|done|did|have|would)(?: \w+){0,2} differently|fail|regret)|(?<![\p{L}])(?:ошиб|критик|(?:сделал\p{L}*|поступил\p{L}*|бы)(?: \p{L}+){0,2} иначе|неудач|провал|пожалел|не получил)/iu;

function asksAboutMistake(evidence: PraisedEvidence, question: string): boolean {
  return (
    (evidence.questionFollowUps ?? []).includes('preventNow') || MISTAKE_QUESTION.test(question)
  );
}

/**
 * The answer's own step told in detail (as the praise quotes it), for the line that says which
 * point an interviewer will pick up on; null after a question about why the job or a mistake.
 */
export function ownStepQuote(
  evidence: PraisedEvidence,
  { answer, language, question }: { answer: string; language: Language; question: string },
): string | null {
  if (evidence.questionCategory === 'motivation' || asksAboutMistake(evidence, question))
    return null;
  return ownStep(evidence, { sentences: sentencesOf(answer), language });
}
