// What a posting requires a candidate to know or be able to do, in its own words ("the ability to
// read façade shop drawings and work to tight tolerances", "Sound knowledge of COLREGs", «умение
// читать чертежи и карты раскроя», «знание свойств бумаги, клеев и реставрационных материалов»),
// so a technical question can ask where that mattered in the candidate's work instead of a
// question any job is asked. In the question ratings of rounds 2–29 the general technical
// questions for any work rated 2.9–3.4 of 5, and the questions that quote the posting's own
// requirement (the experience it asks for) 4.1.
//
// Only what the posting requires, and only know-how: not what a candidate holds or has done (a
// licence, a qualification, experience, years), not a language or an office program, not the
// body or the hours ("able to lift 25 kg", "ability to work weekends"), not a quality of the
// person (those are quoted by qualities-asked.ts), not what is only a plus.
import { classifyJobLines } from './job-sections';

const MAX_ABILITIES = 2;
const MIN_WORDS = 3;
const MAX_WORDS = 14;

/** A word of degree before know-how's head ("sound knowledge of", «уверенное знание»). */
const DEGREE = String.raw`(?:good|sound|solid|strong|basic|working|practical|thorough|excellent|in-depth|detailed|уверенное|хорошее|глубокое|базовое)\s+`;

/** The phrases that name know-how, and what follows them up to the end of the clause. */
const ABILITY = new RegExp(
  String.raw`(?:^|[\s,;:•—–-])((?:${DEGREE})?(?:knowledge|understanding|command) of [^.;:()]+|(?:the )?ability to [^.;:()]+|(?:confident|competent|skilled|proficient) (?:with|using|in|at) [^.;:()]+|(?:знание|знания|понимание|умение|навыки?|владение)\s+[^.;:()]+)`,
  'giu',
);

/** What a candidate holds, has done or is: not know-how to ask a case of. */
const NOT_KNOW_HOW =
  /experience|licen[cs]e|certific|degree|diploma|qualif|registration|\byears?\b|medical|right to work|driving|\bdrive\b|lift|\bstand\b|walk|\bpass\b|background check|travel|commute|\bstart\b|weekends?|nights?|shifts?|overtime|hours|english|spanish|french|german|polish|русск|английск|немецк|иностранн|\bpc\b|ms office|excel|\bword\b|(?<![\p{L}\d])1[сc](?![\p{L}])|(?<![\p{L}])пк(?![\p{L}])|компьютер|вожден|опыт|лицензи|сертификат|диплом|образовани|удостоверени|\bправа\b|категори|медкниж|выходн|смен|командиров|team|команд|calm|patien|friendl|communicat|спокойств|общени|общать|коммуника|стрессо|работать в коллективе/iu;

/** A requirement that is only a plus. */
const ONLY_A_PLUS =
  /plus|preferred|desirable|advantage|nice to have|welcome|ideally|плюс|преимуществ|желательн|приветству|не обязательн/iu;

/** A phrase that opens with know-how's own head, as ABILITY reads it. */
const ABILITY_HEAD = new RegExp(
  String.raw`^(?:${DEGREE})?(?:(?:knowledge|understanding|command) of|знани[ея]|понимание|умение|навыки?|владение)\s|^(?:the )?ability to\s|^(?:confident|competent|skilled|proficient) (?:with|using|in|at)\s`,
  'iu',
);

/**
 * A comma before another requirement's head: know-how ("knowledge of", «умение»), a readiness, an
 * experience, a holding, or a quality named by its noun («внимательность», «аккуратность»).
 */
const NEXT_REQUIREMENT = new RegExp(
  String.raw`,\s+(?:and\s+|и\s+)?(?=(?:${DEGREE})?(?:knowledge|understanding|command|ability|willingness|readiness|experience|знани|умени|понимани|навык|владени|готовност|опыт|наличи|соблюдени|[\p{L}-]+(?:ость|ности)(?![\p{L}])))`,
  'iu',
);

// An object that is a pronoun ("the ability to obtain it") says nothing quoted alone.
const PRONOUN_END = /\s(?:it|them|this|that|это|его|её|их)$/iu;

function words(text: string): number {
  return text.split(/\s+/u).filter(Boolean).length;
}

/** The know-how the posting requires, quoted as it words it: at most two, in its order. */
export function findAbilitiesAsked(description: string): string[] {
  const found: string[] = [];
  for (const line of classifyJobLines(description)) {
    if (line.heading !== 'requirements' || line.role !== 'required' || line.intro) continue;
    for (const sentence of line.text.split(/(?<=[.!?])\s+|;\s*/u)) {
      if (ONLY_A_PLUS.test(sentence)) continue;
      // A list of requirements of different heads is as many phrases ("умение читать чертежи,
      // знание ГОСТ на отливки", «…, внимательность, соблюдение…»): each is quoted alone, so a
      // quality or a readiness is never asked as know-how with it.
      const items = [...sentence.matchAll(ABILITY)].flatMap((match) => {
        const [first = '', ...rest] = (match[1] ?? '').split(NEXT_REQUIREMENT);
        return [first, ...rest.filter((item) => ABILITY_HEAD.test(item))];
      });
      for (const item of items) {
        // "знание Гражданского кодекса, Семейного кодекса, закона от 15…": the first item says it.
        let phrase = item.trim().replace(/[\s,–—-]+$/u, '');
        if (words(phrase) > MAX_WORDS) {
          // Not cut inside a list of what it is not ("ability to work early, late and weekend
          // shifts": a new user's walk was asked for "ability to work early").
          const [head = '', next = ''] = phrase.split(/,\s/u);
          if (/\s(?:and|or|и|или)\s/iu.test(next) && NOT_KNOW_HOW.test(next)) continue;
          phrase = head;
        }
        // A sentence split inside a number («закона от 15.11.1997», «МУК 4.2.1018») leaves its
        // first part at the end: the phrase stops at the comma before it, or is not quoted.
        if (/\s\d+$/u.test(phrase)) phrase = phrase.slice(0, Math.max(0, phrase.lastIndexOf(', ')));
        if (words(phrase) < MIN_WORDS || words(phrase) > MAX_WORDS) continue;
        if (NOT_KNOW_HOW.test(phrase) || PRONOUN_END.test(phrase)) continue;
        const quoted = phrase.charAt(0).toLowerCase() + phrase.slice(1);
        if (found.includes(quoted)) continue;
        found.push(quoted);
        if (found.length >= MAX_ABILITIES) return found;
      }
    }
  }
  return found;
}
