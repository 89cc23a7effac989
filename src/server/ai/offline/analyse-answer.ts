// Reads one answer for observable evidence only (numbers, STAR parts, job terms, actions, what is not there): feedback, the assessment and the results page all use it.
import { createHash } from 'node:crypto';
import { findJobTerms } from './answer-job-terms';
import { countPhrases, findPhrases, normaliseText, tokenize } from '../../language/text';
import { ownStepQuote, specificPraise, type Praise } from './specific-praise';
import { findOccasion, type Occasion } from './occasion';
import { tellsOwnWork } from './own-work';
import { readPlainHedges } from './plain-hedges';
import { ownActionQuotes } from './key-deed';
import { findBareRanges, findEarlyFigures } from './bare-ranges';
import { findActionVerbs } from './action-verbs';
import {
  isRound,
  type AnswerConcern,
  type AnswerSignals,
  type CertainProblem,
} from './answer-checks';
import { readTextSignals, type TextSignals } from './judge/features';
import { findNamedDetails } from './named-details';
import { countBackingDetails, countEffortBoasts, countSpecifics } from './specifics';
import { readStructure } from './answer-structure';
import { selfPortraitQuote } from './self-portrait';
import { namedGap, type NamedGap } from './named-gap';
import { reasonsTold } from './reason-praise';
import { readTelling, type Telling } from './events-told';
import { getLexicon, STAR_PARTS, type StarPart } from '../../language/lexicon';
import type { Metric } from './metrics';
import { isGenericAnswer } from './generic-answer';
import { findOtherField } from './other-field';
import type { NonAnswerReason } from './non-answer';
import { readCertain, type AnalyseAnswerOptions } from './certain-verdict';
import { findBankTemplate, findFieldCategory } from './question-bank';
import { findFillers } from './filler-words';
import { followUpOf } from './question-follow-up';
import { classifyQuestion, type QuestionKind } from './question-kind';
import type { FollowUp, QuestionCategory } from './question-template';
import { judgeInputOf, scoreAnswer } from './score-answer';
import { JUDGE_WEIGHTS, judgeConcern } from './judge/judge';
import { REGISTER_LEXICON } from './judge/register';
import { opensHedged, scenesTold } from './negated-scene';
export type { Metric, MetricKind } from './metrics';
export type { NonAnswerReason } from './non-answer';
export type { AnalyseAnswerOptions } from './certain-verdict';
export type { StarPart } from '../../language/lexicon';
export type { AnswerProblem, AnswerConcern, CertainProblem } from './answer-checks';
export type { QuestionKind } from './question-kind';

export interface AnswerEvidence {
  wordCount: number;
  isNonAnswer: boolean;
  nonAnswerReason: NonAnswerReason | null;
  /** Numbers that measure something, in order (a count said in words is `spelled`). */
  metrics: Metric[];
  /** The cues found for each STAR part (empty when the part is missing). */
  star: Record<StarPart, string[]>;
  starPartsFound: StarPart[];
  /** Job-description skills named in the answer, in the interview's language. */
  jobTermsUsed: string[];
  /** Skills the question named, or else the job's leading skills, that the answer left out. */
  jobTermsMissed: string[];
  jobTermsKnown?: boolean; // the title or posting names a term the coach knows
  fillers: string[];
  hedges: string[];
  /** The hedges a good answer is told to drop, read in place (plain-hedges.ts). */
  plainHedges?: string[];
  /** Filler and hedge occurrences in total, repeats included. */
  fillerAndHedgeCount: number;
  /** What the candidate did personally ("built", "внедрил"). */
  actionVerbs: string[];
  /** What the team did ("we shipped", "мы запустили"). */
  teamVerbs: string[];
  /**
   * What mechanically makes this not the candidate's own answer (a copy of the question or the
   * posting, an earlier answer again, a bare list of words), if anything: a certain verdict.
   */
  problem: CertainProblem | null;
  /**
   * What may be wrong with it, as a matter of degree (a template stuffed with the job's words, a
   * story about something else, general words): it lowers the judged score and may shape the
   * advice, but never makes the answer a non-answer.
   */
  concern: AnswerConcern | null;
  /** Measurements the fitted judge weighs. */
  signals: AnswerSignals;
  text: TextSignals;
  /** What the question asks for: a story, a method, or open facts. */
  questionKind: QuestionKind;
  /** Its place in the interview and its own follow-ups (all, and those the words leave open). */
  questionCategory: QuestionCategory | null;
  questionFollowUp?: FollowUp | readonly FollowUp[] | null;
  questionFollowUps?: readonly FollowUp[];
  /** Share of the answer's content words about the question, the job or work (0–1). */
  relevance: number;
  /** How much the answer is about this job (0–1); scales the credit for everything else. */
  topicality: number;
  /** Figures of the candidate's own result: in a sentence that says how things ended. */
  resultMetrics: Metric[];
  /** Figures told as what was or is, not supposed ("if it doubled…", "I'd allow ten minutes"). */
  toldMetrics: Metric[];
  /** Step words of a method ("first", "then", "сначала"). */
  steps: string[];
  /** A procedure told as instructions, three clauses or more ("Stop…, get…, call…"). */
  instructions?: string[];
  /** Whether the answer grounds itself in a real occasion (a time, a place, "for example"). */
  hasExample: boolean;
  /** What the candidate does as a rule ("I check", "сверяю"), for method questions. */
  practices: string[];
  reasons: string[]; // Reasons given ("because", "мне важно"), for open questions (motivation).
  opensHedged?: boolean; // Its first sentence hedges which time it was (negated-scene.ts).
  /** Names the answer gives of its own (a place, a firm, a product), as it writes them. */
  names: string[];
  /** Numbers and names it gives (specifics.ts; 0: none), of them boasts ("110 percent"). */
  specifics?: number;
  effortBoasts?: number;
  /** Of them, what could back a claim about oneself (specifics.ts `countBackingDetails`). */
  backingDetails?: number;
  /** What the candidate changed or took from it afterwards ("since then I…"), when told. */
  lessons?: string[];
  signAfterLesson?: boolean; // How it has gone since the change it tells (sign-after-lesson.ts).
  /** How much the outcome changed, said without a figure ("quite a few"), as written. */
  vagueOutcome?: string | null;
  namesDifficulty?: boolean; // It names something hard ("the hardest part", «сложнее всего»).
  /** It tells work the candidate has done or does already (own-work.ts). */
  ownWork?: boolean;
  /** "From 6 to 8" with no unit and no verb of change: a range, never praised as a result. */
  bareRanges?: string[];
  /** Figures told only before the answer's last third: never praised as how it ended. */
  earlyFigures?: string[];
  /** Own actions quoted (press-point.ts): to press on, to open up; own reasons (reason-praise). */
  pressPoint?: string | null;
  deedPoint?: string | null;
  keyDeed?: string | null; // The key act, quoted as praise (key-deed.ts).
  keyDeedImplied?: boolean; // …told with «я» left out (key-deed.ts).
  depthDeed?: string | null; // …read loosely: only the point to pick up on (key-deed.ts).
  reasonsTold?: number;
  telling?: Telling; // How it is told: its clauses, how it ends (events-told.ts).
  /** A sentence that anchors a real occasion in time or place (occasion.ts), as written. */
  occasion?: Occasion | null;
  /** What makes a strong answer strong, quoted for its praise (specific-praise.ts). */
  praise?: Praise | null;
  stepQuote?: string | null; // An own step told in detail, as the praise quotes it.
  selfPortrait?: string | null; // What they say they are like, if the answer is that (self-portrait.ts).
  namedGap?: NamedGap | null; // A gap the candidate names ("I haven't done cat pens yet"), quoted.
  /** 0–100 from the evidence above (see score-answer.ts). */
  score: number;
}

/** Word lists are lower case; show "I guess", not "i guess", and "like" without its comma. */
function displayPhrase(phrase: string): string {
  return phrase.replace(/(^|\s)i(?=$|\s|')/g, '$1I').replace(/^,\s*|,$/g, '');
}

/**
 * One answer is read three times in an interview (its evidence, feedback, the assessment). The
 * reading is pure: the last few are kept by a hash of what they depend on, and must not be changed.
 */
const RECENT_READINGS = 512;
const recentReadings = new Map<string, AnswerEvidence>();

function readingKey(options: AnalyseAnswerOptions): string {
  const hash = createHash('sha256');
  for (const part of [
    options.answer,
    options.language,
    options.question ?? '',
    options.questionKind ?? '',
    options.jobTitle ?? '',
    options.jobDescription ?? '',
    ...(options.earlierAnswers ?? []),
  ]) {
    hash.update(part).update('\u0000');
  }
  return hash.digest('base64');
}

export function analyseAnswer(options: AnalyseAnswerOptions): AnswerEvidence {
  // Skills handed in (the warm-up) are not part of the key: such readings are not kept.
  if (options.jobSkills) return readAnswer(options);
  const key = readingKey(options);
  const reading = recentReadings.get(key) ?? readAnswer(options);
  recentReadings.delete(key); // Kept last, as the most recently used.
  recentReadings.set(key, reading);
  if (recentReadings.size > RECENT_READINGS) {
    recentReadings.delete(recentReadings.keys().next().value as string);
  }
  return reading;
}

/**
 * What the stored readings were read with. An answer is read once, when it is saved, and the
 * reading is stored with this version beside it; the feedback, the assessment and the cap of a
 * model's score use the stored reading while its version is current, and read the answer again
 * once it is not. Bump READING_CODE when what a reading holds, or how an answer is read, changes;
 * a new fit of the judge (its weights or its register lexicon) changes the version by itself.
 */
const READING_CODE = 45;
/** What a non-answer holds none of. */
// prettier-ignore
const EVIDENCE_LISTS = ['metrics', 'resultMetrics', 'toldMetrics', 'jobTermsUsed', 'actionVerbs',
  'teamVerbs', 'steps', 'practices', 'reasons', 'names', 'lessons'] as const;
export const READING_VERSION = `${READING_CODE}.${createHash('sha256')
  .update(JSON.stringify(JUDGE_WEIGHTS))
  .update(JSON.stringify(REGISTER_LEXICON))
  .digest('hex')
  .slice(0, 12)}`;

/**
 * An answer's reading as stored with it (`interview_questions.reading`): what it was read with
 * (the version) and from (a hash of the answer, its question and kind, the job and the earlier
 * answers), so it is only ever used for exactly what it was read from.
 */
export interface StoredReading {
  version: string;
  key: string;
  reading: AnswerEvidence;
}

/** The answer read now, with what it is stored with. */
export function readAnswerToStore(options: AnalyseAnswerOptions): StoredReading {
  return { version: READING_VERSION, key: readingKey(options), reading: analyseAnswer(options) };
}

/** The stored reading when read as answers are read now, from the same inputs; else read now. */
export function readingOf(
  stored: StoredReading | null | undefined,
  options: AnalyseAnswerOptions,
): AnswerEvidence {
  if (stored?.version === READING_VERSION && stored.key === readingKey(options)) {
    return stored.reading;
  }
  return analyseAnswer(options);
}

/** Below this an answer is too short to be a story from another field. */
const MIN_WORDS_FOR_OTHER_FIELD = 40;
function readAnswer(options: AnalyseAnswerOptions): AnswerEvidence {
  const { answer, language } = options;
  const lexicon = getLexicon(language);
  const {
    normalised,
    tokens,
    wordCount,
    posting,
    nonAnswerReason,
    skills,
    figures,
    metrics,
    checks,
  } = readCertain(options);
  const question = options.question ?? '';
  const found = findActionVerbs(tokens, { lexicon, isRussian: language === 'ru' });
  // A verb the answer repeats from the question ("how the day went") is the question's own.
  const questionTokens = new Set(tokenize(normaliseText(question)));
  const verbs = {
    own: found.own.filter((verb) => !questionTokens.has(verb)),
    team: found.team.filter((verb) => !questionTokens.has(verb)),
  };
  const star = Object.fromEntries(
    STAR_PARTS.map((part) => [part, findPhrases(normalised, lexicon.star[part])]),
  ) as Record<StarPart, string[]>;
  const structure = readStructure({ answer, language, metrics });
  // A time or a place ("at 3 a.m.") sets the scene as any phrase does; a change of figure, the end.
  const scenes = [...new Set([...structure.situationCues, ...star.situation])];
  star.situation = scenesTold(scenes, { answer, language });
  star.result = [...new Set([...structure.outcomeCues, ...star.result])];
  if (star.action.length === 0) star.action = [...verbs.own, ...verbs.team].slice(0, 3);
  const fillers = findFillers(normalised, lexicon.fillers);
  const hedges = findPhrases(normalised, lexicon.hedges).filter(
    (hedge) => !fillers.includes(hedge),
  );
  const fillerAndHedgeCount = countPhrases(normalised, [...fillers, ...hedges]);
  const terms = findJobTerms(options, skills);
  const bankTemplate = findBankTemplate(question, language);
  const questionKind = options.questionKind ?? bankTemplate?.kind ?? classifyQuestion(question);
  // A story from another, unrelated field of work is off the topic however well it is told.
  const isOtherField =
    checks.problem === null &&
    posting.family !== null &&
    wordCount >= MIN_WORDS_FOR_OTHER_FIELD &&
    findOtherField({ answer, family: posting.family, vocabulary: posting.vocabulary }) !== null;
  const isGeneric =
    checks.problem === null &&
    isGenericAnswer({
      answer,
      question,
      language,
      questionKind,
      hasExample: structure.hasExample,
      steps: structure.steps,
      // "Я выкладываюсь на 100%" is a boast, not a measurement.
      figures: metrics.filter((metric) => !isRound(metric)).length,
    });
  const evidence: Omit<AnswerEvidence, 'score'> = {
    wordCount,
    isNonAnswer: nonAnswerReason !== null,
    nonAnswerReason,
    metrics: figures,
    star,
    starPartsFound: STAR_PARTS.filter((part) => star[part].length > 0),
    jobTermsUsed: terms.used,
    jobTermsMissed: terms.missed,
    jobTermsKnown: skills.length > 0,
    fillers: fillers.map(displayPhrase),
    hedges: hedges.map(displayPhrase),
    fillerAndHedgeCount,
    actionVerbs: verbs.own,
    teamVerbs: verbs.team,
    problem: nonAnswerReason ? null : checks.problem,
    concern: null,
    signals: checks.signals,
    text: readTextSignals({
      answer,
      language,
      question,
      jobTitle: options.jobTitle ?? '',
      jobDescription: options.jobDescription ?? '',
      generic: isGeneric,
      otherField: isOtherField,
    }),
    questionKind,
    questionCategory: bankTemplate?.category ?? findFieldCategory(question, language) ?? null,
    ...followUpOf(bankTemplate?.next, { answer, language }),
    relevance: checks.relevance,
    topicality: checks.topicality,
    resultMetrics: structure.resultMetrics,
    toldMetrics: structure.toldMetrics,
    steps: structure.steps,
    instructions: structure.instructions,
    hasExample: structure.hasExample,
    practices: structure.practices,
    reasons: structure.reasons,
    lessons: structure.lessons,
    signAfterLesson: structure.signAfterLesson,
    vagueOutcome: structure.vagueOutcome,
    namesDifficulty: structure.namesDifficulty,
    ownWork: tellsOwnWork(answer, language),
    plainHedges: readPlainHedges(answer, hedges),
    ...ownActionQuotes(answer, { language, context: [options.jobTitle, options.jobDescription] }),
    reasonsTold: reasonsTold(answer, language),
    telling: readTelling(answer, language),
    occasion: findOccasion(answer, language),
    bareRanges: findBareRanges(answer, { metrics, language }),
    earlyFigures: findEarlyFigures(answer, metrics),
    names: findNamedDetails({
      answer,
      given: [question, options.jobTitle ?? '', options.jobDescription ?? ''],
    }),
    specifics: countSpecifics(answer, language),
    effortBoasts: countEffortBoasts(answer, language),
  };
  evidence.backingDetails = countBackingDetails(answer, {
    language,
    given: [question, options.jobTitle ?? '', options.jobDescription ?? ''],
    names: evidence.names?.length ?? 0,
  });
  if (evidence.isNonAnswer || evidence.problem) {
    // Nothing in a non-answer, a copy or a keyword list counts as evidence of skill.
    const none = { hasExample: false, signAfterLesson: false, namesDifficulty: false };
    Object.assign(evidence, none, { vagueOutcome: null, occasion: null, starPartsFound: [] });
    for (const list of EVIDENCE_LISTS) Object.assign(evidence, { [list]: [] });
    evidence.star = { situation: [], task: [], action: [], result: [] };
  } else {
    // Whether it reads as a template, another topic or general words is the fitted judge's call.
    evidence.concern = judgeConcern(judgeInputOf(evidence));
    evidence.praise = specificPraise(evidence, { answer, language, question });
    evidence.stepQuote = ownStepQuote(evidence, { answer, language, question });
    evidence.selfPortrait = selfPortraitQuote(answer, { language, ...evidence.text });
    evidence.namedGap = namedGap(answer, language);
    evidence.opensHedged = opensHedged(answer, language);
  }
  return { ...evidence, score: scoreAnswer(evidence) };
}
