// What the feedback's sentences quote from the answer, by placeholder: the result's figure, the
// team's verbs, the situation, the steps, a concrete detail, names, a vague outcome, the point to
// press on, an occasion, hedges.
import type { AnswerEvidence } from './analyse-answer';
import { measuredResults } from './bare-ranges';
import { concreteDetail } from './concrete-detail';
import type { FeedbackPhrases } from './feedback-phrases';
import { capitalI, joinList, nested, quotableSituation } from './feedback-text';
import { occasionQuote } from './occasion';
import { plainHedges } from './plain-hedges';
import { quotableNames } from './named-details';

/** A step read from a verb of the candidate's own ("i check", «проверяю», «начинаю с»). */
const VERB_STEP = /^(?:i\s|начинаю)|^[а-яё]+(?:ю|у)$/u;

/** The steps that are words of order, or every step where none is. */
function orderWords(steps: readonly string[]): readonly string[] {
  const order = steps.filter((step) => !VERB_STEP.test(step));
  return order.length > 0 ? order : steps;
}

export function placeholderValues(
  evidence: AnswerEvidence,
  phrases: FeedbackPhrases,
): Record<string, string> {
  return {
    // The last figure of a change is usually the outcome ("from 1.2 s to 300 ms, +4%").
    metric: [
      ...new Set(
        measuredResults(evidence)
          .slice(-1)
          .map((metric) => metric.text),
      ),
    ].join(', '),
    team: evidence.teamVerbs.slice(0, 2).map(phrases.quote).join(', '),
    situation: phrases.quote(quotableSituation(evidence) ?? ''),
    // Steps and hedges are found in lower-cased text: "I" is given back its capital. The words of
    // order are quoted, not the verbs read as steps ("I check", «проверяю» is no order; a walk).
    steps: orderWords(evidence.steps)
      .slice(0, 3)
      .map((step) => phrases.quote(capitalI(step)))
      .join(', '),
    detail: phrases.quote(concreteDetail(evidence) ?? ''),
    names: joinList(quotableNames(evidence.names).map(phrases.quote), phrases.and),
    vague: phrases.quote(evidence.vagueOutcome ?? ''),
    press: phrases.quote(evidence.pressPoint ?? ''),
    deed: phrases.quote(evidence.deedPoint ?? ''),
    key: phrases.quote(evidence.keyDeed ?? ''),
    step: phrases.quote(evidence.stepQuote ?? ''),
    // The point an interviewer will press: the own step, else the key act.
    depth: phrases.quote(depthPoint(evidence) ?? ''),
    portrait: phrases.quote(evidence.selfPortrait ?? ''),
    gap: phrases.quote(evidence.namedGap?.quote ?? ''),
    hollow: phrases.quote(evidence.namedGap?.hollow ?? ''),
    shortfall: phrases.quote(evidence.telling?.shortfall ?? ''),
    undersell: phrases.quote(evidence.telling?.undersell ?? ''),
    occasion: phrases.quote(occasionQuote(evidence.occasion?.text ?? '')),
    // Quoted by the line itself, in the language's own quotation marks.
    praise: nested(evidence.praise?.quote ?? ''),
    hedges: joinList(
      plainHedges(evidence)
        .slice(0, 3)
        .map((hedge) => phrases.quote(capitalI(hedge))),
      phrases.and,
    ),
  };
}

/**
 * What "an interviewer will pick up on…" names: the step told in detail, else the key act (round
 * 106, paired: with the key act 8 -> 8 and 8 -> 12 of 15, untrue 3 -> 1; with the occasion the case
 * opens on, 0 -> 3 and 0 -> 6 of 17 but untrue 0 -> 15, "asks for depth the answer has": not kept).
 */
export function depthPoint(evidence: AnswerEvidence): string | null {
  // …else the act an interviewer would press on (press-point.ts): «проверил ещё два из ячейки»
  // was there while "be ready to go into one detail" named none (the eighteenth panel's read:
  // generic, both readers).
  // …else one told in a short answer, or with «я» left out all through (round 140, paired: the
  // line naming nothing good on 0 of 38 marks, the act named on 23 of 38, none untrue).
  return (
    evidence.stepQuote ||
    evidence.keyDeed ||
    evidence.pressPoint ||
    evidence.deedPoint ||
    evidence.depthDeed ||
    null
  );
}
