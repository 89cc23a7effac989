// Finds the numbers in an answer that measure something: percentages, money, durations,
// multipliers and counts of things, read the way people write them in either language
// ("90 000 рублей", "1,200 orders", "2,1%"). Years ("in 2021") are not measurements, and neither
// is tenure ("5 years of experience", "8 лет работы"): it describes the candidate, not a result.

export type MetricKind = 'percent' | 'currency' | 'multiplier' | 'duration' | 'change' | 'count';

export interface Metric {
  text: string;
  kind: MetricKind;
  /** Where the metric starts in the answer, so callers can read its sentence. */
  index: number;
  /** It ends a name written with a capital inside a sentence ("Band 7", "Ward 12"). */
  afterName?: boolean;
  /**
   * A count said in words ("two wound infections", «двое коллег»): shown as a figure of the
   * answer and heard by the feedback, but not read by the judge, whose features count figures
   * written in digits (a judge refitted with them scored stuffed answers higher on six of seven
   * frozen panels: twenty-fourth session).
   */
  spelled?: boolean;
  /** It follows a word that makes it a label ("number 16 next door", «дом 5», "gate 12"). */
  afterLabel?: boolean;
}

/** The figures the judge and the structure reader count: those written in digits (and durations). */
export function writtenFigures(metrics: readonly Metric[]): Metric[] {
  return metrics.filter((metric) => !metric.spelled);
}

/**
 * A number in digits right after a capitalised word inside a sentence is the number of a name
 * ("Level 2 Food Hygiene", "Year 9", "Band 5", "Part 2", "BS 7858"), not a count of anything:
 * never shown to the candidate as a figure of the answer (a new user's walk of 2026-12-05 was
 * shown "2 Food Hygiene"). A figure said in words after a name ("Sheffield and Hull three days a
 * week") or a share ("BadgerNet 100%") is still one.
 */
export function isNameNumber(metric: Metric): boolean {
  return metric.kind === 'count' && metric.afterName === true && /^\d/u.test(metric.text);
}

/** The figures shown to the candidate as the answer's own: none of them a name's number. */
export function shownFigures(metrics: readonly Metric[]): Metric[] {
  // …nor a label's ("left it with number 16 next door": a new user's walk, thirty-first session,
  // was shown "16 next door" as a figure of the answer).
  return metrics.filter((metric) => !isNameNumber(metric) && metric.afterLabel !== true);
}

/** A word that makes the number after it a label, not a count: "number 16", «дом 5», "gate 12". */
const LABEL_BEFORE =
  /(?:^|[\s(])(?:number|no\.|№|#|house|flat|room|gate|platform|bay|door|unit|route|bus|aisle|stand|дом|квартир\p{L}*|подъезд|кабинет|палат\p{L}*|ворота|рампа|маршрут|номер)\s*$/iu;

/** A capitalised word right before, which does not start its sentence ("on Band 7 every…"). */
function endsName(before: string): boolean {
  const match = /(\S+)\s+\p{Lu}[\p{L}-]*\s+$/u.exec(before.slice(-40));
  return match !== null && !/[.!?:;]$/u.test(match[1] ?? '');
}

// "90 000", "1,200", "1 200 000" (thousand separators: space, no-break spaces, comma) before
// "2,1" or "3.5" (a decimal comma or point), before a plain number.
const NUMBER =
  '(?:\\d{1,3}(?:[\\u0020\\u00a0\\u202f]\\d{3})+(?![\\d])|\\d{1,3}(?:,\\d{3})+(?![\\d])|\\d+(?:[.,]\\d+)?)';
// Spelled-out numbers people say about time ("in two days", "за три часа"); only durations read
// them, as "one" and «один» are too often not numbers at all.
const NUMBER_WORD =
  '(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|ninety|a hundred|два|две|три|четыре|пять|шесть|семь|восемь|девять|десять|пятнадцать|двадцать|тридцать|сорок|пятьдесят|полтора|полторы)';
// A spelled-out number of tens and units is one number ("forty-five days", «сорок пять дней»):
// never its last word alone («пять дней» was quoted back from «за сорок пять дней»).
const TENS =
  '(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|двадцать|тридцать|сорок|пятьдесят|шестьдесят|семьдесят|восемьдесят|девяносто)';
const UNITS =
  '(?:one|two|three|four|five|six|seven|eight|nine|один|одна|одну|два|две|три|четыре|пять|шесть|семь|восемь|девять)';
const SPELLED = `(?:${TENS}[\\s-]${UNITS}|${NUMBER_WORD})`;
// A spelled-out number that counts things ("two wound infections", «двое коллег», «в двух
// отделениях»): the words people say where they would not write a digit. Never "one" or «один»
// (too often no number), and in Russian its oblique forms as well.
const COUNT_WORD = `(?:${TENS}[\\s-]${UNITS}|${NUMBER_WORD}|двух|тр[её]х|четыр[её]х|пяти|шести|семи|восьми|девяти|десяти|двум|тр[её]м|двумя|тремя|двое|трое|четверо|пятеро|шестеро)`;
// What a spelled-out number before it counts is no thing: "two reasons", «три способа», "two of us".
// prettier-ignore
const NOT_COUNTED_THINGS = new Set([
  'things', 'thing', 'reasons', 'ways', 'points', 'options', 'sides', 'parts', 'aspects', 'kinds',
  'types', 'ideas', 'words', 'questions', 'answers', 'steps', 'lessons', 'times', 'more', 'hundred',
  'вещи', 'вещей', 'причины', 'причин', 'способа', 'способов', 'варианта', 'вариантов', 'пункта',
  'пунктов', 'стороны', 'сторон', 'шага', 'шагов', 'раза', 'раз', 'вопроса', 'вопросов', 'слова',
  'слов', 'момента', 'моментов', 'урока', 'уроков', 'других', 'другие',
]);
const SCALE = '(?:\\s?(?:k|m|bn|thousand|million|billion|тыс\\.?|млн|млрд)(?![\\p{L}]))?';
const END = '(?![\\p{L}\\p{N}])';
// Not inside a word, a decimal, a range ("5-7", "5–7") or a clock time ("a 6:30 start" is no
// count of starts).
const START = '(?<![\\p{L}\\p{N}.,\\-–/:])';
// A spelled-out number is not the second half of a range either («три-четыре года»: the detail is
// the range, never «четыре года» alone).
const WORD_START = '(?<![\\p{L}])(?<![\\p{L}\\p{N}][-–]\\s?)';
// prettier-ignore
const NOT_COUNTED_NOUNS = new Set([
  'and', 'or', 'the', 'a', 'an', 'of', 'to', 'in', 'on', 'at', 'for', 'with', 'and', 'was', 'were',
  'и', 'или', 'в', 'на', 'с', 'по', 'для', 'из', 'до', 'от', 'а', 'но',
]);

// Order matters: an earlier kind wins where two overlap ("3 months" is a duration, not a count).
const PATTERNS: readonly [MetricKind, RegExp][] = [
  [
    'percent',
    new RegExp(
      `${START}${NUMBER}\\s?(?:%|percent${END}|per cent${END}|процент\\p{L}*|п\\.\\s?п\\.)`,
      'giu',
    ),
  ],
  [
    'currency',
    new RegExp(
      `[$€£₽]\\s?${NUMBER}${SCALE}${END}|${START}${NUMBER}${SCALE}\\s?(?:[$€£₽]|(?:usd|eur|rub|dollars?|euros?|руб\\p{L}*|рубл\\p{L}*|долл\\p{L}*|евро)${END})`,
      'giu',
    ),
  ],
  [
    'multiplier',
    new RegExp(
      `${START}${NUMBER}\\s?(?:x|×|times|раз[а]?)${END}|(?<![\\p{L}])(?<!(?:the|a|an)\\s)(?:doubled|tripled|halved|twice(?=\\s+(?:as|the)\\s)|вдвое|втрое|в два раза|в три раза|в разы)${END}`,
      'giu',
    ),
  ],
  [
    'duration',
    new RegExp(
      `(?:${START}${NUMBER}|${WORD_START}${SPELLED})\\s?(?:ms|milliseconds?|seconds?|secs?|s|minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?|years?|quarters?|sprints?|shifts?|мс|миллисекунд\\p{L}*|секунд\\p{L}*|сек|минут\\p{L}*|мин|час\\p{L}*|дн\\p{L}*|день|недел\\p{L}*|месяц\\p{L}*|мес|лет|год\\p{L}*|квартал\\p{L}*|спринт\\p{L}*|смен\\p{L}*)${END}`,
      'giu',
    ),
  ],
  // A change from one figure to another needs no unit: "from 3.6 to 4.2", «с 3,6 до 4,2».
  [
    'change',
    new RegExp(`(?<![\\p{L}])(?:from|с|со)\\s+${NUMBER}\\s+(?:to|до)\\s+${NUMBER}${END}`, 'giu'),
  ],
  // A count told as a range is quoted whole: "15 to 20 bikes", «2–3 клиентки», never "20 bikes".
  [
    'count',
    new RegExp(
      `${START}${NUMBER}\\s?(?:[-–—]|to|или|до)\\s?${NUMBER}${SCALE}\\s+\\p{L}{3,}(?:[\\s-]\\p{L}{3,})?`,
      'giu',
    ),
  ],
  ['count', new RegExp(`${START}${NUMBER}\\+?${SCALE}\\s+\\p{L}{3,}(?:[\\s-]\\p{L}{3,})?`, 'giu')],
  [
    'count',
    new RegExp(
      `${WORD_START}${COUNT_WORD}(?:\\s+(?:other|more|extra|других|разных))?\\s+\\p{L}{3,}(?:-\\p{L}+)*(?:\\s(?!(?:and|but|the|for|with|или|для)\\s)\\p{L}{3,}){0,2}${END}`,
      'giu',
    ),
  ],
];

const YEAR = /^(19|20)\d\d(\s|$)/;
// A day of a month is a date, not a count: «8 Марта», "14 February", «к 1 сентября».
const DAY_OF_MONTH =
  /^\d{1,2}\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря)(?![\p{L}])/iu;
const YEAR_OF = /^(19|20)\d\d\s?(?:год\p{L}*|year)$/iu;
// Units of a specification, not of an outcome: "277 volts at the panel", "a 2 mm gap", "400 В".
const SPEC_UNIT =
  /\s(?:volts?|v|amps?|amperes?|watts?|kw|kv|kva|kwh|hz|mm|cm|inch(?:es)?|ft|feet|psi|bar|degrees?|вольт\p{L}*|ампер\p{L}*|ватт\p{L}*|квт\p{L}*|кв|мм|см|градус\p{L}*)$/iu;
// "for 5 years", "5 years of experience", "over 10 years in", "8 лет опыта", "в течение 3 лет".
// A Russian first-person present verb after the duration ("четыре года проверяю сметы") tells
// how long the candidate has been doing it.
const TENURE_AFTER =
  /^\s*(?:of|in|as|at|on|with|experience|опыта|работы|стажа|в\s|на\s|занимаюсь|работаю|[а-яё]+(?:аю|яю|ую|ею|юсь|аюсь|яюсь)(?![а-яё]))/iu;
const TENURE_BEFORE =
  /(?:for|over|nearly|almost|about|than|(?:the )?(?:last|past)|в течение|уже|более|больше|около|почти|стаж|последние)\s*$/iu;

function isTenure(
  text: string,
  options: { start: number; end: number; kind: MetricKind },
): boolean {
  const { start, end, kind } = options;
  if (kind !== 'duration' || !/(year|лет|год)/iu.test(text.slice(start, end))) return false;
  return (
    TENURE_AFTER.test(text.slice(end, end + 20)) ||
    TENURE_BEFORE.test(text.slice(Math.max(0, start - 20), start))
  );
}

// "over the next three months we had no infections", «за следующие три месяца не было»: the
// period someone watched the outcome over, not a measure of the outcome.
const WINDOW_BEFORE =
  /(?:(?:over|for|during|in|within) the (?:next|following|coming|subsequent)|(?:за|в течение|на протяжении) (?:следующ|последующ|ближайш)\p{L}*)\s*$/iu;

function isObservationWindow(text: string, options: { start: number; kind: MetricKind }): boolean {
  if (options.kind !== 'duration') return false;
  return WINDOW_BEFORE.test(text.slice(Math.max(0, options.start - 30), options.start));
}

// Before a number: an article ("a 45 bend") or the first half of a ratio ("1 in 40", «1 к 40»).
const COUNT_IS_A_NAME = /(?:(?:^|\s)(?:a|an)|\d\s+(?:in|к|на))\s+$/iu;

/** A Russian adjective's ending: «12 новых квартир» counts «квартир» after it. */
const RUSSIAN_ADJECTIVE = /\p{L}{2,}(?:ых|их|ые|ие|ый|ий|ой|ая|яя|ое|ее|ую|юю|ыми|ими)$/iu;
/** Little words a figure's second word may be ("12 patients at", "3 shifts when"). */
const LITTLE_WORD =
  /^(?:and|or|but|the|at|in|on|of|for|with|to|from|when|while|then|that|who|which|per)$/iu;

/**
 * A count in digits ends with the thing it counts: «12 квартирах», not «12 квартирах при»; «11 кВт»,
 * not «11 кВт заложен» (a new user's walk, thirty-ninth session); «12 новых квартир» and "12 wound
 * infections" keep their two words.
 */
function headOnly(matched: string): string {
  const words = matched.split(/\s+/u);
  if (words.length < 3) return matched;
  const [, first = '', second = ''] = words;
  if (/\p{Script=Cyrillic}/u.test(first) && !RUSSIAN_ADJECTIVE.test(first)) {
    return words.slice(0, 2).join(' ');
  }
  return LITTLE_WORD.test(second) ? words.slice(0, 2).join(' ') : matched;
}

/** "9 action items" keeps its noun; "12 patients and" drops the "and". */
function trimCount(matched: string): string {
  const words = matched.split(/\s+/);
  const last = words.at(-1)?.toLowerCase() ?? '';
  return NOT_COUNTED_NOUNS.has(last) && words.length > 2 ? words.slice(0, -1).join(' ') : matched;
}

const SPELLED_COUNT = new RegExp(`^${COUNT_WORD}\\s`, 'iu');
const NUMBER_WORD_ALONE = new RegExp(`^${COUNT_WORD}$`, 'iu');
const PART_OF_A_NUMBER =
  /(?:\d|(?:^|\s)(?:hundred|hundred and|thousand|or|to|сто|двести|триста|четыреста|пятьсот|тысяч\p{L}*|или|до)|[-–—])\s*$/iu;
const BEFORE_THE_THING = /^(?:other|more|extra|других|разных)$/iu;
// The hour, not a count: "at seven last Saturday", "ten past six", «с пяти утра», «года три назад».
const TIME_WORDS = /^(?:ago|past|last|o['’]clock|am|pm|назад|утра|вечера|ночи|дня)$/iu;
// English counts things in the plural ("two other wards", "two post-operative wound infections").
const PLURAL =
  /^(?:\p{L}{3,}s|people|children|men|women|staff|sheep|fish|feet|teeth|geese|mice|police|crew)$/iu;
// A Russian verb or a word that is no thing after the number («две перенеслись», «три дальше»).
const RUSSIAN_NOT_A_THING =
  /(?:л|ла|ло|ли|лся|лась|лось|лись|ть|ться|ет|ёт|ит|ут|ют|ат|ят|ется|ится|утся|ются|атся|ятся|ешь|ишь)$|^(?:дальше|было|были|будет|нельзя|сверх|уже|ещё|еще|тоже|даже|почти|обычно|никто|ничего|кто|что|после|этого|этой|этих|этот|вариант\p{L}*|способ\p{L}*|причин\p{L}*|пункт\p{L}*|шаг\p{L}*|вопрос\p{L}*|момент\p{L}*|урок\p{L}*)$/iu;

/**
 * A count said in words ends with the thing it counts: "two post-operative wound infections" (the
 * first plural), «двое коллег» (before a verb), never the words after it.
 */
function endOfThing(matched: string): string {
  const words = matched.split(/\s+/);
  const plural = words.findIndex((word, index) => index > 0 && PLURAL.test(word));
  if (plural > 0) return words.slice(0, plural + 1).join(' ');
  const verb = words.findIndex(
    (word, index) =>
      index > 1 && /\p{Script=Cyrillic}/u.test(word) && RUSSIAN_NOT_A_THING.test(word),
  );
  return (verb > 0 ? words.slice(0, verb) : words.slice(0, 3)).join(' ');
}

/** A spelled-out number before words it counts nothing of ("two of", "three reasons", "at seven last"). */
function isUncountedWord(matched: string): boolean {
  if (!SPELLED_COUNT.test(matched)) return false;
  const words = matched
    .split(/\s+/)
    .slice(1)
    .filter((word) => !BEFORE_THE_THING.test(word))
    .map((word) => word.toLowerCase());
  const thing = words[0] ?? '';
  if (NOT_COUNTED_NOUNS.has(thing) || NOT_COUNTED_THINGS.has(thing)) return true;
  if (NUMBER_WORD_ALONE.test(thing) || words.some((word) => TIME_WORDS.test(word))) return true;
  if (/\p{Script=Cyrillic}/u.test(thing)) return RUSSIAN_NOT_A_THING.test(thing);
  return !words.some((word) => PLURAL.test(word));
}

const DURATION_THING =
  /^(?:ms|milliseconds?|seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|quarters?|sprints?|shifts?|мс|миллисекунд\p{L}*|секунд\p{L}*|сек|минут\p{L}*|мин|час\p{L}*|дн\p{L}*|день|недел\p{L}*|месяц\p{L}*|мес|лет|год\p{L}*|квартал\p{L}*|спринт\p{L}*|смен\p{L}*)$/iu;

/** The word after a count's number, or after the range it gives ("15 to 20 bikes" → "bikes"). */
function thingCounted(matched: string): string {
  const words = matched.replace(/^\d[\d\s.,]*\s(?:to|или|до)\s/iu, '').split(/\s+/);
  return words[1]?.toLowerCase() ?? '';
}

/** Measurements found in the text, in the order they appear. */
export function findMetrics(text: string): Metric[] {
  const found: { start: number; end: number; metric: Metric }[] = [];
  const blocked: { start: number; end: number }[] = [];
  for (const [kind, pattern] of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      let matched = match[0].trim();
      if (kind === 'count')
        matched = trimCount(SPELLED_COUNT.test(matched) ? endOfThing(matched) : headOnly(matched));
      const end = start + matched.length;
      if (found.some((other) => start < other.end && end > other.start)) continue;
      if (blocked.some((other) => start < other.end && end > other.start)) continue;
      if (kind === 'count' && (YEAR.test(matched) || SPEC_UNIT.test(matched))) continue;
      if (kind === 'count' && DAY_OF_MONTH.test(matched)) continue;
      // "in 2025" («в 2025 году») is a date, not 2025 years.
      if (kind === 'duration' && YEAR_OF.test(matched)) continue;
      // "12 and", "3 with": a number before a little word counts nothing.
      // A range of a time ("5–7 days", «три-четыре года») is no figure (the duration reader's rule).
      if (kind === 'count' && DURATION_THING.test(thingCounted(matched))) continue;
      if (kind === 'count' && NOT_COUNTED_NOUNS.has(thingCounted(matched))) continue;
      if (kind === 'count' && isUncountedWord(match[0].trim())) continue;
      // The end of a longer number or of a range ("two hundred and forty kilometres", «сто двадцать
      // человек», "four or five falls"): never quoted as a fragment.
      if (
        kind === 'count' &&
        SPELLED_COUNT.test(matched) &&
        PART_OF_A_NUMBER.test(text.slice(Math.max(0, start - 16), start))
      )
        continue;
      // "502s" are errors and "5S" a method, not seconds; "didn't" is not a counted noun.
      if (kind === 'duration' && /^\d+[sShH]$/.test(matched) && !/^\d{1,2}[sh]$/.test(matched))
        continue;
      if (kind === 'count' && /^['’]/.test(text.slice(end, end + 1))) continue;
      // "a 45 bend", "a 1 in 40 fall": a size or a gradient names a thing, it counts nothing.
      if (kind === 'count' && COUNT_IS_A_NAME.test(text.slice(Math.max(0, start - 12), start)))
        continue;
      // "not five minutes before the appointment": a time that did not happen measures nothing.
      if (
        kind === 'duration' &&
        /(?:^|\s)not\s+$/iu.test(text.slice(Math.max(0, start - 6), start))
      ) {
        blocked.push({ start, end });
        continue;
      }
      if (isTenure(text, { start, end, kind }) || isObservationWindow(text, { start, kind })) {
        blocked.push({ start, end });
        continue;
      }
      const afterName = endsName(text.slice(0, start));
      const afterLabel = LABEL_BEFORE.test(text.slice(Math.max(0, start - 16), start));
      found.push({
        start,
        end,
        metric: {
          text: matched,
          kind,
          index: start,
          ...(afterName ? { afterName } : {}),
          ...(afterLabel ? { afterLabel } : {}),
          ...(kind === 'count' && !/\d/u.test(matched) ? { spelled: true } : {}),
        },
      });
    }
  }
  return found.sort((a, b) => a.start - b.start).map((entry) => entry.metric);
}

/** The number a metric starts with, as a value ("90 000" → 90000, "2,1" → 2.1). */
export function readMetricValue(metric: Metric): number | null {
  const match = new RegExp(NUMBER, 'u').exec(metric.text);
  if (!match) return null;
  const raw = match[0];
  const normalised = /^\d{1,3}([\s\u00a0\u202f,]\d{3})+$/u.test(raw)
    ? raw.replace(/[\s\u00a0\u202f,]/gu, '')
    : raw.replace(',', '.');
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/**
 * «В разы» ("many times over") is read as a multiple, but it has no number in it: an amount told
 * without a figure, never praised or counted as a measured outcome by the feedback (training reads
 * to round 32: "'в разы' is vague, not a concrete number", 2 of 2 such praises untrue). The judge
 * still reads it as a multiple.
 */
export function hasNoNumber(metric: Metric): boolean {
  return /^в\s+разы$/iu.test(metric.text.trim());
}

/** Figures that also appear in the job description or the question are theirs, not results. */
export function isBorrowedFigure(metric: Metric, sources: readonly string[]): boolean {
  const digits = metric.text.match(/\d[\d\s.,]*/u)?.[0].trim() ?? '';
  // The figure with its unit ("99.95%", "$120,000"), or a long number, as the source writes it.
  return sources.some(
    (source) => source.includes(metric.text) || (digits.length >= 4 && source.includes(digits)),
  );
}
