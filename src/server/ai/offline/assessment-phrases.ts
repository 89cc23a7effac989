// The shape of the assessment's wording, one implementation per language.
import type { AnswerProblem } from './answer-checks';
import type { Language } from '../../../shared/language';
import { ASSESSMENT_EN } from './assessment-phrases.en';
import { ASSESSMENT_RU } from './assessment-phrases.ru';
import type { Findings } from './assessment-findings';

type Orders = readonly number[];
type Terms = readonly string[];

export interface AssessmentPhrases {
  /** The first line: says the offline coach wrote this, so the page can label it. */
  note: string;
  headings: Record<
    'strengths' | 'weaknesses' | 'recommendations' | 'examplesMissed' | 'tips',
    string
  >;
  scoreLine: (score: number) => string;
  summary: (findings: Findings) => string;
  strengths: {
    measured: (orders: Orders, metrics: Terms) => string;
    fullStar: (orders: Orders) => string;
    ownActions: (orders: Orders) => string;
    terms: (terms: Terms) => string;
    none: string;
  };
  weaknesses: {
    blank: (orders: Orders) => string;
    gibberish: (orders: Orders) => string;
    dontKnow: (orders: Orders) => string;
    wrongLanguage: (orders: Orders) => string;
    missingResult: (orders: Orders) => string;
    missingNumbers: (orders: Orders) => string;
    teamOnly: (orders: Orders) => string;
    hedging: (orders: Orders, words: Terms) => string;
    short: (orders: Orders) => string;
    /** Answers that were not the candidate's own answer to the question, by kind. */
    problems: Readonly<Record<AnswerProblem, (orders: Orders) => string>>;
    none: string;
    /** No pattern listed, but some answers scored weak: they are named in the recommendations. */
    noneButWeak: string;
    /** No answer weak, but not every one strong: how to lift the rest, from the best one. */
    noneMid: (best: number) => string;
  };
  recommendations: {
    practise: (orders: Orders) => string;
    nonAnswers: string;
    results: string;
    situation: string;
    ownPart: string;
    hedging: (words: Terms) => string;
    terms: (terms: Terms) => string;
    keepGoing: string;
  };
  examplesMissed: {
    missed: (orders: Orders) => string;
    caseSuggested: (orders: Orders) => string;
    termsNeverUsed: (terms: Terms) => string;
    notAnswered: (orders: Orders) => string;
    /** Said only when every answer to questions 4–9 rests on a real example. */
    none: string;
    /** Otherwise, when no answer was surely weak for want of one. */
    noneClear: string;
  };
  /** General tips; those that name a habit are shown only to an interview that shows it. */
  tips: Record<TipId, string>;
}

export const TIP_IDS = [
  'star', 'stories', 'numbers', 'ownPart', 'fillers', 'posting', 'askBack', 'dontKnow',
] as const; // prettier-ignore
export type TipId = (typeof TIP_IDS)[number];

export function getAssessmentPhrases(language: Language): AssessmentPhrases {
  return language === 'ru' ? ASSESSMENT_RU : ASSESSMENT_EN;
}
