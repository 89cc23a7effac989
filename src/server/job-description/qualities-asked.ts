// The personal qualities a posting asks for, in its own words ("calm under pressure when a mixer
// goes down at 2am", «вежливость, стрессоустойчивость»), so a soft-skills question can ask when
// the work really called for them instead of a question any job is asked. In the question ratings
// of rounds 2–12, the soft-skills questions every job gets rated about 3 of 5 and the questions
// that quote the posting 3.5–3.9 (issue 32).
//
// A line is quoted only when it stands under the posting's requirements, asks for a quality, and
// asks for nothing a candidate holds or has done: no experience, licence, qualification, years,
// age or medical fitness ("Full clean driving licence", «опыт работы от 2 лет»).
import { BULLET } from './duty-sections';
import { quotable } from './responsibilities';
import { classifyJobLines } from './job-sections';

const MAX_QUALITIES = 2;

/** Words that name a quality of the person (any inflection; the start of the word). */
const QUALITY =
  /(?<![\p{L}])(?:calm|patien|friendl|reliab(?!le\s+transport)|dependab|punctual|timekeeping|well-organi[sz]ed|organi[sz]ed|polite|courteous|confiden(?!t\s+(?:with|in|using|use|of|at|\p{L}+ing)(?![\p{L}]))|honest|integrity|tact|empath|caring|compassion|resilien|flexib|adaptab|self-motivated|motivated|enthusias|positive attitude|attention to detail|eye for detail|detail-oriented|team player|teamwork|communicat|people skills|hard-?working|trustworth|discre|initiative|proactive|approachab|cheerful|respectful|composure|composed|level-headed|sense of humou?r|willing(?:ness)? to learn|eager to learn|вежлив|стрессоустойчив|устойчивост\p{L}* к стресс|внимательн|аккуратн|ответственн|коммуникабельн|доброжелательн|дружелюбн|пунктуальн|спокойн|спокойстви|терпелив|тактичн|исполнительн|дисциплинированн|честн|порядочн|эмпати|инициативн|обучаем|внимани\p{L}* к детал|умени\p{L}* работать в команде|командн\p{L}* игрок|клиентоориентированн|организованн|собранн|усидчив|хладнокров|гибкост|позитивн|грамотн\p{L}* реч)/iu;

/** What a candidate holds or has done rather than is: not a quality to ask a story of. */
// …a means the candidate has ("Reliable, with your own transport"), asked yes or no.
const HELD =
  /own (?:transport|car|vehicle)|car owner|access to a (?:car|vehicle)|личн\p{L}* (?:автомобил|транспорт)|(?<![\p{L}])сво\p{L}* (?:автомобил|транспорт|машин)|experience|experienced|licen[cs]e|certific|degree|diploma|qualif|gcse|a-level|registration|registered|\byears?\b|\bage[ds]?\b|medical|right to work|\bdbs\b|driving|driver|опыт|лицензи|сертификат|диплом|образовани|удостоверени|\bправа\b|категори|допуск|стаж|\bлет\b|\bгода?\b|возраст|медицинск|гражданств|медкомисси|книжк|водительск|\b(?:english|spanish|french|german|polish|russian)\b|английск|немецк|французск/iu;

/**
 * Two words sharing the object that follows them ("Good understanding of, or willingness to learn,
 * NHS banding", «знание или готовность изучить 1С»): what is asked is that object, knowledge, and
 * any part quoted would be cut from its object.
 */
const SHARED_OBJECT =
  /(?<![\p{L}])(?:of|in|with|about|on),\s+or\s|(?<![\p{L}])(?:знани\p{L}*|опыт\p{L}*),?\s+или\s/iu;

/**
 * An item that names the absence of something ("no criminal record", «отсутствие вредных
 * привычек»), or a habit of private life («некурящая», "non-smoker"): never asked as a time the
 * work called for it (round 51: «Когда в работе это понадобилось вам?» of «некурящая», both raters).
 */
const ABSENCE = /^(?:no|not|отсутстви|без)(?![\p{L}])|^отсутстви|^некурящ|^non-?smok/iu;

/**
 * The words that name the person before the qualities ("We need someone who is punctual…", «Нам
 * нужен человек, который спокоен…»): left out of the quote, which names the qualities.
 */
const PERSON_LEAD =
  /^(?:we(?:['’]re| are)? (?:need|want|looking for|seek|seeking)\s+(?:someone|somebody|a person|an individual)\s+who(?:['’]s| is| are)\s+|(?:нам (?:нужен|нужна)|(?:мы )?ищем)\s+(?:человек\p{L}*|сотрудник\p{L}*)\s*,?\s*котор\p{L}+\s+)/iu;

/**
 * The part of a requirement that asks for qualities, or null. A list of them is quoted whole when
 * every item is one; else the items that are, when there are two or more («вежливость,
 * стрессоустойчивость», not «…, готовность к рейсам до 12 суток»); else the whole line when
 * nothing else in it is held or an absence ("patience, energy and a love of teaching kids").
 */
function qualitiesOf(line: string): string | null {
  // What follows a dash explains the quality ("Organised and reliable – we open at 8:30 sharp",
  // "A patient, respectful attitude – experience caring for a family member counts").
  // …and so does what follows a colon ("Reliable: weekends and holidays required").
  const head = line.split(/\s[–—-]\s|:\s/u)[0] ?? line;
  const part = QUALITY.test(head) ? head : line;
  if (!QUALITY.test(part) || HELD.test(part) || SHARED_OBJECT.test(part)) return null;
  const bare = part
    .replace(BULLET, '')
    .replace(/\s*\([^)]*\)/gu, '')
    .replace(PERSON_LEAD, '');
  const items = bare
    .split(/,\s*/u)
    .map((item) => item.trim())
    .filter(Boolean);
  const kept = items.filter((item) => QUALITY.test(item) && !ABSENCE.test(item));
  if (kept.length === items.length) return quotable(bare);
  if (kept.length >= 2) return quotable(kept.join(', '));
  if (items.some((item) => ABSENCE.test(item))) return null;
  return quotable(bare);
}

/** The qualities the posting asks for, quoted as it words them: at most two, in its order. */
export function findQualitiesAsked(description: string): string[] {
  const found: string[] = [];
  for (const line of classifyJobLines(description)) {
    if (line.heading !== 'requirements' || line.role !== 'required' || line.intro) continue;
    // One requirement per item: a line may hold several after "; " or in sentences of its own
    // ("…patience with older clients. Irish language is an advantage.").
    for (const part of line.text.split(/;\s*|(?<=[.!?])\s+(?=\p{Lu})/u)) {
      const quote = qualitiesOf(part);
      if (!quote || found.includes(quote)) continue;
      found.push(quote);
      if (found.length >= MAX_QUALITIES) return found;
    }
  }
  return found;
}
