// What a posting says about its pay, where the work is done, the years it asks for and whether
// it can be trusted, read from its own text. Each reader says nothing (null, or no flag) unless
// the text says it plainly: these are facts shown to the seeker, so precision comes first.
import type { SalaryPeriod, WorkMode } from '../../shared/constants';
import type { FitRedFlagCode, PayRange } from '../../shared/schemas/fit-check';

const SPACE = '[ \\u00a0\\u202f]';
const NUMBER = `\\d{1,3}(?:(?:${SPACE}|,)\\d{3})+(?:\\.\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?`;
const THOUSANDS = `(?:${SPACE}?(?:k|K|тыс\\.?(?:${SPACE}?руб\\.?)?))`;
const SYMBOL = '(?:US\\$|A\\$|AU\\$|C\\$|CA\\$|\\$|£|€|₽|₹)';
const CODE =
  '(?:₽|руб(?:\\.|лей|ля)?|р\\.|USD|EUR|GBP|AUD|CAD|RUB|INR|dollars|pounds|euros?|долл\\.?|евро)';
// "$17.50/hr - $21.00/hr": a period mark may follow each amount.
const PER = `(?:${SPACE}?\\/${SPACE}?(?:hr|hour|h|yr|year|mo|month|час|мес|год))`;
const AMOUNT = `${SYMBOL}?${SPACE}?(?:${NUMBER})${THOUSANDS}?(?:${SPACE}?${CODE})?${PER}?`;
const DASH = `${SPACE}*(?:-|–|—|to|до|и до)${SPACE}*`;
const PAY = new RegExp(
  `(?:(?<from>от)${SPACE}+)?(?<low>${AMOUNT})(?:${DASH}(?<high>${AMOUNT}))?|(?<upTo>до)${SPACE}+(?<only>${AMOUNT})`,
  'giu',
);

const CURRENCY_OF: readonly [RegExp, string][] = [
  [/A\$|AU\$|AUD/u, 'AUD'],
  [/C\$|CA\$|CAD/u, 'CAD'],
  [/£|GBP|pounds/iu, 'GBP'],
  [/€|EUR|euro|евро/iu, 'EUR'],
  [/₽|руб|р\.|RUB/iu, 'RUB'],
  [/₹|INR/u, 'INR'],
  [/US\$|USD|долл/iu, 'USD'],
  // A bare "$" (or "dollars") is the seeker's own dollar: the posting does not say which.
  [/\$|dollars/iu, '$'],
];

const PERIOD_WORDS: readonly [RegExp, SalaryPeriod][] = [
  [/^.{0,30}?(?:per\s+hour|an\s+hour|\/\s*h(?:ou)?r|hourly|p\/h|ph\b|в\s+час|\/\s*час)/iu, 'hour'],
  [
    /^.{0,30}?(?:per\s+month|a\s+month|\/\s*mo(?:nth)?|monthly|в\s+месяц|\/\s*мес|ежемесячно)/iu,
    'month',
  ],
  [
    /^.{0,30}?(?:per\s+(?:annum|year)|a\s+year|\/\s*y(?:ea)?r|annual|p\.?a\.?(?![\p{L}])|в\s+год|\/\s*год)/iu,
    'year',
  ],
];

function amountOf(text: string): number | null {
  const digits = /\d[\d \u00a0\u202f,.]*/u.exec(text)?.[0] ?? '';
  const grouped = /^\d{1,3}(?:[ \u00a0\u202f,]\d{3})+/u.test(digits);
  const value = grouped
    ? Number(digits.replace(/[ \u00a0\u202f,]/gu, '').replace(/\.\d*$/u, ''))
    : Number(digits.trim().replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0) return null;
  return /k\b|K\b|тыс/u.test(text) ? value * 1000 : value;
}

function currencyOf(text: string): string | null {
  return CURRENCY_OF.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/**
 * The pay the posting states: the first amount or range written with a currency ("£28,000 –
 * £32,000 per annum", "$24–28/hr", «от 80 000 до 120 000 ₽», «до 150 тыс. руб.»), with its
 * period when it says one, or when the amount leaves no doubt (a Russian monthly salary; an
 * hourly rate under 200; a yearly one from 10,000 in dollars, pounds or euros). Null otherwise.
 */
export function readPostingPay(text: string): PayRange | null {
  return readPostingPayWithQuote(text)?.pay ?? null;
}

/** The pay as `readPostingPay` reads it, with the words of the posting that state it. */
export function readPostingPayWithQuote(text: string): { pay: PayRange; quote: string } | null {
  for (const match of text.matchAll(PAY)) {
    const groups = match.groups ?? {};
    const whole = match[0];
    const currency = currencyOf(whole);
    if (!currency) continue;
    const low = amountOf(groups.low ?? groups.only ?? '');
    const high = groups.high ? amountOf(groups.high) : null;
    if (low === null) continue;
    // "5 years" is no pay; a currency must touch a number, and a thousands mark may carry it.
    const after = text.slice((match.index ?? 0) + whole.length);
    const said = PERIOD_WORDS.find(([pattern]) => pattern.test(after) || pattern.test(whole));
    const lowValue = groups.upTo ? null : low;
    const highValue = groups.upTo ? low : (high ?? (groups.from ? null : low));
    const reference = highValue ?? lowValue ?? 0;
    const period: SalaryPeriod | null =
      said?.[1] ??
      (currency === 'RUB' && reference >= 10_000
        ? 'month'
        : reference > 0 && reference < 200
          ? 'hour'
          : reference >= 10_000 && currency !== 'RUB'
            ? 'year'
            : null);
    const periodWords = said ? (said[0].exec(after)?.[0] ?? '') : '';
    return {
      pay: { min: lowValue, max: highValue, currency, period },
      quote: `${whole}${periodWords}`.replace(/\s+/gu, ' ').trim(),
    };
  }
  return null;
}

const REMOTE =
  /\b(?:fully|100\s?%)\s+remote\b|\bremote(?:[- ]first)?\s+(?:role|position|job|work|working|team|contract|opportunity)\b|\bwork(?:ing)?\s+(?:from\s+home|remotely)\b|(?:^|[\n(|•·:,])\s*remote\s*(?:[\n)|•·,]|$)|удал[её]нн(?:ая|ый|ой|о)\s+(?:работ|формат)|(?:работа|работать|формат\s+работы)\s*:?\s*удал[её]нн|(?:^|[\s(:])удал[её]нно(?=[\s).,;]|$)|дистанционн(?:ая|о)\s+работ/imu;
const HYBRID = /\bhybrid\b|гибрид/iu;
const ONSITE =
  /\bon[- ]?site\b|\bin[- ](?:person|office)\b|\boffice[- ]based\b|работа\s+в\s+офисе|в\s+офисе\s+(?:компании|в|на|по)|(?:формат|график)\s+работы\s*:?\s*(?:в\s+офисе|офис)/iu;

/**
 * Where the work is done, as the posting says it; null when it does not say (a nurse's posting
 * need not). Hybrid wins over the others: "hybrid — 2 days on site" names both.
 */
export function readWorkMode(text: string): WorkMode | null {
  if (HYBRID.test(text)) return 'hybrid';
  const remote = REMOTE.test(text);
  const onsite = ONSITE.test(text);
  if (remote && !onsite) return 'remote';
  if (onsite && !remote) return 'onsite';
  return null;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  ten: 10,
  одного: 1,
  двух: 2,
  трёх: 3,
  трех: 3,
  четырёх: 4,
  четырех: 4,
  пяти: 5,
  шести: 6,
};
const COUNT =
  '(\\d{1,2}|one|two|three|four|five|six|seven|eight|ten|одного|двух|тр[её]х|четыр[её]х|пяти|шести)';
const YEARS_EN = new RegExp(
  `(?:(?:at\\s+least|minimum(?:\\s+of)?|min\\.?|over)\\s+)?${COUNT}\\s*\\+?\\s*(?:(?:-|–|to)\\s*\\d{1,2}\\s*)?(?:\\+\\s*)?years?['’]?\\s+(?:of\\s+)?(?:[\\w/&-]+\\s+){0,5}?(?:experience|practice|work)`,
  'iu',
);
const YEARS_RU = new RegExp(
  `(?:(?:опыт[^.\\n]{0,60}?)(?:от|не\\s+менее|более|свыше)\\s+(года)(?![\\p{L}])|опыт[^.\\n]{0,60}?(?:от|не\\s+менее|более|свыше|минимум)\\s+${COUNT}\\s*(?:-|–|до)?\\s*(?:\\d{1,2}\\s*)?(?:лет|года?|год)|(?:от|не\\s+менее|более|свыше|минимум)\\s+${COUNT}\\s*(?:лет|года?|год)[^.\\n]{0,20}?опыт|требуемый\\s+опыт\\s+работы\\s*:?\\s*${COUNT}\\s*(?:-|–)\\s*\\d{1,2})`,
  'iu',
);
const PREFERRED_LINE =
  /\b(?:preferred|ideally|desirable|nice\s+to\s+have|a\s+plus|bonus|advantage)\b|желательно|будет\s+плюсом|приветствуется|преимуществ/iu;

/**
 * The years of experience the posting requires ("3+ years of experience", "at least two years in
 * a busy practice", «опыт работы от 1 года», hh.ru's «Требуемый опыт работы: 1–3 года»); null
 * when it asks for none or only prefers some ("2 years preferred").
 */
export function readYearsAsked(text: string): number | null {
  for (const line of text.split(/\n|(?<=[.;])\s+/u)) {
    if (PREFERRED_LINE.test(line)) continue;
    const match = YEARS_EN.exec(line) ?? YEARS_RU.exec(line);
    const count = match?.slice(1).find((group) => group !== undefined);
    if (!count) continue;
    const years = /^\d+$/u.test(count)
      ? Number(count)
      : (NUMBER_WORDS[count.toLowerCase()] ?? (count.toLowerCase() === 'года' ? 1 : 0));
    if (years > 0 && years <= 20) return years;
  }
  return null;
}

const FEE = [
  // The candidate pays: a fee, a deposit or a kit, at their own cost.
  /\b(?:registration|application|training|onboarding|enrol(?:l)?ment|processing|admin(?:istration)?|starter[- ]kit|kit|uniform|background[- ]check|certification)\s+(?:fee|deposit|cost)s?\b/iu,
  /\b(?:at|for)\s+(?:your|the\s+candidate['’]s)\s+own\s+(?:cost|expense)\b/iu,
  /\b(?:candidates?|you)\s+(?:will\s+)?(?:must|need\s+to|are\s+required\s+to|have\s+to)\s+(?:pay|purchase|buy|cover)\b/iu,
  /\brefundable\s+(?:deposit|fee)\b/iu,
  /за\s+(?:свой\s+сч[её]т|сч[её]т\s+(?:кандидата|соискателя|сотрудника|работника))/iu,
  /(?:необходимо|нужно|требуется)\s+(?:(?:самостоятельно|сразу)\s+)?(?:оплатить|внести|приобрести|купить)/iu,
  /(?:платное|оплачиваемое\s+кандидатом)\s+обучение|обучение\s+(?:платное|за\s+плату)|(?:вступительный|страховой|гарантийный)\s+взнос|(?:оплата|стоимость)\s+(?:обучения|формы|медкомиссии|медосмотра|стажировки|курса)\s+(?:[^.\n]{0,30}?)?(?:кандидат|соискател|вычита|удержива)/iu,
  // …taken out of the first pay: "netted off your first remittance", «удерживаем из первых выплат».
  /\b(?:deduct(?:ed)?|netted\s+off|taken\s+(?:out\s+)?(?:of|from)|withheld|recovered)\s+(?:from\s+)?(?:your|the)\s+first\s+(?:\w+\s+)?(?:pay|wages?|salary|remittance|payment|pay\s?check|pay\s?cheque)/iu,
  /(?:удерживаем|удерживается|удержим|вычитаем|вычитается|вычтем|удержанием)[^.\n]{0,30}\s(?:из|с)\s+(?:первой|первых|первого)\s/iu,
  // …paid by the candidate in so many words.
  /\b(?:must|will\s+need\s+to|have\s+to|are\s+required\s+to|is\s+required\s+to)\s+(?:deposit|pay|settle|transfer)\b/iu,
  /\b(?:charged|chargeable)\s+(?:at\s+|to\s+(?:you|the\s+candidate)\s+)?[£$€₹]|\bsettled\s+by\s+bank\s+transfer\b/iu,
  /[£$€₹]\s?\d[\d,.]*\s+(?:one-off\s+)?(?:investment|deposit|joining\s+fee)\b|\b(?:one-off|small|refundable)\s+[£$€₹]\s?\d[\d,.]*\s+(?:investment|deposit|fee|payment)\b/iu,
  /(?:оплачива|вносит|вносится|перечисля)[а-яё]*\s+(?:сотрудником|кандидатом|соискателем|работником|стажёром|стажером)/iu,
  /организационн[а-яё]+\s+сбор|(?:залог|депозит)\s+(?:за|в\s+размере)\s/iu,
];
/** A sentence that says the employer pays is no fee asked of the candidate. */
const EMPLOYER_PAYS =
  /\b(?:we|the\s+company|the\s+employer|employer)\s+(?:will\s+)?(?:covers?|pays?|reimburses?|funds?)\b|\b(?:covered|reimbursed|waived|funded|free\s+of\s+charge)\b|\bno\s+(?:\w+\s+)?fees?\b|\bpaid\s+training\b|бесплатн|за\s+сч[её]т\s+(?:компании|работодателя)|компенсиру|(?:компания|работодатель|мы)\s+[^.;\n]{0,40}за\s+свой\s+сч[её]т/iu;
/** …unless it pays only part of it back: half a fee is still a fee. */
const PAID_BACK_IN_PART = /\b(?:half|part(?:ly|ial(?:ly)?)?)\b|половин|частичн|часть/iu;
const MESSENGER =
  /\b(?:whats\s?app|telegram|viber|wechat|DMs?|direct\s+messages?|instagram)\b|телеграм|ватсап|вотсап|вайбер|в\s+личк|в\s+личные\s+сообщения|в\s+директ|\btg\b|\bтг\b/iu;
const ONLY = /\b(?:only|exclusively|solely)\b|только|исключительно/iu;
const OTHER_CONTACT =
  /[\w.+-]+@[\w-]+\.[\w.]+|https?:\/\/|www\.|\b[\w-]+\.(?:com|ru|in|uk|au|ca|de|org|net|io|jobs|careers)\b|\bapply\s+(?:now|online|here|on|via|through)\b|(?:откликайтесь|отклик)\s+(?:на|через)\s+(?:сайте|hh|авито)|\bhh\.ru\b|\b(?:naukri|indeed|linkedin|seek)\b|звоните|позвоните|\b(?:call|ring)\s+(?:us|me)\b/iu;
/** A sentence that says a channel is not read ("hh.ru replies are not read") offers no way in. */
const REFUSED =
  /не\s+(?:просматрива|рассматрива|чита|смотр|принима)|\b(?:not|never)\s+(?:read|monitored|checked|accepted|reviewed)\b|\b(?:do|does|will)\s+not\s+(?:read|accept|reply|check)\b|\bno\s+(?:e-?mails?|calls?|applications)\b/iu;
const WIDE_PAY_RATIO = 4;

function sentenceAround(text: string, index: number): string {
  const start = Math.max(
    text.lastIndexOf('\n', index),
    text.lastIndexOf('. ', index),
    text.lastIndexOf('! ', index),
  );
  const ends = ['\n', '. ', '! ']
    .map((stop) => text.indexOf(stop, index))
    .filter((position) => position >= 0);
  const end = ends.length > 0 ? Math.min(...ends) : text.length;
  return text
    .slice(start < 0 ? 0 : start + 1, end + 1)
    .trim()
    .slice(0, 200);
}

/**
 * What a careful adviser would warn a seeker about in the posting itself, each with the sentence
 * that says it: the candidate asked to pay (a fee, a deposit, a kit, training at their own cost);
 * a messenger as the only way to reach the employer (named with "only", or with no address, site
 * or apply form in the text); a pay range whose top is four or more times its bottom.
 */
export function findRedFlags(
  text: string,
  pay: PayRange | null,
): { code: FitRedFlagCode; quote: string }[] {
  const flags: { code: FitRedFlagCode; quote: string }[] = [];
  for (const pattern of FEE) {
    const match = pattern.exec(text);
    const sentence = match ? sentenceAround(text, match.index) : '';
    if (match && (!EMPLOYER_PAYS.test(sentence) || PAID_BACK_IN_PART.test(sentence))) {
      flags.push({ code: 'fee', quote: sentence });
      break;
    }
  }
  const messenger = MESSENGER.exec(text);
  if (messenger) {
    const sentence = sentenceAround(text, messenger.index);
    const offered = text
      .split(/\n|(?<=[.!?])\s+/u)
      .filter((part) => !REFUSED.test(part))
      // A bare number beside a messenger is the messenger's; another way in says "call" or so.
      .map((part) => part.replace(/\+?\d[\d\s()-]{8,}\d/gu, ' '))
      .join('\n');
    if (ONLY.test(sentence) || !OTHER_CONTACT.test(offered)) {
      flags.push({ code: 'messenger_only', quote: sentence });
    }
  }
  if (pay?.min && pay.max && pay.max >= pay.min * WIDE_PAY_RATIO) {
    const shown = [pay.min, pay.max].map((value) => value.toLocaleString('en')).join('–');
    flags.push({ code: 'wide_pay', quote: `${shown} ${pay.currency}` });
  }
  return flags;
}
