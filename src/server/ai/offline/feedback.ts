// One or two short sentences about one answer, built only from its evidence: at most one thing
// that works and the one change that would help most. A non-answer is called what it is.
import type { Language } from '../../../shared/language';
import type { AnswerEvidence } from './analyse-answer';
import { getFeedbackPhrases, type FeedbackPhrases } from './feedback-phrases';
import { STAR_PARTS } from './lexicon';
import { pickBySeed } from '../../language/text';

const SHORT_ANSWER_WORDS = 15;
const LONG_ANSWER_WORDS = 250;
const HEDGING_THRESHOLD = 2;

/** "a, b and c" in the given language. */
export function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function describeStrength(
  evidence: AnswerEvidence,
  phrases: FeedbackPhrases,
): readonly [string, ...string[]] | null {
  const found = evidence.starPartsFound;
  if (evidence.metrics.length > 0 && found.includes('result')) return phrases.measuredResult;
  if (evidence.metrics.length > 0) return phrases.numbers;
  if (found.length === STAR_PARTS.length) return phrases.fullStar;
  if (evidence.actionVerbs.length > 0) return phrases.ownActions;
  if (evidence.jobTermsUsed.length > 0) return phrases.jobTerms;
  if (found.length >= 2) return phrases.someStar;
  return null;
}

function describeImprovement(
  evidence: AnswerEvidence,
  phrases: FeedbackPhrases,
): readonly [string, ...string[]] {
  const found = evidence.starPartsFound;
  if (evidence.wordCount < SHORT_ANSWER_WORDS) return phrases.tooShort;
  if (!found.includes('situation') && !found.includes('action')) return phrases.noExample;
  if (evidence.actionVerbs.length === 0 && evidence.teamVerbs.length > 0) return phrases.onlyTeam;
  if (!found.includes('result')) return phrases.noResult;
  if (evidence.metrics.length === 0) return phrases.resultWithoutNumber;
  if (evidence.fillerAndHedgeCount >= HEDGING_THRESHOLD) return phrases.hedging;
  if (!found.includes('situation')) return phrases.noSituation;
  if (!found.includes('task')) return phrases.noTask;
  if (evidence.jobTermsUsed.length === 0 && evidence.jobTermsMissed.length > 0) {
    return phrases.missedTerm;
  }
  if (evidence.wordCount > LONG_ANSWER_WORDS) return phrases.tooLong;
  return phrases.keepGoing;
}

/** The feedback text for one answer; `seed` varies the wording between answers, never the facts. */
export function writeFeedback(
  evidence: AnswerEvidence,
  options: { language: Language; seed: number },
): string {
  const phrases = getFeedbackPhrases(options.language);
  const { seed } = options;
  if (evidence.nonAnswerReason) {
    return pickBySeed(phrases.nonAnswer[evidence.nonAnswerReason], seed);
  }
  const values = {
    // The last numbers are usually the outcome ("from 1.2 s to 300 ms, +4%").
    metric: evidence.metrics
      .slice(-2)
      .map((metric) => metric.text)
      .join(', '),
    verbs: evidence.actionVerbs.slice(0, 3).join(', '),
    terms: joinList(evidence.jobTermsUsed.slice(0, 3), phrases.and),
    parts: joinList(
      evidence.starPartsFound.map((part) => phrases.starParts[part]),
      phrases.and,
    ),
    team: evidence.teamVerbs.slice(0, 2).map(phrases.quote).join(', '),
    hedges: [...evidence.hedges, ...evidence.fillers].slice(0, 3).map(phrases.quote).join(', '),
    term: evidence.jobTermsMissed[0] ?? '',
  };
  const strength = describeStrength(evidence, phrases);
  const improvement = describeImprovement(evidence, phrases);
  // Different answers start from different variants; ">>> 3" keeps the two picks independent.
  const sentences = [
    strength ? fillIn(pickBySeed(strength, seed), values) : null,
    fillIn(pickBySeed(improvement, seed >>> 3), values),
  ];
  return sentences.filter((sentence): sentence is string => sentence !== null).join(' ');
}
