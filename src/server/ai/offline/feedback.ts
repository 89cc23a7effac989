// One or two short sentences about one answer, built only from its evidence: at most one thing
// that works, quoted from the answer's own words, and the one change that would help most. The
// change never asks for a part the answer already has, and a method question is judged on its
// method, not on STAR. A non-answer, a copy or an off-topic story is called what it is.
import type { Language } from '../../../shared/language';
import { pickBySeed } from '../../language/text';
import type { AnswerEvidence } from './analyse-answer';
import { getFeedbackPhrases, type FeedbackPhrases } from './feedback-phrases';
import { isCompleteStory } from '../../../shared/results-at-a-glance';
import { isFullCase, RAMBLING_WORDS, shownConcern } from './score-answer';

type Variants = readonly [string, ...string[]];

const SHORT_ANSWER_WORDS = 15;
/** Habits named in a method answer that make it a method told in full. */
const TOLD_HABITS = 3;
const HEDGING_THRESHOLD = 2;
/** Below this topicality (0–1, see answer-checks.ts) an answer says little about this job. */
const WEAKLY_ON_TOPIC = 0.5;

/** "a, b and c" in the given language. */
export function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The words that set the scene, as the answer writes them (never a search pattern). */
function quotableSituation(evidence: AnswerEvidence): string | null {
  return evidence.star.situation.find((cue) => !cue.includes('*') && /\s/.test(cue)) ?? null;
}

function describeStrength(evidence: AnswerEvidence, phrases: FeedbackPhrases): Variants | null {
  const found = evidence.starPartsFound;
  if (evidence.resultMetrics.length > 0) return phrases.measuredResult;
  if (evidence.questionKind === 'method' && evidence.steps.length >= 2) return phrases.clearSteps;
  if (evidence.metrics.length > 0) return phrases.numbers;
  if (isCompleteStory(found)) return phrases.fullStar;
  if (evidence.actionVerbs.length > 0) return phrases.ownActions;
  if (quotableSituation(evidence) && evidence.questionKind === 'story') {
    return phrases.clearSituation;
  }
  if (evidence.jobTermsUsed.length > 0) return phrases.jobTerms;
  if (found.length >= 2) return phrases.someStar;
  return null;
}

function improveMethod(evidence: AnswerEvidence, phrases: FeedbackPhrases): Variants | null {
  // A method told habit by habit ("I check…, I ask…, I send…") is laid out already, in steps or not.
  const hasMethod = evidence.steps.length >= 2 || evidence.practices.length >= TOLD_HABITS;
  if (!hasMethod && isFullCase(evidence)) return phrases.noRoutine;
  if (!hasMethod) return phrases.noSteps;
  if (!evidence.hasExample) return phrases.noCase;
  return null;
}

function improveStory(evidence: AnswerEvidence, phrases: FeedbackPhrases): Variants | null {
  const found = evidence.starPartsFound;
  if (!found.includes('situation') && !found.includes('action')) return phrases.noExample;
  if (evidence.actionVerbs.length === 0 && evidence.teamVerbs.length > 0) return phrases.onlyTeam;
  if (!found.includes('result')) return phrases.noResult;
  if (evidence.metrics.length === 0) return phrases.resultWithoutNumber;
  if (!found.includes('situation')) return phrases.noSituation;
  return null;
}

function describeImprovement(evidence: AnswerEvidence, phrases: FeedbackPhrases): Variants {
  if (evidence.wordCount < SHORT_ANSWER_WORDS) return phrases.tooShort;
  if (evidence.wordCount > RAMBLING_WORDS) return phrases.tooLong;
  const byKind =
    evidence.questionKind === 'method'
      ? improveMethod(evidence, phrases)
      : evidence.questionKind === 'story'
        ? improveStory(evidence, phrases)
        : !evidence.hasExample && evidence.starPartsFound.length < 2
          ? phrases.noExample
          : null;
  if (byKind) return byKind;
  if (evidence.fillerAndHedgeCount >= HEDGING_THRESHOLD) return phrases.hedging;
  // Only an answer that drifts from the job is pointed at one of its skills; telling an answer
  // that is already about the work to "mention X" would be coaching keyword stuffing.
  if (
    evidence.topicality < WEAKLY_ON_TOPIC &&
    evidence.jobTermsUsed.length === 0 &&
    evidence.jobTermsMissed.length > 0
  ) {
    return phrases.missedTerm;
  }
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
  if (evidence.problem) return pickBySeed(phrases.problem[evidence.problem], seed);
  const concern = shownConcern(evidence);
  if (concern) return pickBySeed(phrases.problem[concern], seed);
  const results = evidence.resultMetrics.length > 0 ? evidence.resultMetrics : evidence.metrics;
  const values = {
    // The last numbers are usually the outcome ("from 1.2 s to 300 ms, +4%").
    metric: [
      ...new Set(
        (evidence.resultMetrics.length > 0 ? results.slice(-1) : results.slice(-2)).map(
          (metric) => metric.text,
        ),
      ),
    ].join(', '),
    verbs: evidence.actionVerbs.slice(0, 3).join(', '),
    terms: joinList(evidence.jobTermsUsed.slice(0, 3), phrases.and),
    parts: joinList(
      evidence.starPartsFound.map((part) => phrases.starParts[part]),
      phrases.and,
    ),
    team: evidence.teamVerbs.slice(0, 2).map(phrases.quote).join(', '),
    hedges: [...evidence.hedges, ...evidence.fillers].slice(0, 3).map(phrases.quote).join(', '),
    term: evidence.jobTermsMissed[0] ?? '',
    situation: phrases.quote(quotableSituation(evidence) ?? ''),
    steps: evidence.steps.slice(0, 3).map(phrases.quote).join(', '),
  };
  const strength = evidence.wordCount > RAMBLING_WORDS ? null : describeStrength(evidence, phrases);
  const improvement = describeImprovement(evidence, phrases);
  // Different answers start from different variants; ">>> 3" keeps the two picks independent.
  const sentences = [
    strength ? fillIn(pickBySeed(strength, seed), values) : null,
    fillIn(pickBySeed(improvement, seed >>> 3), values),
  ];
  return sentences.filter((sentence): sentence is string => sentence !== null).join(' ');
}
