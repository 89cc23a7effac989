// The checks an answer passes before any credit for structure or numbers: is it about the
// question and the job at all, and is it the candidate's own answer rather than a copy (of the
// question, of the job description, of an earlier answer), a list of keywords, or a template
// stuffed with the job's terms? An answer that fails one is named for what it is and scores low.
import { findTermsIn, type JobTerm } from '../../job-description/job-terms';
import { contentStems } from '../../job-description/read-job-description';
import { stemText } from '../../language/stem';
import type { Language } from '../../../shared/language';
import { isQuestionsBack } from './questions-back';
import { hasStarLabels } from './star-labels';

export { hasStarLabels, STAR_LABEL_WORDS } from './star-labels';
import { findPhrases, normaliseText, tokenize } from '../../language/text';
import { LEXICON_EN } from '../../language/lexicon.en';
import { LEXICON_RU } from '../../language/lexicon.ru';
import type { Metric } from './metrics';
import { readMetricValue } from './metrics';
import { LIFE_WORDS, WORK_WORDS } from './work-words';

import type { AnswerProblem } from '../../../shared/schemas/interviews';

export type { AnswerProblem };

/** The verdicts that are certain: the answer mechanically is a copy, a repeat or a word list. */
export type CertainProblem = Extract<
  AnswerProblem,
  | 'copied_question'
  | 'copied_job_description'
  | 'repeated_answer'
  | 'keyword_list'
  | 'questions_back'
>;
/** What may be wrong with an answer, but is a matter of degree: it lowers credit, never voids it. */
export type AnswerConcern = Extract<AnswerProblem, 'keyword_stuffing' | 'off_topic' | 'generic'>;

/** Measurements of an answer the fitted judge weighs (see judge/features.ts). */
export interface AnswerSignals {
  /** Share of the answer's content words in the job's vocabulary (its posting and field). */
  jobShare: number;
  /** Distinct words of the job's vocabulary the answer uses. */
  jobWords: number;
  /** Distinct words of private life (a wedding, a holiday, one's family). */
  lifeWords: number;
  /** Whether the answer has Situation/Task/Action/Result labels. */
  starLabels: boolean;
  /** Consultants' words ("leveraged", «лучшие практики»). */
  buzzwords: number;
  /** Round figures (40%, £50,000), a template's or a boast's. */
  roundFigures: number;
  /** Whether the answer has the shape of a template stuffed with the job's terms. */
  stuffedShape: boolean;
  /** Whether it reads as a story from private life or with nothing of the job in it. */
  offTopicShape: boolean;
}

export interface AnswerChecks {
  problem: CertainProblem | null;
  concern: Extract<AnswerConcern, 'keyword_stuffing' | 'off_topic'> | null;
  signals: AnswerSignals;
  /** Share of the answer's content words that belong to the question, the job or work at all. */
  relevance: number;
  /** Job skills the answer names, distinct. */
  skillsNamed: number;
  /** How much the answer is about this job (0–1): its share of the job's words, or their number. */
  topicality: number;
}

const SHINGLE = 4;
/** An answer this long, this much made of the question's words, with this few of its own, echoes it. */
const ECHO_MIN_WORDS = 12;
const ECHO_SHARE = 0.55;
const ECHO_MAX_NEW_WORDS = 8;
const COPY_SHARE = 0.5;
const REPEAT_SHARE = 0.6;
/** An answer naming this many different words of the job is about the job, whatever else it says. */
const ON_TOPIC_WORDS = 6;
const FULL_SHARE = 0.3;
const FULL_WORDS = 10;
/** Below this an answer is too short to be a story about something else. */
const MIN_WORDS_FOR_TOPIC = 25;
/** An answer with none of the job or the question in it at all. */
const NO_RELEVANCE = 0.1;
const NO_JOB_SHARE = 0.05;
/**
 * Below this many words of the work (a job given by a title of no field the reader knows), the
 * job says too little to call an answer unrelated to it: a hairdresser's honest story of a colour
 * correction shares no word with the title "Парикмахер".
 */
const MIN_VOCABULARY_TO_JUDGE = 15;
/** Distinct words of private life that make a story one about private life. */
const LIFE_STORY_WORDS = 2;
/** Below this share of the job's words, an answer to a job with a full description is off it. */
const MIN_RELEVANCE = 0.2;
const MIN_JOB_SHARE = 0.15;
const MIN_WORDS_FOR_JOB_SHARE = 45;
/** Words of the job a story from elsewhere shares by chance; with a full description, a few more. */
const CHANCE_JOB_WORDS = 1;
const FEW_JOB_WORDS = 3;
/**
 * A description this long gives the job a vocabulary of its own; a title alone (or a line or
 * two) leaves only the field's stock words, which an honest answer in its own words often misses.
 */
const FULL_DESCRIPTION_WORDS = 40;
const FUNCTION_WORDS = new Set([...LEXICON_EN.commonWords, ...LEXICON_RU.commonWords]);
const WORK_STEMS: ReadonlySet<string> = new Set(WORK_WORDS.flatMap((word) => stemText(word)));
const LIFE_STEMS: ReadonlySet<string> = new Set(LIFE_WORDS.flatMap((word) => stemText(word)));

function shingles(text: string): Set<string> {
  const words = tokenize(normaliseText(text)).filter((token) => /[\p{L}\p{N}]/u.test(token));
  const result = new Set<string>();
  for (let index = 0; index + SHINGLE <= words.length; index += 1) {
    result.add(words.slice(index, index + SHINGLE).join(' '));
  }
  return result;
}

/** Share of the answer's word sequences found in the other text. */
function copiedShare(answer: ReadonlySet<string>, other: string): number {
  if (answer.size === 0) return 0;
  const source = shingles(other);
  let shared = 0;
  for (const shingle of answer) if (source.has(shingle)) shared += 1;
  return shared / answer.size;
}

/** Half of a copy's word pairs are the question's, in its order; an own sentence has few. */
const COPY_PAIR_SHARE = 0.5;

/** Share of the answer's distinct pairs of neighbouring words that the question has too. */
function pairShare(answer: string, question: string): number {
  const pairs = (text: string) => {
    const words = tokenize(normaliseText(text)).filter((token) => /[\p{L}\p{N}]/u.test(token));
    return new Set(words.slice(1).map((word, index) => `${words[index]} ${word}`));
  };
  const own = pairs(answer);
  if (own.size === 0) return 1;
  const asked = pairs(question);
  return [...own].filter((pair) => asked.has(pair)).length / own.size;
}

function isQuestionCopy(answer: string, question: string): boolean {
  const answerStems = contentStems(answer);
  const questionStems = new Set(contentStems(question));
  if (answerStems.length === 0 || questionStems.size === 0) return false;
  const fromQuestion = answerStems.filter((word) => questionStems.has(word)).length;
  const share = fromQuestion / answerStems.length;
  // Most of its words are the question's, and so is their order: a short own account that names
  // what a long question quotes ("I did the treatments and filled in the medicine book, and we
  // passed Red Tractor", after a question quoting "administering treatments and keeping medicine
  // records for Red Tractor") says them in its own sentence.
  if (
    share >= 0.75 &&
    answerStems.length <= questionStems.size * 2 &&
    pairShare(answer, question) >= COPY_PAIR_SHARE
  ) {
    return true;
  }
  // The question said back at length with filler ("keeping logs correct and complete is very
  // important, so I keep my logs correct and complete"): most of it is the question's words, and
  // what is new would not fill a sentence.
  const newWords = new Set(answerStems.filter((word) => !questionStems.has(word))).size;
  return (
    answerStems.length >= ECHO_MIN_WORDS && share >= ECHO_SHARE && newWords <= ECHO_MAX_NEW_WORDS
  );
}

// Words that make a clause (pronouns, conjunctions, forms of "be", negation): a list of terms
// has next to none of them, a terse sentence several.
// prettier-ignore
const CLAUSE_WORDS = new Set([
  'i', 'we', 'you', 'he', 'she', 'they', 'it', 'that', 'which', 'who', 'if', 'when', 'because',
  'so', 'but', 'then', 'not', "don't", 'is', 'are', 'was', 'were', 'will', 'would', 'have', 'has',
  'had', 'do', 'did', 'my', 'our',
  'я', 'мы', 'вы', 'он', 'она', 'они', 'что', 'чтобы', 'если', 'когда', 'как', 'кто', 'чем',
  'потому', 'но', 'не', 'это', 'есть', 'был', 'была', 'было', 'были', 'буду', 'мой', 'моя', 'мои',
  'наш', 'наши', 'потом', 'сначала', 'тогда',
]);
const MAX_CLAUSE_SHARE = 0.05;
const LIST_ITEMS = 6;
const LIST_ITEM_WORDS = 5;
const LIST_MEAN_WORDS = 3.5;
const LONG_LIST_ITEMS = 12;

/**
 * Whether the text has a sentence end inside it: a stop followed by a space, unless the stop ends
 * a short lower-case abbreviation and no capitalised word follows it («кат. B», «тыс. позиций»,
 * "approx. 5 yrs"), which a list of terms holds as often as a sentence does.
 */
function endsSentence(text: string): boolean {
  for (const match of text.matchAll(/(\p{L}*)([.!?…])\s+(?=(\S*))/gu)) {
    const [, word = '', stop, next = ''] = match;
    const abbreviation =
      stop === '.' && /^\p{Ll}{1,6}$/u.test(word) && !/^\p{Lu}\p{Ll}/u.test(next);
    if (!abbreviation) return true;
  }
  return false;
}

/**
 * A list of terms, and nothing else: items of a few words each, separated by commas or lines, no
 * sentence among them ("scheduled and corrective maintenance, SCADA, LOTO, permit-to-work…",
 * «технологические карты, время отдачи…»). A short answer with a verb and a clause ("Прогоню
 * старую коллекцию запросов… и сравню контракт: поля, типы…") is an answer, however terse.
 */
function isKeywordList(answer: string): boolean {
  const words = tokenize(normaliseText(answer)).filter((token) => /\p{L}/u.test(token));
  if (words.length < 5) return false;
  const trimmed = answer.trim().replace(/[.!…]+$/u, '');
  if (endsSentence(trimmed)) return false;
  const items = trimmed
    .split(/[,;/|•·\n]+/u)
    .map((item) => item.trim())
    .filter((item) => /\p{L}/u.test(item));
  // An item's length without its figures: «банкеты от 30 до 150 гостей» is four words long.
  const lengths = items.map(
    (item) => item.split(/\s+/u).filter((w) => !/^\d[\d.,]*$/u.test(w)).length,
  );
  // A long list (a dozen items or more) may hold one longer item in five («сопровождение семей в
  // ТЖС и СОП», «проверка наличия и физического состояния дел»); a shorter one none, since a terse sentence with a list inside it ("do the
  // walkround (tyres, lights, mirrors…), and anything wrong with brakes…") reads as one.
  const longItems = lengths.filter((length) => length > LIST_ITEM_WORDS).length;
  const longAllowed = items.length >= LONG_LIST_ITEMS ? Math.floor(items.length / 5) : 0;
  if (longItems > longAllowed || Math.max(...lengths) > 2 * LIST_ITEM_WORDS) return false;
  const clauseShare = words.filter((word) => CLAUSE_WORDS.has(word)).length / words.length;
  if (clauseShare > MAX_CLAUSE_SHARE) return false;
  const mean = lengths.reduce((sum, length) => sum + length, 0) / lengths.length;
  if (items.length >= LIST_ITEMS && mean <= LIST_MEAN_WORDS) return true;
  const functionShare = words.filter((word) => FUNCTION_WORDS.has(word)).length / words.length;
  return items.length >= 3 && functionShare < 0.18 && items.length - 1 >= words.length / 4;
}

/** A round figure (100%, 5000, 30%): what a template or a boast writes, not a measurement. */
export function isRound(metric: Metric): boolean {
  const value = readMetricValue(metric);
  if (value === null) return false;
  if (metric.kind === 'percent') return value % 10 === 0 || value === 25 || value === 75;
  if (metric.kind === 'currency') return value >= 1000 && value % 1000 === 0;
  return value >= 100 && value % 100 === 0;
}

// Consultants' words that fill a template in place of what was done ("leveraged a data-driven
// approach across all touchpoints", «внедрил лучшие практики и выстроил взаимодействие со всеми
// стейкхолдерами»).
// prettier-ignore
const BUZZWORDS = [
  'data-driven', 'best practices', 'best-in-class', 'leveraged', 'leverage', 'synergy',
  'synergies', 'stakeholders', 'proactively', 'pixel-perfect', 'touchpoints', 'holistic',
  'end-to-end', 'systematic approach', 'streamlined', 'key business processes', 'world-class',
  'cutting-edge', 'value-added', 'game-changer', 'paradigm', 'seamless', 'seamlessly',
  'системный подход', 'проактивно', 'лучшие практики', 'лучших практик', 'стейкхолдер*',
  'бизнес-процесс*', 'эффективное взаимодействие', 'на всех этапах', 'синерги*', 'data-driven подход',
  'ключевые показатели', 'комплексный подход', 'клиентоцентричн*', 'максимальн* эффективност*',
  'customer-centric', 'innovative approach*', 'out of the box', 'comfort zone', 'deep dive',
  'deep-dive', 'valuable experience', 'клиентоориентированн* стратеги*', 'глубокий анализ',
  'инновационн* подход*', 'декомпозир*', 'синхронизир* все', 'зон* комфорта', 'ценный опыт',
];
const BUZZ_TEMPLATE_WORDS = 2;

function isStuffed(options: {
  answer: string;
  wordCount: number;
  skillsNamed: number;
  jobShare: number;
  metrics: readonly Metric[];
}): boolean {
  const { wordCount, skillsNamed, jobShare, metrics } = options;
  if (wordCount === 0) return false;
  const density = (skillsNamed * 100) / wordCount;
  const hasLabels = hasStarLabels(options.answer);
  const roundNumbers = metrics.filter(isRound).length;
  const looksTemplated = hasLabels || (roundNumbers >= 2 && roundNumbers === metrics.length);
  // Many skills alone are not stuffing: an honest background summary names them densely too.
  if (looksTemplated && skillsNamed >= 4 && density >= 5) return true;
  // A labelled template of consultants' words whose only figures are round ones.
  const buzzwords = findPhrases(normaliseText(options.answer), BUZZWORDS).length;
  if (hasLabels && roundNumbers === metrics.length && buzzwords >= BUZZ_TEMPLATE_WORDS) return true;
  return looksTemplated && jobShare >= 0.6 && skillsNamed >= 2;
}

export interface CheckAnswerOptions {
  answer: string;
  question: string;
  jobDescription: string;
  /** Stems of the words of the work (see JobReading.vocabulary). */
  vocabulary: ReadonlySet<string>;
  skills: readonly JobTerm[];
  earlierAnswers: readonly string[];
  wordCount: number;
  metrics: readonly Metric[];
  language: Language;
}

/** What, if anything, makes this answer not a real answer to this question for this job. */
export function checkAnswer(options: CheckAnswerOptions): AnswerChecks {
  const { answer, question, vocabulary } = options;
  const stems = contentStems(answer);
  const questionStems = new Set(contentStems(question));
  const related = stems.filter(
    (word) => vocabulary.has(word) || questionStems.has(word) || WORK_STEMS.has(word),
  ).length;
  const relevance = stems.length === 0 ? 0 : related / stems.length;
  const jobShare =
    stems.length === 0 ? 0 : stems.filter((word) => vocabulary.has(word)).length / stems.length;
  const skillsNamed = findTermsIn(answer, options.skills).length;
  const jobWords = new Set(stems.filter((word) => vocabulary.has(word))).size;
  // A job that says too little about its work cannot mark an answer down for missing its words.
  const canJudgeTopic = vocabulary.size >= MIN_VOCABULARY_TO_JUDGE;
  const topicality = canJudgeTopic
    ? Math.min(1, Math.max(jobShare / FULL_SHARE, jobWords / FULL_WORDS))
    : 1;
  const answerShingles = shingles(answer);
  const lifeWords = new Set(stems.filter((word) => LIFE_STEMS.has(word))).size;
  const roundFigures = options.metrics.filter(isRound).length;
  const signals: AnswerSignals = {
    jobShare,
    jobWords,
    lifeWords,
    starLabels: hasStarLabels(answer),
    buzzwords: findPhrases(normaliseText(answer), BUZZWORDS).length,
    roundFigures,
    stuffedShape: false,
    offTopicShape: false,
  };
  const result = (
    problem: CertainProblem | null,
    concern: AnswerChecks['concern'] = null,
  ): AnswerChecks => ({
    problem,
    concern,
    signals,
    relevance,
    skillsNamed,
    topicality,
  });

  if (question.trim() && isQuestionCopy(answer, question)) return result('copied_question');
  if (
    answerShingles.size >= 6 &&
    copiedShare(answerShingles, options.jobDescription) >= COPY_SHARE
  ) {
    return result('copied_job_description');
  }
  if (
    answerShingles.size >= 6 &&
    options.earlierAnswers.some((earlier) => copiedShare(answerShingles, earlier) >= REPEAT_SHARE)
  ) {
    return result('repeated_answer');
  }
  if (isKeywordList(answer)) return result('keyword_list');
  if (isQuestionsBack(answer, options.language)) return result('questions_back');
  // What follows is a matter of degree: it is measured for the judge and may shape the advice,
  // but it never makes an answer a non-answer.
  signals.stuffedShape = isStuffed({
    answer,
    wordCount: options.wordCount,
    skillsNamed,
    jobShare,
    metrics: options.metrics,
  });
  // Off the topic: a story from private life (a wedding has deadlines and a bake sale has
  // customers, so words of working life do not save it), or an answer with nothing of the job or
  // the question in it. An answer about real work told in words the job's short vocabulary lacks
  // (a linter, a pill organiser) is not one: those are what honest answers are made of.
  const isLifeStory = lifeWords >= LIFE_STORY_WORDS && lifeWords > jobWords;
  // Two words of the job are already a sign of it: an honest story in the trade's own words
  // often shares no more with a field's short word list (a mechanic's alternator, a caregiver's
  // stool in the bath), while a story from elsewhere shares none or one by chance.
  const hasLifeWords = lifeWords >= LIFE_STORY_WORDS;
  const isUnrelated =
    canJudgeTopic &&
    relevance < NO_RELEVANCE &&
    jobShare < NO_JOB_SHARE &&
    (jobWords <= CHANCE_JOB_WORDS || hasLifeWords);
  // With the job's own words to go by, a long answer that uses few of them is off it.
  const hasFullDescription =
    tokenize(normaliseText(options.jobDescription)).length >= FULL_DESCRIPTION_WORDS;
  const isOffTheJob =
    hasFullDescription &&
    options.wordCount >= MIN_WORDS_FOR_JOB_SHARE &&
    (jobWords <= FEW_JOB_WORDS || hasLifeWords) &&
    (relevance < MIN_RELEVANCE || jobShare < MIN_JOB_SHARE);
  signals.offTopicShape =
    options.wordCount >= MIN_WORDS_FOR_TOPIC &&
    (isLifeStory || isUnrelated || isOffTheJob) &&
    jobWords < ON_TOPIC_WORDS &&
    skillsNamed === 0;
  if (signals.stuffedShape) return result(null, 'keyword_stuffing');
  return result(null, signals.offTopicShape ? 'off_topic' : null);
}
