// Finds the numbers in an answer that measure something: percentages, money, durations,
// multipliers and counts of things. Years ("in 2021") are not measurements.

export type MetricKind = 'percent' | 'currency' | 'multiplier' | 'duration' | 'count';

export interface Metric {
  text: string;
  kind: MetricKind;
}

const NUMBER = '\\d+(?:[.,]\\d+)?';
const SCALE = '(?:\\s?(?:k|m|bn|thousand|million|billion|тыс\\.?|млн|млрд))?';
const END = '(?![\\p{L}\\p{N}])';

// Order matters: an earlier kind wins where two overlap ("3 months" is a duration, not a count).
const PATTERNS: readonly [MetricKind, RegExp][] = [
  [
    'percent',
    new RegExp(`${NUMBER}\\s?(?:%|percent${END}|per cent${END}|процент\\p{L}*|п\\.п\\.)`, 'giu'),
  ],
  [
    'currency',
    new RegExp(
      `[$€£₽]\\s?${NUMBER}${SCALE}${END}|${NUMBER}${SCALE}\\s?(?:[$€£₽]|(?:usd|eur|rub|dollars?|euros?|руб\\p{L}*|рубл\\p{L}*|долл\\p{L}*|евро)${END})`,
      'giu',
    ),
  ],
  [
    'multiplier',
    new RegExp(
      `${NUMBER}\\s?(?:x|×|times|раз[а]?)${END}|(?<![\\p{L}])(?:doubled|tripled|halved|twice|вдвое|втрое|в два раза|в три раза|в разы)${END}`,
      'giu',
    ),
  ],
  [
    'duration',
    new RegExp(
      `${NUMBER}\\s?(?:ms|milliseconds?|seconds?|secs?|s|minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?|years?|quarters?|sprints?|мс|миллисекунд\\p{L}*|секунд\\p{L}*|сек|минут\\p{L}*|мин|час\\p{L}*|дн\\p{L}*|день|недел\\p{L}*|месяц\\p{L}*|мес|лет|год\\p{L}*|квартал\\p{L}*|спринт\\p{L}*)${END}`,
      'giu',
    ),
  ],
  ['count', new RegExp(`(?<![\\p{L}\\p{N}.,+])${NUMBER}\\+?${SCALE}\\s+\\p{L}{3,}`, 'giu')],
];

const YEAR = /^(19|20)\d\d\s/;

/** Measurements found in the text, in the order they appear. */
export function findMetrics(text: string): Metric[] {
  const found: { start: number; end: number; metric: Metric }[] = [];
  for (const [kind, pattern] of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((other) => start < other.end && end > other.start)) continue;
      if (kind === 'count' && YEAR.test(match[0])) continue;
      found.push({ start, end, metric: { text: match[0].trim(), kind } });
    }
  }
  return found.sort((a, b) => a.start - b.start).map((entry) => entry.metric);
}
