// "From 6 to 8", «с 18 до 20»: two bare numbers a change pattern reads as how much something
// changed, in a sentence that says nothing changed ("I keep two tills open from 6 to 8"). A range
// of hours or ages, not an outcome: the feedback never praises one as a measured result (a
// round-20 training reader found «с 18 до 20» so praised). The judge is not shown it.
import type { Language } from '../../../shared/language';
import type { AnswerEvidence } from './analyse-answer';
import { sentenceAround } from './clauses';
import { hasNoNumber, type Metric } from './metrics';
import { RESULT_KINDS } from './score-answer';

/** Two bare numbers and nothing that says what they count. */
const BARE_RANGE = /^(?:from|с|со)\s\d{1,4}\s(?:to|до)\s\d{1,4}$/iu;

/** A verb that says something changed: then a bare "from 40 to 12" is the change. */
const CHANGE_VERB: Readonly<Record<Language, RegExp>> = {
  en: /(?<![\p{L}])(?:cut|cuts|reduced?|fell|fall|dropped?|rose|rise|grew|grow|went|increased?|decreased?|halved|doubled|brought|improved?|lowered|raised|moved)(?![\p{L}])/iu,
  ru: /(?<![\p{L}])(?:сократ\p{L}*|сниз\p{L}*|сниж\p{L}*|вырос\p{L}*|упал\p{L}*|уменьш\p{L}*|увелич\p{L}*|подня\p{L}*|стал\p{L}*|улучш\p{L}*|довел\p{L}*|довёл\p{L}*)(?![\p{L}])/iu,
};

/** The answer's changes that are bare ranges, as the metrics write them. */
export function findBareRanges(
  answer: string,
  { metrics, language }: { metrics: readonly Metric[]; language: Language },
): string[] {
  return metrics
    .filter(
      (metric) =>
        metric.kind === 'change' &&
        BARE_RANGE.test(metric.text.trim()) &&
        !CHANGE_VERB[language].test(sentenceAround(answer, metric.index)),
    )
    .map((metric) => metric.text);
}

/**
 * Where a case's ending starts, as a share of the answer: a figure told only before it is the
 * situation, the problem or a step ("the room humidity was 30%", "retries doubled the load",
 * «выкатить на 10% пользователей»), not how it ended. In the training jobs' reads to round 33,
 * 8 of the 16 figures praised as results that a reader called none stood before the last third
 * (the other 8: «в разы», a range of hours, a threshold supposed, someone else's result, two
 * durations), and 2 of the 12 a reader called results. Of the corpus's feedback texts, the six
 * praises it removes were all of a figure that is no result.
 */
const ENDING_STARTS = 2 / 3;

/** The answer's figures told only before its ending (see ENDING_STARTS), as the metrics write them. */
export function findEarlyFigures(answer: string, metrics: readonly Metric[]): string[] {
  const ending = answer.length * ENDING_STARTS;
  const late = new Set(metrics.filter((metric) => metric.index >= ending).map((m) => m.text));
  return [...new Set(metrics.map((metric) => metric.text))].filter((text) => !late.has(text));
}

/**
 * Figures of the outcome worth praising: a result's kind, not a bare range, with a number, told
 * where the answer ends.
 */
export function measuredResults(
  evidence: Pick<AnswerEvidence, 'resultMetrics' | 'bareRanges' | 'earlyFigures'>,
): Metric[] {
  return evidence.resultMetrics.filter(
    (metric) =>
      RESULT_KINDS.has(metric.kind) &&
      !evidence.bareRanges?.includes(metric.text) &&
      !evidence.earlyFigures?.includes(metric.text) &&
      !hasNoNumber(metric),
  );
}
