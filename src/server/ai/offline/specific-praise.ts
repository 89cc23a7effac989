// What makes a strong answer strong, quoted from it: the change the candidate made afterwards, the
// outcome it ends on, or the real case a general answer is backed with. The strict feedback reads
// found praise that names nothing ("A strong answer — keep this level of detail") good on 0 of 52
// marks of the eighth panel ("deserved but generic"; "misses the real strength: owning the mistake
// and changing practice"), and praise of a fragment ("17 year", "Asda", "three years") untrue
// (round 52); an own step quoted whole was good where it was one. So only a whole sentence is
// quoted, and only one that mechanically is what the line calls it.
import { selfPortraitSentences } from './self-portrait';
import type { Language } from '../../../shared/language';
import type { AnswerEvidence } from './analyse-answer';
import { measuredResults } from './bare-ranges';
import { CHANGED_SINCE } from './changed-since';
import { tellsEvent } from './occasion';
import { findActionVerbs } from './action-verbs';
import { findPractices } from './answer-structure';
import { saysOutcome } from './outcome-words';
import { factsIn, workSentence, type Sentence } from './work-praise';
import { planSentence } from './plan-praise';
import { getLexicon } from '../../language/lexicon';
import { normaliseText, tokenize } from '../../language/text';

export type PraiseKey =
  'praiseChange' | 'praiseOutcome' | 'praiseCase' | 'praiseStep' | 'praiseWork' | 'praisePlan';
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
  // …or ever since, or these days: praise quotes them, though a memory of why the field ("ever
  // since I was a kid") is still general words for the judge.
  en: new RegExp(`${CHANGED_SINCE.en.source}|\\b(?:ever since|these days (?:I|we))\\b`, 'iu'),
  ru: CHANGED_SINCE.ru,
};
/**
 * A habit of the candidate's own in it ("I ask every diabetic patient", «всегда сначала меняю»), not
 * how the machine or the client fared since, nor a job held since ("Since then I've been working as
 * a gym instructor").
 */
const OWN_HABIT: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:always|never|every|each time|make sure|(?:I|we) now|now (?:I|we))\b|\b(?:I|we) (?:\w+ly |also |still |first )?(?:ask|check|read|keep|write|put|use|call|make|take|tell|bring|double-check|label|note|log|look|test|wear|send|plan|book|go|get|give|start|stop|ring|walk|count|sign|clean|lock|mark|say)\b/iu,
  ru: /(?<![\p{L}])(?:всегда|никогда|каждый|каждую|каждое|(?:я|мы) (?:\p{L}+ )?(?:стал|стала|стали)|сначала|больше не)(?![\p{L}])|(?<![\p{L}])(?:я|мы)\s+(?:\p{L}+\s+)?\p{L}{2,}(?:ю|у|ем|им)(?![\p{L}])/iu,
};
/**
 * What someone else said ("The foreman said that since then the stores check…", «Мастер потом
 * сказал, что…»): their change, not the candidate's (the tenth panel's read).
 */
const REPORTED =
  /\b(?:said|told (?:me|us)|says)(?: that)?\b|(?<![\p{L}])(?:сказал\p{L}*|говорит|рассказал\p{L}*),? (?:что|мол)(?![\p{L}])/iu;
/** A case heard, not lived: a session, a course, what was told («семинар», "they talked about"). */
const HEARD =
  /\b(?:session|course|training|seminar|workshop|lecture|talked about|told us)\b|(?<![\p{L}])(?:семинар\p{L}*|курс\p{L}*|тренинг\p{L}*|обучени\p{L}*|лекци\p{L}*|рассказывали)(?![\p{L}])/iu;
/** How hard it was ("it was hard", «было тяжело»): a feeling, not a step or how it ended. */
const FEELING: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:it was|it's|that was) (?:\w+ )?(?:hard|tough|difficult|stressful|exhausting|tiring)\b/iu,
  ru: /(?<![\p{L}])(?:было|бывает) (?:\p{L}+ )?(?:тяжело|трудно|нелегко|сложно|непросто)(?![\p{L}])/iu,
};
/** Words of a lesson taken ("I learned", «вывод», «урок»). */
const LESSON: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:learn\w*|lesson|taught me|realis\w*|realiz\w*)\b/iu,
  ru: /(?<![\p{L}])(?:вывод\p{L}*|урок\p{L}*|понял\p{L}*|научил\p{L}*|опыт\p{L}*)(?![\p{L}])/iu,
};
/** A sentence quoted longer than this is cut at a word, with an ellipsis. */
const QUOTED_WORDS = 22;
const MIN_SENTENCE_WORDS = 5;
/** The outcome is told where the answer ends: in one of its last sentences. */
const ENDING_SENTENCES = 2;

/**
 * Where a sentence ends: a stop before a capital, a quote or a digit, or the end, or a line break;
 * never inside «т.д.», «т.е.» or "7.5".
 */
const SENTENCE_END = /[.!?…]+["»”]?(?=\s+[\p{Lu}«"“(\d]|\s*$)|\n+/gu;

function sentencesOf(answer: string): Sentence[] {
  const sentences: Sentence[] = [];
  const add = (from: number, to: number) => {
    const part = answer.slice(from, to);
    const text = part.trim();
    if (/[\p{L}\p{N}]/u.test(text)) sentences.push({ text, start: from + part.indexOf(text) });
  };
  let from = 0;
  for (const match of answer.matchAll(SENTENCE_END)) {
    add(from, match.index + match[0].length);
    from = match.index + match[0].length;
  }
  add(from, answer.length);
  return sentences;
}

/** Words with a letter or a digit in them: a dash is not one («Что изменила недавно — анафилаксия»). */
const wordCount = (text: string) =>
  text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * A sentence as the feedback quotes it: whole, or, when long, from the clause that holds what is
 * praised (at `at`, an offset into the sentence) for as many words as fit, with an ellipsis where it
 * is cut.
 */
function quoted(sentence: string, at = 0): string {
  // The stop is dropped, not an abbreviation's («и т.д.»).
  const text = sentence.trim().replace(/(?<!\.\s?\p{L}{1,2})[.!?…]+$/u, '');
  if (wordCount(text) <= QUOTED_WORDS) return text;
  const clauseStart = Math.max(
    0,
    ...[...text.slice(0, at).matchAll(/[,;:]\s+|\s[—–-]\s+/gu)].map(
      (match) => match.index + match[0].length,
    ),
  );
  const words = text.slice(clauseStart).split(/\s+/u);
  const opening = clauseStart > 0 ? '…' : '';
  if (words.length <= QUOTED_WORDS) return `${opening}${words.join(' ')}`;
  return `${opening}${words
    .slice(0, QUOTED_WORDS)
    .join(' ')
    .replace(/[,;:—–-]+$/u, '')}…`;
}

/** The sentence after the story that says what the candidate has done differently since. */
function changeAfter(language: Language, sentences: readonly Sentence[]): string | null {
  const found = sentences.find(
    (sentence, index) =>
      index > 0 &&
      wordCount(sentence.text) >= MIN_SENTENCE_WORDS &&
      CHANGED_AFTER[language].test(sentence.text) &&
      !REPORTED.test(sentence.text) &&
      OWN_HABIT[language].test(sentence.text.replace(CHANGED_AFTER[language], ' ')),
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
  { answer, language, question }: { answer: string; language: Language; question: string },
): Praise | null {
  const sentences = sentencesOf(answer);
  const change = changeAfter(language, sentences);
  if (change) return { key: 'praiseChange', quote: change };
  const ending = outcome(evidence, sentences);
  if (ending) return { key: 'praiseOutcome', quote: ending };
  const occasion = evidence.occasion;
  // A method told in general and then shown in a case of its own ("A few weeks ago that caught…").
  if (
    evidence.questionKind === 'method' &&
    occasion &&
    !occasion.opensAnswer &&
    wordCount(occasion.text) >= MIN_SENTENCE_WORDS &&
    toldAsHappened(occasion.text, language) &&
    !HEARD.test(occasion.text)
  ) {
    return { key: 'praiseCase', quote: quoted(occasion.text) };
  }
  // Reasons for wanting a job are not steps of one's own work; what was done in a mistake is what
  // the answer goes on to put right (round 59: a mistranslation and a curt manner quoted as praise).
  const step =
    evidence.questionCategory === 'motivation' || asksAboutMistake(evidence, question)
      ? null
      : ownStep(evidence, { sentences, language });
  if (step) return { key: 'praiseStep', quote: step };
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
  return null;
}

/**
 * A story's last sentence, where it tells how things ended in words ("She went to hospital but was
 * okay", «Через неделю жалобы прекратились») as an event, not a condition: the outcome praised
 * without a figure, where nothing else is certain enough to name.
 */
function endingInWords(sentences: readonly Sentence[], language: Language): string | null {
  const last = sentences.at(-1);
  if (!last || sentences.length < ENDING_SENTENCES + 1) return null;
  if (wordCount(last.text) < MIN_SENTENCE_WORDS || last.text.includes('?')) return null;
  if (!saysOutcome(last.text, language) || !toldAsHappened(last.text, language)) return null;
  // What the candidate took from it is a lesson, not how it ended ("Но выводы я сделала: больше не
  // беру…"; a training answer).
  if (CHANGED_AFTER[language].test(last.text) || LESSON[language].test(last.text)) return null;
  // «В итоге сдали, но было тяжело»: how hard it was says little of how it ended (round 69).
  if (FEELING[language].test(last.text)) return null;
  return quoted(last.text);
}

/** A question about a mistake, a criticism or what the candidate would do differently now. */
const MISTAKE_QUESTION =
  /\b(?:mistake|error|criticis|went wrong|differently|fail|regret)|(?<![\p{L}])(?:ошиб|критик|иначе|неудач|провал|пожалел|не получил)/iu;

function asksAboutMistake(evidence: PraisedEvidence, question: string): boolean {
  return (
    (evidence.questionFollowUps ?? []).includes('preventNow') || MISTAKE_QUESTION.test(question)
  );
}

/** A supposition or a plan, not what was done: "if", "would", «если», «бы». */
const SUPPOSES: Readonly<Record<Language, RegExp>> = {
  // …nor what was not done ("I didn't weigh waste properly", "What I haven't done much of…").
  en: /\bI (?:didn['’]t|did not|don['’]t|do not|haven['’]t|have not|never|wasn['’]t|was not|wouldn['’]t)\b|\b(?:if|unless|would|could|should|might|will|going to|try to|need to|have to|want to|hope to|plan to|planning to)\b|['’](?:d|ll)\b/iu,
  // …nor a plan or a need ("I know I need to learn the British way…"; the tenth panel's read).
  ru: /(?<![\p{L}])(?:если|бы|буду|будем|попробую|постараюсь|стоит|надо|нужно|хочу|планирую|собираюсь|придётся|придется)(?![\p{L}])/iu,
};
/** What a step was for ("so they could settle", "in case it rained"): no supposition of the step. */
const PURPOSE =
  /\b(?:so(?: that)?|in case|so as)\s+(?:\p{L}+\s+){0,3}?(?:could|would|might|will|\p{L}+['’]d)\b[^,;.]*/giu;
/**
 * What the candidate thought, saw, wanted or is, not did: "I decided", «я поняла», «я живу» are
 * no step of their own to praise.
 */
const MENTAL: Readonly<Record<Language, RegExp>> = {
  en: /^(?:were|are|am|was|got|get|enjoy|panicked|froze|worried|decided|saw|noticed|realised|realized|thought|knew|wanted|qualified|remember(?:ed)?|understood|heard|wondered|assumed|expected|worried|enjoyed|preferred|agreed|live[sd]?|know|think|want|love|like|prefer|hope|believe|feel|understand|see)$/u,
  ru: /^(?:представля|вспомина|возмути|растерял|испугал|волновал|обидел|удивил|пережива|нервнича|узна|научил(?:ся|ась)|реш|увид|замет|подума|вспомни|понима|поня|помн|жив|хоч|хоте|люб|зна|счита|дума|чувств|увер|соглас|предпоч|надея|мечта|вижу|видел|слыш)/u,
};
/**
 * A job taken, held or left ("I started on the tills at Asda, then moved to…", «Потом я пошёл
 * работать помощником»): the candidate's history, not a step of their work.
 */
const CAREER_MOVE: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:I|I've)\s+(?:\w+\s+)?(?:work(?:ed)? (?:in|at|for|as)|got a (?:job|place)|moved (?:to|into|on)|started (?:on|at|as|in|out|work)|joined|had my|went back|left|became|have been (?:a|an|at|in|with))\b/iu,
  ru: /(?<![\p{L}])я\s+(?:\p{L}+\s+)?(?:работа[лю]\p{L}*|пош[её]л работать|пошла работать|переш[её]л|перешла|устроил\p{L}*|поступил\p{L}*|уш[её]л|ушла|переехал\p{L}*|окончил\p{L}*|закончил\p{L}*)(?![\p{L}])/iu,
};

/** Words before the candidate's "I" in a sentence that tells their own step ("Then", "On one shift"). */
const LEAD_WORDS = 3;
const SELF: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: new Set(['i', "i've", "i'd"]),
  ru: new Set(['я']),
};

/** Whether the sentence is the candidate's own, told from its first words: "So I…", «Потом я…». */
function opensOnOwnAction(sentence: string, language: Language): boolean {
  // Nor a condition, nor an opinion ("I think I'm proud of it because…", «Мне кажется…»).
  const opening =
    /^(?:if|when|whenever|once|as soon as|i think|i believe|i guess|если|когда|как только|я думаю|думаю|мне кажется)(?![\p{L}])/iu;
  if (opening.test(sentence.trim())) return false;
  const words = tokenize(normaliseText(sentence)).slice(0, LEAD_WORDS + 1);
  // What they understood or tried, or how hard it was, is no step («Я понимала, что не успею», «Я
  // старалась улыбаться», «Было тяжело, я…»; round 69).
  const self = words.findIndex((word) => SELF[language].has(word));
  const verb = self === -1 ? '' : (words[self + 1] ?? '');
  if (MENTAL[language].test(verb) || /^(?:старал|tried$)/u.test(verb)) return false;
  if (FEELING[language].test(words.slice(0, 2).join(' '))) return false;
  // A Russian habit is told without «я»: «Считаю по чертежам…», «Потом отдаю список…».
  return words.some(
    (word) => SELF[language].has(word) || (language === 'ru' && FIRST_PERSON_RU.test(word)),
  );
}

/** A Russian verb in the first person of the present: «проверяю», «отдаю», «сверяю». */
const FIRST_PERSON_RU = /^\p{L}{3,}(?:аю|яю|ею)$/u;

/** Own actions in one sentence from which it tells steps of the candidate's own, in a row. */
const STEP_ACTIONS = 2;
/** Clauses of a sentence with one own action in it from which it tells steps in a row. */
const STEP_CLAUSES = 3;
/** Words of a sentence that tells a step in detail ("Я выборку сделал мало" tells one, bare). */
const STEP_WORDS = 10;

/**
 * The sentence in which the candidate tells, in detail, what they did or do themselves: two of
 * their own actions or more in it ("I wrote it on the condition sheet, took a photo…"), with a
 * figure or a name where more than one sentence does; never a supposition or a plan.
 */
function ownStep(
  evidence: PraisedEvidence,
  { sentences, language }: { sentences: readonly Sentence[]; language: Language },
): string | null {
  const lexicon = getLexicon(language);
  // What was done ("I wrote", «я сверила») and what is done as a rule ("I check", «сверяю»).
  const inSentence = (sentence: Sentence) =>
    [
      ...findActionVerbs(tokenize(normaliseText(sentence.text)), {
        lexicon,
        isRussian: language === 'ru',
      }).own,
      ...findPractices(sentence.text, language),
    ].filter((verb) => !MENTAL[language].test(verb.toLowerCase())).length;
  const details = (sentence: Sentence) => factsIn(sentence, evidence);
  const clauses = (text: string) =>
    text.split(/[,;:]|\s(?:and|then|и|а потом|потом|затем)\s/u).length;
  const candidates = sentences
    .filter(
      (sentence, index) =>
        index > 0 &&
        opensOnOwnAction(sentence.text, language) &&
        wordCount(sentence.text) >= STEP_WORDS &&
        !sentence.text.includes('?') &&
        !SUPPOSES[language].test(sentence.text.replace(PURPOSE, ' ')) &&
        // "I always make sure both parties feel listened to" says what they are like, not a step.
        selfPortraitSentences([sentence.text], language).length === 0 &&
        clauses(sentence.text) >= STEP_ACTIONS,
    )
    .map((sentence) => ({ sentence, own: inSentence(sentence), detail: details(sentence) }))
    .filter(
      ({ own, sentence }) =>
        (own >= STEP_ACTIONS || (own >= 1 && clauses(sentence.text) >= STEP_CLAUSES)) &&
        // A job held or left is where, not how, the candidate works (round 59: 5 of 50 such).
        !(own < STEP_ACTIONS + 1 && CAREER_MOVE[language].test(sentence.text)),
    );
  const best = candidates.sort((a, b) => b.own + b.detail - (a.own + a.detail))[0];
  return best ? quoted(best.sentence.text) : null;
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
