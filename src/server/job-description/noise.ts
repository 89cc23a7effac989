// What a job description says that is not about the work: places and state codes, shift times
// and schedules, salaries, language pairs, benefits and legal boilerplate. Removed before skills
// and duties are read, so "Reno, NV", "2pm-10pm" or "3x12-hour" never become skills.

// prettier-ignore
const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY',
  'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV',
  'WI', 'WY', 'DC',
];
const LANGUAGES =
  'english|spanish|french|german|italian|portuguese|russian|chinese|mandarin|cantonese|japanese|korean|arabic|hindi|vietnamese|tagalog|polish|ukrainian|английск\\p{L}*|русск\\p{L}*|немецк\\p{L}*|французск\\p{L}*|испанск\\p{L}*|китайск\\p{L}*';
const TIME = '\\d{1,2}(?:[:.]\\d{2})?\\s?(?:a\\.?m\\.?|p\\.?m\\.?|a|p)?';
// A time that cannot be a plain number: "2pm", "7a", "9:00".
const MARKED_TIME = '(?:\\d{1,2}(?::\\d{2})?\\s?(?:a\\.?m\\.?|p\\.?m\\.?|a|p)|\\d{1,2}:\\d{2})';
const RANGE = '\\s?(?:-|–|—|to|till|until)\\s?';
const MONEY_AMOUNT = '\\d{1,3}(?:[\\s\\u00a0\\u202f,.]\\d{3})+|\\d+(?:[.,]\\d+)?\\s?(?:k|тыс\\.?)?';

const PATTERNS: readonly RegExp[] = [
  // "Reno, NV", "Austin, TX 78701": a city with its state code (and ZIP).
  new RegExp(
    `\\b(?:[A-Z][\\p{L}.'-]+\\s){0,3}[A-Z][\\p{L}.'-]+,\\s?(?:${US_STATES.join('|')})\\b(?:\\s\\d{5})?`,
    'gu',
  ),
  // Shift times: "2pm-10pm", "7a–7p", "9:00-18:00", "с 9:00 до 18:00", "2pm-10".
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${MARKED_TIME}${RANGE}${TIME}|${TIME}${RANGE}${MARKED_TIME})(?![\\p{L}\\p{N}])`,
    'giu',
  ),
  /(?:^|\s)с\s\d{1,2}(?::\d{2})?\sдо\s\d{1,2}(?::\d{2})?/giu,
  // Schedules: "3x12-hour shifts", "4x10s", "5/2", "2/2 по 12 часов", "rotating weekends".
  /(?<![\p{L}\p{N}])\d{1,2}\s?[x×х]\s?\d{1,2}(?:\s?-?\s?(?:hours?|hrs?|h|s))?(?:\s(?:shifts?|schedule))?(?![\p{L}\p{N}])/giu,
  /(?<![\p{L}\p{N}/])\d\/\d(?![\p{L}\p{N}/])(?:\s(?:по\s\d{1,2}\s?час\p{L}*))?/gu,
  /\b(?:rotating|every other|alternating)\s(?:weekends?|holidays?|shifts?)\b/giu,
  /\b(?:day|night|evening|swing|weekend|overnight)\s(?:shifts?|rotation)\b/giu,
  /\b\d{1,2}-hour\s(?:shifts?|days?)\b/giu,
  /график\p{L}*\s(?:работы\s)?(?:[\d/]+|сменн\p{L}*|гибк\p{L}*|полн\p{L}*\sдень)/giu,
  // Salaries: "$38–$52/hour", "$95,000 - $120,000", "от 90 000 ₽ на руки", "120 000 – 150 000 руб.".
  new RegExp(
    `[$€£₽]\\s?(?:${MONEY_AMOUNT})(?:\\s?(?:-|–|—|to)\\s?[$€£₽]?\\s?(?:${MONEY_AMOUNT}))?(?:\\s?(?:/|per\\s|an\\s|a\\s)\\s?(?:hour|hr|year|yr|annum|month))?`,
    'giu',
  ),
  new RegExp(
    `(?:от|до)?\\s?(?:${MONEY_AMOUNT})(?:\\s?(?:-|–|—|до)\\s?(?:${MONEY_AMOUNT}))?\\s?(?:₽|руб\\p{L}*\\.?|rub|usd|eur|долл\\p{L}*)(?:\\s(?:на руки|до вычета\\s\\p{L}+|gross|net))?`,
    'giu',
  ),
  // Language pairs and levels: "English/Spanish bilingual", "английский язык — на уровне чтения".
  new RegExp(
    `\\b(?:${LANGUAGES})(?:\\s?(?:/|and|и|&)\\s?(?:${LANGUAGES}))+(?:\\s(?:bilingual|speakers?))?`,
    'giu',
  ),
  new RegExp(`\\b(?:bilingual|fluent)\\s(?:in\\s)?(?:${LANGUAGES})`, 'giu'),
  // The employer announcing the vacancy ("We are recruiting seasonal beekeepers", "we're hiring",
  // «мы набираем»): hiring is the employer's act, not the job's work, and must not make a
  // firefighter's or a beekeeper's posting read as recruitment work.
  /\b(?:we\s+are|we['’]re|we|is|are|currently|now)\s+(?:now\s+|currently\s+|actively\s+)?(?:recruiting|hiring)\b/giu,
  /(?<![\p{L}])(?:мы\s+)?(?:набираем|нанимаем|приглашаем|ведём набор|ведем набор|ведёт набор|ведет набор|объявляет набор|объявляем набор)(?![\p{L}])/giu,
  // Benefits and boilerplate named inline.
  /(?<![\p{L}\p{N}])(?:401\s?\(?k\)?|PTO|HSA|FSA|ДМС|ТК РФ|EEO)(?![\p{L}\p{N}])/gu,
];

/** Lines that are only boilerplate: equal-opportunity statements, "apply now", benefits lists. */
const BOILERPLATE_LINE =
  /equal opportunity|without regard to|reasonable accommodation|e-verify|background check|drug screen|apply (?:now|today)|to apply,|откликайтесь|ждём ваш(?:е|его) резюме|ждем ваш(?:е|его) резюме/iu;

/** The description with noise blanked out (same line structure, so sections still read). */
export function removeNoise(description: string): string {
  return description
    .split(/\r?\n/)
    .map((line) => {
      if (BOILERPLATE_LINE.test(line)) return '';
      let cleaned = line;
      for (const pattern of PATTERNS) cleaned = cleaned.replace(pattern, ' ');
      return cleaned.replace(/[ \t]{2,}/g, ' ');
    })
    .join('\n');
}
