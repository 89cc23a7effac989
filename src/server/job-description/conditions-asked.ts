// The demanding terms of a job, quoted as the posting words them: nights, weekends, a shift
// pattern, on-call, a rotation away from home, travel, outdoor or physical work («вахта 60/30,
// смены по 11 часов», "a rotating 24/7 rota, including nights, weekends and bank holidays"). A
// hiring manager asks why a candidate wants such a job and whether its terms fit their life; in
// the question ratings, the general motivation questions ("Why are you interested in this role,
// and why now?") rated 2.9–3.1 of 5, almost always noted "generic" (issue 32).
//
// A part is quoted only when it states the demand itself, not what is paid for it, offered
// instead of it or excluded («доплата за ночные часы», "25 days' holiday plus bank holidays",
// «без ночных смен»): precision first, since the question tells the candidate what the job asks.
import { BULLET, readHeader } from './duty-sections';

/**
 * Words that name a demanding term of the work (any inflection where a stem is given). Not work at
 * height: asked as what draws a candidate and how it fits their life, the raters of every panel
 * read it as a matter of safety or competence (19 ratings over 13 panels: mean 2.6 of 5, 12 of
 * them 2), where hours rate 4.2 (156), weather and outdoor work 4.3 (21), physical work 4.2 (25).
 */
const DEMAND = new RegExp(
  [
    // Hours: nights, weekends, on-call, long shifts, a shift pattern.
    String.raw`\b(?:work(?:ing)?|including|and|or|days?\s*\/|late|\d+)\s+nights\b|\bnights\s*(?:x|,|and|\/|–|-|\d|only|shifts?|rota|work)|^nights\b|\bnight[- ]?(?:shifts?|work|duty|trunking)\b|\bworking (?:at )?nights?\b|\bovernight\b|\bday\s*\/\s*night\b`,
    String.raw`\b(?:including|incl\.?|working|work|alternate|every other|some|on|and)\s+(?:\p{L}+\s+)?weekends\b|\bweekend (?:rota|roster|shifts?|work(?:ing)?|days?|cover)\b`,
    String.raw`\bon[- ]call\b(?![- ](?:nurses?|doctors?|gps?|managers?|supervisors?|seniors?|engineers?|vets?|team|staff|clinicians?|leads?|pharmacists?)\b)|\bout[- ]of[- ]hours (?:rota|roster|cover|on[- ]call|calls?|bookings|work(?!s)|working|duty)\b|\b24\/7 (?:rota|roster|shifts?|rotation)\b|\b1[0-4][- ]hours? (?:shifts?|days)\b|\bshifts? of 1[0-4] hours\b|\b1[0-4] hours (?:per|a|each) shift\b|\bearly (?:starts?|mornings?)\b|\bstart at [4-6](?::\d\d)?\s?am\b|\blate finish(?:es)?\b|\bsplit shifts?\b|\blate evenings\b|\bevening (?:and weekend )?(?:work|shifts)\b|\bevenings and weekends\b`,
    String.raw`\bshift pattern\b|\brotating (?:shifts?|rota)\b|\b\d+[- ]on[,/ -]+\d+[- ]off\b|\b\d-\d-\d (?:shift|schedule)\b|\bcontinental shifts?\b|\b\d+ weeks? on\b`,
    // Away: travel, time away from home, a rotation on a remote site, a tour.
    String.raw`\bwilling(?:ness)? to travel\b|\b(?:regular|frequent|extensive) travel\b|\btravel (?:across|around|between|throughout|nationally|internationally|regularly|frequently|to sites)\b|\bnights? away\b|\baway from home\b|\bfly[- ]in[,/ -]+fly[- ]out\b|\bFIFO\b(?!\)|\s+(?:stock|rotation|basis|method|principle))(?<!\(FIFO)|\bremote (?:locations?|sites?)\b|\bon tour\b|\bweeks? touring\b`,
    // Outdoors and physical.
    String.raw`\ball weathers?\b|\bin all weather\b|\bwhatever the weather\b|\b(?:working|work) outdoors\b|\boutdoor work\b|\bcold conditions\b|\bconfined spaces?\b|\bphysically (?:demanding|active|hard)\b|\bphysical work\b|\blift(?:ing)? (?:up to )?\d+\s?(?:kg|lbs?|pounds)\b|\bheavy lifting\b|\bstand(?:ing)? for (?:long periods|a full shift|the whole shift|\d+ hours)\b|\bon your feet\b`,
    // Russian: hours.
    String.raw`ночн\p{L}*\s+(?:смен|час|работ|график|рейс)|(?<![\p{L}])ночью(?![\p{L}])|день\s*\/\s*ночь|сутки через|(?<![\p{L}])сутки\s*\/\s*(?:двое|трое)|ненормированн|сменн\p{L}* график|смены? по 1[0-4](?:[ -]?ти)? час|по 1[0-4] часов|1[0-4]-часов\p{L}* смен|рано утром|вечерн\p{L}* (?:работ|смен)|работать вечером|по вечерам`,
    String.raw`работ\p{L}* (?:в|по) выходн|в выходные(?:,| и) праздн|(?<![\p{L}])по выходным|включая выходные|без выходных|выходные (?:—|-)? ?по графику`,
    // Russian: away, outdoors, physical.
    String.raw`вахт\p{L}*\s+\d+\s*(?:\/|через)\s*\d+|вахтов\p{L}* (?:метод|режим)|(?<![\p{L}])на вахт|командировк|разъездн|(?:на|к|в) гастрол|гастролирует|на улице|на открытом воздухе|в любую погоду|в холод|физическ\p{L}* (?:нагрузк|работ|выносливост|труд)|(?:подъ[её]м|перенос|поднимать|переносить)\p{L}* (?:тяжест|груз)|(?<![\p{L}])до \d+ кг|в полевых условиях|полев\p{L}* работ`,
  ].join('|'),
  'iu',
);

/** What is paid or given for a demand, a holiday, a demand excluded, optional or only wished for. */
const NOT_A_DEMAND =
  /(?<![\p{L}])(?:pay|paid|pays|payments?|bonus(?:es)?|salary|wages?|premium|differentials?|allowances?|stipend|enhancements?|enhanced rates?|penalty rates|uplift|holiday|annual leave|leave|free|discounts?|no|not|never|without|optional|if you wish|if it suits|privileges|per diems?|covered|ideally|preferably|лучше|желательно|плюсом|преимуществом|доплат\p{L}*|оплат\p{L}*|оплачива\p{L}*|тариф\p{L}*|компенсир\p{L}*|отгул\p{L}*|отпуск\p{L}*|по желанию|без ночн\p{L}*|нет ночн\p{L}*|не требу\p{L}*|суточны\p{L}*|проживание|питание|бесплатн\p{L}*|спецодежд\p{L}*|за сч[её]т компании)(?![\p{L}])|[£$€₽]|\d\s?%/iu;

/**
 * What a candidate holds or has done ("on-call experience is welcome", «удостоверение на работы на
 * высоте»): a part that names it states no term of the work.
 */
// …or what the candidate is: a clean record, a body weight («отсутствие судимости», «вес до 75 кг»
// of a rider, round 32 of the question rating).
// …or a competence («знание правил работы на высоте», "Safe working at height, ladder awareness":
// the twelfth panel's question rating, both raters 2 of 5, "a safety requirement paired with a
// motivation question"), or keeping to the rules («соблюдение технологии и техники безопасности при
// работе на высоте»: the eighteenth's, rated 1–2 by both).
const HELD =
  /(?<![\p{L}])(?:experience|licen[cs]es?|tickets?|certificates?|qualifications?|training|criminal record|convictions?|awareness|knowledge|understanding|competen\p{L}*|skills?|safe(?:ly)? (?:working|work|systems)|опыт\p{L}*|удостоверени\p{L}*|допуск\p{L}*|обучени\p{L}*|судимост\p{L}*|знани\p{L}*|навык\p{L}*|умени\p{L}*|безопасн\p{L}* (?:работ|приём|прием|метод)\p{L}*|соблюдени\p{L}*|техник\p{L}* безопасност\p{L}*|охран\p{L}* труда|compl(?:y|ying|iance) with|health and safety|safety (?:rules|procedures|regulations))(?![\p{L}])|(?<![\p{L}])вес до|(?<![\p{L}])weigh(?:ing)? (?:no more than|under|up to)/iu;

const MIN_WORDS = 3;
const MAX_WORDS = 16;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The parts of a text between separators outside brackets, each with where it starts. */
function splitOutside(text: string, separator: RegExp): { text: string; at: number }[] {
  const parts: { text: string; at: number }[] = [];
  let depth = 0;
  let from = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      const match = separator.exec(text.slice(index));
      if (match?.index === 0) {
        parts.push({ text: text.slice(from, index), at: from });
        from = index + match[0].length;
        index = from - 1;
      }
    }
  }
  parts.push({ text: text.slice(from), at: from });
  return parts.filter((part) => part.text.trim());
}

/** A clause that ends a list ("weekends and bank holidays", «выходные и праздничные дни»). */
const LIST_END = /\s(?:and|or|и|или)\s/iu;
const MAX_LIST_END_WORDS = 7;
const LIST_ITEM_WORDS = 3;
/** What an employer's offer or a label opens with ("We offer: …", «Условия: …»). */
const LEAD =
  /^(?:(?:what )?we offer|in return|мы предлагаем|предлагаем)\s*:?\s*|^[^:(]{1,30}:\s+/iu;
/** A clause that only adds to the one before it ("including weekends", «в т.ч. ночью»). */
const ADDS_TO_BEFORE = /^(?:including|incl\.?|plus|включая|в том числе|в т\.\s?ч\.)\s/iu;
/** Clauses shorter than this lean on the one before them ("…on a typical day, in all weathers"). */
const MIN_CLAUSE_WORDS = 5;

/** One abstract noun, a quality of a person listed before a term («вежливость», "reliability"). */
const QUALITY_NOUN = /^\p{L}+(?:ость|ция|ние|изм|ity|ness|ion|ence|ance|ment|ism)$/iu;

/** Words at a sentence's end short enough to be part of the clause before them. */
const SHORT_TAIL_WORDS = 3;

/** The part of a line that holds the demand, cut to a quotable length; null when it cannot be. */
function demandPart(line: string): string | null {
  const bare = line.replace(BULLET, '').trim();
  // The sentence that holds the demand ("a.m." and "approx." end none).
  const sentence = splitOutside(bare, /^[.!?;]\s+(?=[\p{Lu}«"“])|^;\s+|^\s\|\s/u)
    .map((part) => part.text.replace(LEAD, '').trim())
    .find((part) => DEMAND.test(part));
  if (!sentence) return null;
  // The clauses from the one where the demand starts, with the list that runs on after it:
  // "early starts from 04:30, late finishes, weekends and bank holidays"; not the qualities
  // before it («внимательность, аккуратность, готовность к работе на улице…»).
  const clauses = splitOutside(sentence, /^,\s+|^\s[–—]\s/u);
  const starts = DEMAND.exec(sentence)?.index ?? 0;
  let first = Math.max(
    0,
    clauses.findLastIndex((clause) => clause.at <= starts),
  );
  const size = (from: number, to: number) =>
    words(
      clauses
        .slice(from, to)
        .map((clause) => clause.text)
        .join(' '),
    );
  let end = first + 1;
  for (;;) {
    // Short items, then a clause that states a demand or ends the list.
    let next = end;
    while (next < clauses.length && words(clauses[next]!.text) <= LIST_ITEM_WORDS) {
      if (DEMAND.test(clauses[next]!.text) || LIST_END.test(` ${clauses[next]!.text}`)) break;
      next += 1;
    }
    const clause = clauses[next]?.text;
    if (clause === undefined) break;
    const endsList = LIST_END.test(` ${clause}`) && words(clause) <= MAX_LIST_END_WORDS;
    if (!DEMAND.test(clause) && !endsList) break;
    if (size(first, next + 1) > MAX_WORDS) break;
    end = next + 1;
    if (!DEMAND.test(clause)) break;
  }
  // A sentence's last few words are not left behind: "work in a hot, fast environment" is not
  // quoted as "work in a hot" (a new user's walk).
  if (end < clauses.length && size(end, clauses.length) <= SHORT_TAIL_WORDS) {
    if (size(first, clauses.length) <= MAX_WORDS) end = clauses.length;
  }
  // A short clause leans on the one before it ("Saturday rota, late nights Thursday", "outdoor,
  // physical work"), unless that one is a quality named alone («внимательность, вежливость,
  // готовность работать в выходные», "reliability, willingness to work weekends").
  const leansBack = (at: number) =>
    ADDS_TO_BEFORE.test(clauses[at]!.text) ||
    (size(at, end) < MIN_CLAUSE_WORDS && !QUALITY_NOUN.test(clauses[at - 1]!.text.trim()));
  while (first > 0 && leansBack(first) && size(first - 1, end) <= MAX_WORDS) {
    first -= 1;
  }
  const text = clauses
    .slice(first, end)
    .map((clause) => clause.text.trim())
    .join(', ')
    .replace(/^(?:(?:and|or|also|but|и|а также|также|но|поэтому)\s+)+/iu, '')
    .replace(/[\s,.;:!–—-]+$/u, '')
    .trim();
  if (NOT_A_DEMAND.test(text) || HELD.test(text) || ADDS_TO_BEFORE.test(text)) return null;
  if (words(text) < MIN_WORDS || words(text) > MAX_WORDS) return null;
  return text;
}

/** A posting's first line when it is a title ("Warehouse Team Leader – Nights"): not a term. */
function isTitleLine(line: string, index: number): boolean {
  return index === 0 && words(line) <= 10 && !/[.!?;:]\s|[.!?;]$/u.test(line.trim());
}

/** The demanding terms the posting states, quoted as it words them: at most two, in its order. */
export function findConditionsAsked(description: string): string[] {
  const found: { part: string; isDuty: boolean }[] = [];
  const lines = description.split(/\r?\n/).filter((line) => line.trim());
  let isDutySection = false;
  for (const [index, line] of lines.entries()) {
    const heading = readHeader(line);
    if (heading) isDutySection = heading === 'duties';
    if (isTitleLine(line, index) || !DEMAND.test(line)) continue;
    const part = demandPart(line);
    if (part && !found.some((entry) => entry.part === part)) {
      found.push({ part, isDuty: isDutySection });
    }
  }
  // A duty done at such a time ("cook dinner and night-shift meals for drillers") comes after
  // what the candidate must be ready for.
  return [...found.filter((entry) => !entry.isDuty), ...found.filter((entry) => entry.isDuty)]
    .map((entry) => entry.part)
    .slice(0, 2);
}
