// Reads one answer for observable evidence only: what is there (numbers, STAR parts, job terms,
// actions) and what is not. Feedback, the assessment and the results page all use this object.
import type { Language } from '../../../shared/language';
import { findActionVerbs } from './action-verbs';
import { extractJobTerms, findTermsIn, getTermLabel, type JobTerm } from '../../job-description/job-terms';
import { getLexicon, STAR_PARTS, type StarPart } from './lexicon';
import { findMetrics, type Metric } from './metrics';
import { detectNonAnswer, type NonAnswerReason } from './non-answer';
import { scoreAnswer } from './score-answer';
import { countPhrases, findPhrases, normaliseText, tokenize } from '../../language/text';

export type { Metric, MetricKind } from './metrics';
export type { NonAnswerReason } from './non-answer';
export type { StarPart } from './lexicon';

export interface AnswerEvidence {
  wordCount: number;
  isNonAnswer: boolean;
  nonAnswerReason: NonAnswerReason | null;
  /** Numbers that measure something, in order of appearance. */
  metrics: Metric[];
  /** The cues found for each STAR part (empty when the part is missing). */
  star: Record<StarPart, string[]>;
  starPartsFound: StarPart[];
  /** Job-description skills named in the answer, in the interview's language. */
  jobTermsUsed: string[];
  /** Skills the question named, or else the job's leading skills, that the answer left out. */
  jobTermsMissed: string[];
  fillers: string[];
  hedges: string[];
  /** Filler and hedge occurrences in total, repeats included. */
  fillerAndHedgeCount: number;
  /** What the candidate did personally ("built", "внедрил"). */
  actionVerbs: string[];
  /** What the team did ("we shipped", "мы запустили"). */
  teamVerbs: string[];
  /** 0–100 from the evidence above (see score-answer.ts). */
  score: number;
}

export interface AnalyseAnswerOptions {
  answer: string;
  language: Language;
  /** The question asked: skills it names count as missed when the answer leaves them out. */
  question?: string;
  jobDescription?: string;
  /** Skills already extracted from the job description, to avoid reading it again per answer. */
  jobSkills?: readonly JobTerm[];
}

const MISSED_FROM_JOB = 3;

/** Word lists are lower case; show "I guess", not "i guess", and "like" without its comma. */
function displayPhrase(phrase: string): string {
  return phrase.replace(/(^|\s)i(?=$|\s|')/g, '$1I').replace(/^,\s*|,$/g, '');
}

function findJobTerms(options: AnalyseAnswerOptions): { used: string[]; missed: string[] } {
  const skills = options.jobSkills ?? extractJobTerms(options.jobDescription ?? '').skills;
  const label = (term: JobTerm) => getTermLabel(term, options.language);
  const used = findTermsIn(options.answer, skills);
  const unused = skills.filter((term) => !used.includes(term));
  const asked = options.question ? findTermsIn(options.question, unused) : [];
  const missed = asked.length > 0 ? asked : unused.slice(0, MISSED_FROM_JOB);
  return { used: used.map(label), missed: missed.map(label) };
}

/** The observable evidence in one answer, with its score. */
export function analyseAnswer(options: AnalyseAnswerOptions): AnswerEvidence {
  const { answer, language } = options;
  const lexicon = getLexicon(language);
  const normalised = normaliseText(answer);
  const tokens = tokenize(normalised);
  const wordCount = tokens.filter((token) => /\p{L}/u.test(token)).length;
  const nonAnswerReason = detectNonAnswer(answer, language);
  const metrics = findMetrics(answer);
  const verbs = findActionVerbs(tokens, { lexicon, isRussian: language === 'ru' });
  const star = Object.fromEntries(
    STAR_PARTS.map((part) => [part, findPhrases(normalised, lexicon.star[part])]),
  ) as Record<StarPart, string[]>;
  if (star.action.length === 0) star.action = [...verbs.own, ...verbs.team].slice(0, 3);
  const fillers = findPhrases(normalised, lexicon.fillers);
  const hedges = findPhrases(normalised, lexicon.hedges).filter(
    (hedge) => !fillers.includes(hedge),
  );
  const fillerAndHedgeCount = countPhrases(normalised, [...fillers, ...hedges]);
  const terms = findJobTerms(options);
  const evidence: Omit<AnswerEvidence, 'score'> = {
    wordCount,
    isNonAnswer: nonAnswerReason !== null,
    nonAnswerReason,
    metrics,
    star,
    starPartsFound: STAR_PARTS.filter((part) => star[part].length > 0),
    jobTermsUsed: terms.used,
    jobTermsMissed: terms.missed,
    fillers: fillers.map(displayPhrase),
    hedges: hedges.map(displayPhrase),
    fillerAndHedgeCount,
    actionVerbs: verbs.own,
    teamVerbs: verbs.team,
  };
  if (evidence.isNonAnswer) {
    // Nothing in a non-answer counts as evidence of skill.
    Object.assign(evidence, { metrics: [], jobTermsUsed: [], actionVerbs: [], teamVerbs: [] });
    evidence.star = { situation: [], task: [], action: [], result: [] };
    evidence.starPartsFound = [];
  }
  return { ...evidence, score: scoreAnswer(evidence) };
}
