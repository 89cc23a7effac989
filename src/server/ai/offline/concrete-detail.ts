// A concrete detail an answer gives, for the feedback to name as what works in it.
import type { AnswerEvidence } from './analyse-answer';
import { isRound } from './answer-checks';

/**
 * A concrete detail the answer gives, as it writes it: a count or a length of time it tells as
 * what was or is (not "I'd give it ten minutes"), not a round guess, from neither the question nor
 * the posting. Percentages, multiples and changes are outcomes: praised only as a result.
 */
export function concreteDetail(evidence: AnswerEvidence): string | null {
  const told = evidence.toldMetrics.filter(
    // A number that ends a name ("Band 7 every fortnight", "Ward 12") counts nothing.
    (metric) => metric.afterName !== true && metric.afterLabel !== true && !isRound(metric),
  );
  // "18 children", «40 пациентов»: a number and the lower-case word it counts, before a length of
  // time ("two weeks", «пять лет»: the twenty-first panel's readers found those "a trivial detail"
  // to pick next to the work's own facts, 4 of 6 such marks).
  const count = told.find(
    (metric) =>
      metric.kind === 'count' &&
      /^\S+(?:\s+\p{Ll}{3,}){1,2}$/u.test(metric.text) &&
      !/ly$|\s(?:now|more|less|each|left|then|ago)$/u.test(metric.text) &&
      // …a noun, not a verb in "-ing" ("under 25 going into a 15": the twenty-second panel's read).
      !/^\S+\s+\p{L}+ing(?![\p{L}])/u.test(metric.text),
  );
  // …quoted without a small word the count ran on into ("140 homes near").
  const detail =
    (count ?? told.find((metric) => metric.kind === 'duration'))?.text.replace(TRAILING, '') ??
    null;
  // Quoted inside a sentence: «Такие детали, как «два года»», not «Два года» as the answer
  // opened with it (a number said in words is never a name).
  return detail && SPELLED_NUMBER.test(detail)
    ? detail.charAt(0).toLowerCase() + detail.slice(1)
    : detail;
}

const TRAILING =
  /\s+(?:near|in|on|at|of|for|to|from|with|by|per|and|or|в|во|на|по|за|из|с|со|у|и|к|от|до)$/iu;
const SPELLED_NUMBER =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|half|a|an|один|одна|одну|два|две|три|четыре|пять|шесть|семь|восемь|девять|десять|пятнадцать|двадцать|тридцать|сорок|пятьдесят|полтора|полторы|пару|пара)\s/iu;
