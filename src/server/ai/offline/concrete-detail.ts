// A concrete detail an answer gives, for the feedback to name as what works in it.
import type { AnswerEvidence } from './analyse-answer';
import { isRound } from './answer-checks';

/**
 * A concrete detail the answer gives, as it writes it: a count or a length of time it tells as
 * what was or is (not "I'd give it ten minutes"), not a round guess, from neither the question nor
 * the posting. Percentages, multiples and changes are outcomes: praised only as a result.
 */
export function concreteDetail(evidence: AnswerEvidence): string | null {
  return (
    evidence.toldMetrics.find(
      (metric) =>
        // A number that ends a name ("Band 7 every fortnight", "Ward 12") counts nothing.
        metric.afterName !== true &&
        (metric.kind === 'duration' ||
          // "18 children", «40 пациентов»: a number and the lower-case word it counts.
          (metric.kind === 'count' &&
            /^\S+(?:\s+\p{Ll}{3,}){1,2}$/u.test(metric.text) &&
            !/ly$/u.test(metric.text))) &&
        !isRound(metric),
    )?.text ?? null
  );
}
