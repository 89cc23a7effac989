// The duties a posting lists ("Design and build APIs", «Разработка микросервисов»), in its words.
import { normaliseText } from '../language/text';
import { ENGLISH_VERBS, RUSSIAN_NOUNS, withoutWithWhom } from './duty-words';
import { BULLET, endsDutyList, readHeader, readInlineHeader, type Section } from './duty-sections';
import { isNotADuty, isPersonWanted, isPayOrContact } from './not-a-duty';
import { listedItems } from './listed-duties';
import { stemText } from '../language/stem';
import { opensDutyInSection, runningItems, splitListedDuties } from './running-duties';

const SENTENCE_BREAK = /(?<=[.!?])\s+(?!\p{Ll})/u; // Not in «доп. оборудования» (a walk).
const MAX_RESPONSIBILITIES = 8;
const MAX_WORDS = 12;
const COMFORTABLE_WORDS = 10;
// Words after which a long duty usually turns to detail ("… in Node.js", "… на Python").
const DETAIL_START = /\s(in|using|with|including|across|on|to|for|на|с|со|по|для|в|во)\s/giu;

const LEAD_INS =
  /^(you will|you'll|you’ll|will|to|вы будете|будете|вам предстоит|предстоит|нужно|необходимо)\s+/i;
// "Pay is $28–$34 per hour…", "Training is provided": a word that opens a duty elsewhere is a
// noun when a verb of being follows it.
// prettier-ignore
const NOT_AFTER_VERB = new Set([
  'experience', 'for', 'of', 'record', 'records', 'опыт',
  'is', 'are', 'was', 'were', 'will', 'would', 'can', 'may', 'includes',
]);

function isDuty(clause: string): boolean {
  const [first = '', second = ''] = normaliseText(clause).split(/\s+/);
  const firstWord = first.replace(/[^\p{L}-]/gu, '');
  if (NOT_AFTER_VERB.has(second)) return false;
  if (ENGLISH_VERBS.has(firstWord) || RUSSIAN_NOUNS.has(firstWord)) return true;
  // A Russian infinitive ("разрабатывать", "заниматься") opens a duty; "-ость" nouns do not.
  return /^[а-я-]{4,}(ть|ться)$/.test(firstWord) && !/(ость|есть)$/.test(firstWord);
}

/**
 * Cuts a long duty before its detail, keeping at least three words and never ending on a word
 * that needs what follows («участие в методических встречах раз» of «… раз в две недели»).
 */
function shorten(clause: string): string {
  if (clause.split(/\s+/).length <= COMFORTABLE_WORDS) return clause;
  for (const match of clause.matchAll(DETAIL_START)) {
    const head = clause.slice(0, match.index);
    const last = (head.trim().split(/\s+/).at(-1) ?? '').toLowerCase();
    if (last === 'up' && match[1]?.toLowerCase() === 'to') continue; // "up to eight tables"
    if (head.split(/\s+/).length >= 3 && !DANGLING.has(last)) return head;
  }
  return clause;
}

// Words that need what follows: not "design and build complex" of "…complex, high-traffic…".
// prettier-ignore
const DANGLING = new Set([
  'complex', 'new', 'existing', 'large', 'small', 'high', 'low', 'key', 'critical', 'internal',
  'external', 'daily', 'weekly', 'monthly', 'multiple', 'various', 'accurate', 'timely', 'safe',
  'secure', 'scalable', 'reliable', 'robust', 'modern', 'efficient', 'effective', 'clean', 'clear',
  'the', 'a', 'an', 'and', 'or', 'of', 'to', 'for', 'with', 'our', 'your', 'all', 'other',
  'и', 'или', 'а', 'в', 'на', 'с', 'по', 'для', 'новых', 'сложных', 'ключевых', 'внутренних',
  'once', 'twice', 'every', 'each', 'per', 'раз', 'каждые', 'каждый', 'каждую', 'дважды', 'help',
  'assist', 'deal', 'liaise', 'cope', 'comply', 'engage', 'interact', 'collaborate', // + "with…"
]);
const DANGLING_ENDING =
  /(?:ive|able|ible|ous|ful|ical|ic|ent|ant|ary|ing|ый|ий|ой|ая|ое|ые|ых|их)$/u;
function endsDangling(text: string): boolean {
  const last = (text.trim().split(/\s+/).at(-1) ?? '').toLowerCase();
  return (
    DANGLING.has(last) || (last.length > 3 && DANGLING_ENDING.test(last) && !/ing$/.test(last))
  );
}

/** A duty line's first clause, past a dangling comma, «0,4 кВ», «60, 76» or "by 6:30am". */
function firstClause(line: string): string {
  const parts = withoutWithWhom(line).split(
    /([;(]|:(?!\d)|(?<!\d),|,(?!\s*\d)|\.(?:\s|$)|\s[–—]\s)/,
  );
  let clause = parts[0]?.trim() ?? '';
  const tooShort = (text: string) => text.split(/\s+/).length < 2;
  for (
    let index = 1;
    index + 1 < parts.length && (endsDangling(clause) || tooShort(clause));
    index += 2
  ) {
    if (parts[index] !== ',') break;
    clause = `${clause}, ${parts[index + 1]?.trim() ?? ''}`;
  }
  return endsDangling(clause) ? '' : clause;
}
function trimClause(line: string): string | null {
  let clause = line.replace(BULLET, '').trim().replace(LEAD_INS, '');
  clause = firstClause(clause);
  clause = shorten(clause);
  clause = clause.replace(/[,.!]+$/, '').replace(/,?\s+(etc|и т\.?\s?д|и т\.?\s?п)$/i, '');
  const words = clause.split(/\s+/).length;
  if (words < 2 || words > MAX_WORDS || !isDuty(clause)) return null;
  // "Set up, monitor and wean patients…": a verb whose object is further on is no duty alone.
  if (words === 2 && /\s(?:up|out|off|down|in|on|over|through|back)$/iu.test(clause)) return null;
  // A question says "the data layer", not the employer's "our data layer".
  clause = clause.replace(/\bour\b/gi, 'the');
  // Lower-case the first letter unless the word is an acronym ("API design").
  return /^\p{Lu}\p{Lu}/u.test(clause) ? clause : clause.charAt(0).toLowerCase() + clause.slice(1);
}

// A paragraph with pay or hours in it is about the conditions ("График 5/2, с 9:00 до 14:00…
// Оформление по ТК РФ"), and a sentence that says how to apply is not work: in a posting without
// headings neither is a duty (round 3 of the question rating quoted both as duties).
const CONDITIONS =
  /(?<![\d/])\d{1,2}\s*\/\s*\d{1,2}(?![\d/])|\d{1,2}[:.]\d{2}\s*(?:–|-|—|до|to)|\d\s*(?:руб|₽|£|\$|€|usd|eur)|[£$€]\s*\d|(?<![\p{L}])(?:зарплат|заработн|оклад|salary|wage|per hour|an hour|в час)/iu;
const HOW_TO_APPLY =
  /(?<![\p{L}])(?:телефон\p{L}*|phone|e-?mail|резюме|cv|apply|обращаться|звон(?:ите|ить)|пишите|присылайте|отправляйте)(?![\p{L}])|@|https?:|www\./iu;
/** The paragraph each line belongs to, as text (paragraphs are separated by a blank line). */
function paragraphsByLine(lines: string[]): string[] {
  const result: string[] = [];
  let start = 0;
  for (let index = 0; index <= lines.length; index += 1) {
    if (index === lines.length || lines[index]!.trim() === '') {
      const text = lines.slice(start, index).join('\n');
      for (let at = start; at <= Math.min(index, lines.length - 1); at += 1) result[at] = text;
      start = index + 1;
    }
  }
  return result;
}

/** Duties found on bullet lines or sentences, in order, without repeats. */
export function findResponsibilities(description: string): string[] {
  let section: Section = 'unknown';
  const clauses: string[] = [];
  const lines = description.split(/\r?\n/);
  const paragraphs = paragraphsByLine(lines);
  for (const [index, line] of lines.entries()) {
    const header = readHeader(line);
    if (header) section = header;
    if (header) continue;
    if (section === 'unknown' && CONDITIONS.test(paragraphs[index] ?? '')) continue;
    const inline = readInlineHeader(line);
    if (inline) {
      section = inline.section;
      if (section === 'duties') clauses.push(...inline.rest.split(/;|(?<=[.!?])\s+(?!\p{Ll})/u));
      continue;
    }
    if (section === 'other') continue;
    const parts = BULLET.test(line) ? [line] : line.split(SENTENCE_BREAK);
    clauses.push(...parts.filter((part) => section === 'duties' || !HOW_TO_APPLY.test(part)));
  }
  const seen = new Set<string>();
  const duties: string[] = [];
  for (const clause of clauses) {
    const duty = trimClause(clause);
    if (!duty || seen.has(normaliseText(duty))) continue;
    // Pay and terms are no duty here either: «Оформление по ТК, отпуск 56 дней…»
    // in a one-paragraph posting (round 36 of the question rating asked a PE teacher what they had
    // done like it, rated 1).
    if (isPayOrContact(duty, duty)) continue;
    seen.add(normaliseText(duty));
    duties.push(duty);
    if (duties.length === MAX_RESPONSIBILITIES) break;
  }
  return duties;
}

// ---------------------------------------------------------------------------------------------
// Duty items to quote ("The posting lists “hand stripping and puppy introductions”…"), worded any
// way; no word list decides whether a line is a duty: where it stands does (a duty section, a
// "Duties:" list inside a paragraph, a "you will …" sentence).

const MAX_DUTY_ITEMS = 8;
const MAX_QUOTED_WORDS = 16;
const MAX_HEAD_WORDS = 20;
const CUT_ABOVE_WORDS = 10; // A longer item is cut at its first clause that says it whole.
const MIN_QUOTED_WORDS = 2;
// A heading inside running text, with a colon ("Duties: …", «Должностные обязанности: …») or a
// dash («Обязанности — …», «Основная часть работы — …»): a dash only after a word that can only
// head duties, since «Работа — в офисе» names no duty.
const INLINE_DUTY_HEADING =
  /(?:^|[.!?]\s+|\n)\s*(?:(?:key|main|your|daily|core|должностные|основные|ваши|ежедневные)\s+)?(?:(?:duties|responsibilities|the role|your role|the job|the work|обязанности|задачи|функционал|работа|основная работа|основная часть работы|что (?:нужно |предстоит |вы будете |будете )?делать|чем (?:предстоит|вы будете|нужно будет) заниматься)\s*:|(?:duties|responsibilities|обязанности|задачи|функционал|основная работа|основная часть работы)\s+[—–]\s)\s*/giu;
// A heading inside running text that ends the duty list (". Requirements: …").
const NEXT_INLINE_HEADING = /[.!?]\s+[\p{Lu}][\p{L}' ’/-]{0,40}:/u;
/** Cuts an item to a quotable length at a clause boundary; null when it cannot be. */
export function quotable(raw: string): string | null {
  let text = withoutWithWhom(raw.replace(BULLET, ''))
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/^(?:(?:and|or|also|then|и|а также|также)\s+)+/iu, '')
    .replace(LEAD_INS, '')
    .trim()
    .replace(/[\s,.;:!–—-]+$/u, '');
  const count = (value: string) => value.split(/\s+/).filter(Boolean).length;
  if (count(text) > CUT_ABOVE_WORDS) {
    // Before a dash, a colon or a comma — but not inside a list ("the safety, security and
    // comfort of passengers"): a comma whose next part runs on with "and"/"и" joins a list, and
    // is a cut only after a head long enough to be a whole duty, and never where the list's words
    // share the noun its last item ends on ("clean customer, billing and contact-centre data").
    const head = [...text.matchAll(/\s[–—]\s|:\s|,\s/gu)]
      .map((match) => {
        const candidate = text.slice(0, match.index).trim();
        const next = text.slice((match.index ?? 0) + 2).split(/[,:;]/)[0] ?? '';
        const inList = match[0].startsWith(',') && /\s(?:and|or|и|или)\s/iu.test(` ${next}`);
        // «…по залу так, чтобы нагрузка была ровной», "…in such a way that…": the clause after the
        // comma completes the one before.
        const completes =
          /(?:^|\s)(?:так|such)$/iu.test(candidate) && /^(?:чтобы|что|that)\s/iu.test(next);
        // "…runs to a neat, safe standard": the few words left end a phrase opened by its article.
        const tail = count(text.slice((match.index ?? 0) + match[0].length));
        const openPhrase = /(?:^|\s)(?:a|an|the)\s+\S+$/iu.test(candidate) && tail <= 3;
        return {
          candidate,
          minimum: inList ? 6 : 3,
          isCut: (!inList || !sharesHeadNoun(next)) && !completes && !openPhrase,
        };
      })
      .find(({ candidate, minimum, isCut }) => {
        const last = (candidate.split(/\s+/).at(-1) ?? '').toLowerCase();
        return isCut && count(candidate) >= minimum && !DANGLING.has(last);
      })?.candidate;
    if (head) text = head;
    else if (count(text) > MAX_QUOTED_WORDS) return null;
    // A head cut from a long list of nouns may still run on ("site assessments and roof
    // inspections, mounting rail …, DC and AC wiring …, installing and commissioning …").
    if (count(text) > MAX_HEAD_WORDS) return null;
  }
  if (count(text) < MIN_QUOTED_WORDS || !/\p{L}{3}/u.test(text)) return null;
  return /^\p{Lu}[\p{Lu}\d]/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

// A label naming one of the title's roles before a colon ("Drivers: driving the 7.5t, daily
// walkaround checks…" in a posting for a "Removals Porter / Driver", «Водителям: …»): whose duty
// it is, not part of it (round 33 quoted "drivers: driving the 7.5t…" and asked it as a duty done
// with people). A label naming a kind of work («Подготовка вымени: сдаивание первых струек…») says
// what the duty is and stays.
const LABEL = /^\s*(?:(?:for|для)\s+)?([\p{L}’'-]+):\s+/iu;

/** The item without a label naming one of the title's roles, where what follows opens a duty. */
function withoutRoleLabel(item: string, titleStems: ReadonlySet<string>): string {
  const label = LABEL.exec(item);
  if (!label || !stemText(label[1] ?? '').some((stem) => titleStems.has(stem))) return item;
  const rest = item.slice(label[0].length);
  const first = (rest.split(/\s+/u)[0] ?? '').replace(/[^\p{L}-]/gu, '');
  return opensDutyInSection(first) ? rest : item;
}

/**
 * Whether what follows a list's comma reads as words sharing one noun at the list's end: single
 * words up to "and"/"or", then a last item of two words or more ("billing and contact-centre
 * data", «оплате и приёмке товаров»), so the word before the comma is not a whole item.
 */
function sharesHeadNoun(rest: string): boolean {
  const [middle = '', last = ''] = rest.split(/\s(?:and|or|и|или)\s/iu);
  const words = (part: string) => part.trim().split(/\s+/).filter(Boolean).length;
  return (
    middle.split(/,\s*/).every((item) => words(item) === 1) && words(last) >= 2 && words(last) <= 3
  );
}

/** Items of the posting's duty sections: bullet lines, and "; "-separated lists after a heading. */
function sectionItems(description: string): string[] {
  const items: string[] = [];
  let section: Section = 'unknown';
  let openedInline = false;
  const lines = description.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const header = readHeader(line);
    if (header) {
      section = header;
      openedInline = false;
      continue;
    }
    const inline = readInlineHeader(line);
    // A field ("Что нужно делать: …", "The role: …") holds its own paragraph, not the next ones.
    const fieldEnds = openedInline && line.trim() === '';
    if (
      !inline &&
      section === 'duties' &&
      (fieldEnds || endsDutyList({ lines, index }, openedInline))
    ) {
      section = 'unknown';
    }
    if (inline) section = inline.section;
    openedInline = inline !== null ? inline.section === 'duties' : openedInline;
    if (section !== 'duties') {
      // "Duties: a; b; c. Requirements: …" inside a paragraph of another section.
      for (const match of line.matchAll(INLINE_DUTY_HEADING)) {
        const rest = line.slice((match.index ?? 0) + match[0].length);
        const end = rest.search(NEXT_INLINE_HEADING);
        const list = end === -1 ? rest : rest.slice(0, end);
        // The list is the heading's sentence: what follows is about something else ("Работа в 1С").
        items.push(...splitLists((list.split(SENTENCE_BREAK)[0] ?? '').split(/;\s*/)));
      }
      continue;
    }
    const rest = inline ? inline.rest : line;
    // Running text may go on to the next section (". Requirements: …").
    const end = BULLET.test(rest) ? -1 : rest.search(NEXT_INLINE_HEADING);
    const text = end === -1 ? rest : rest.slice(0, end + 1);
    if (text.trim().length === 0 || isPersonWanted(text.trim())) continue;
    // A bullet may hold two duties ("Maintain dialysis charts and stock; follow isolation protocols");
    // the sentence a "Duties:" heading opens is its list ("Duties: ID checks, searches on entry…").
    if (BULLET.test(text)) items.push(...splitOutsideBrackets(text));
    else items.push(...paragraphItems(text, { opensList: inline !== null }));
  }
  return items;
}

/** A line split at its "; " (or another separator) outside brackets: "centres with CNC (Haas; Fanuc
 * controls)" is one item. */
function splitOutsideBrackets(line: string, separator = '; '): string[] {
  const unclosed = (text: string) => text.split('(').length > text.split(')').length;
  const at = new RegExp(String.raw`${separator.trim()}\s+(?=\p{L})`, 'u');
  const parts: string[] = [];
  for (const part of line.split(at)) {
    const last = parts.at(-1);
    if (last !== undefined && unclosed(last))
      parts[parts.length - 1] = `${last}${separator}${part}`;
    else parts.push(part);
  }
  return parts;
}

/**
 * The duties of a line of a duty section without a bullet. A line of one sentence is a duty (or a
 * list of them after "; "). In a paragraph, only its sentences that open with a duty or list them
 * ("You'll be baiting, hauling…") are: not "Six days a week in peak months", «Ткани плотные».
 */
function paragraphItems(text: string, { opensList = false } = {}): string[] {
  const sentences = text.split(SENTENCE_BREAK).filter((sentence) => sentence.trim());
  if (sentences.length < 2) return splitLists(text.split(/;\s*/));
  return sentences.flatMap((sentence, index) => {
    const listed = runningItems(sentence);
    if (listed.length > 0) return listed;
    const list = opensList && index === 0 ? splitLists(sentence.split(/;\s*/)) : [];
    if (list.length >= 2) return list;
    const first = sentence.replace(LEAD_INS, '').trim().split(/\s+/)[0] ?? '';
    return opensDutyInSection(first.replace(/[^\p{L}-]/gu, ''))
      ? splitLists(sentence.split(/;\s*/))
      : [];
  });
}

/**
 * A list's items. One with commas alone («уход за свиноматками, приём поросят…») is split into the
 * duties it lists, else quoted as one cut at its first; in a list split by "; " a comma is inside
 * an item ("grooming, tacking up and washing down").
 */
function splitLists(parts: string[]): string[] {
  return parts.length > 1 ? parts : parts.flatMap(splitListedDuties).flatMap(splitPhraseList);
}
const MIN_PHRASE_ITEMS = 3;

/**
 * A list of phrases of two words or more after a duty heading, with commas alone and no verb or
 * noun of action to open its items («мини-клуб для детей 4–12 лет, творческие мастер-классы,
 * спортивные игры на пляже»), is its items; a list with a one-word item ("prepare, cook and serve
 * breakfasts") is one duty.
 */
function splitPhraseList(text: string): string[] {
  // Split at a comma outside brackets: "(rubber, PVC)" stays inside its item.
  const items = splitOutsideBrackets(text, ', ');
  const words = (item: string) => item.trim().split(/\s+/u).filter(Boolean).length;
  const isList =
    items.length >= MIN_PHRASE_ITEMS &&
    items.every((item) => words(item) >= 2 && !CONTINUES_PHRASE.test(item.trim())) &&
    items.filter((item) => words(item) <= CUT_ABOVE_WORDS).length >= MIN_PHRASE_ITEMS;
  return isList ? items.map((item) => item.trim()) : [text];
}

// An item that goes on from the one before rather than naming a duty of its own: a preposition
// or conjunction ("including…", «для женщин»), a participle, a genitive plural («русских печей»),
// or a name with no word of its own after it ("Caterpillar 140K, SDLG G9190"; not "CCTV liaison").
const CONTINUES_PHRASE =
  /^(?:(?:including|for|with|to|in|on|at|by|from|of|such|and|or|but|включая|для|с|со|в|во|на|по|при|от|до|из|к|ко|о|об|за|под|над|после|перед|а|и|но|или)(?![\p{L}])|[\p{L}-]+(?:их|ых|ов|ев|ей)(?![\p{L}])|\p{Lu}(?![\p{L}\d-]*\s+(?!(?:and|or|но|или)(?![\p{L}]))\p{Ll}{3,}))/u;

/**
 * The posting's duties as it words them, short enough to quote in a question: items of its duty
 * sections, else its "you will …" sentences, else the duties found by their opening verb.
 */
export function findDutyItems(description: string, title = ''): string[] {
  const fromSections = sectionItems(description);
  const fromSentences = runningItems(description, title);
  // Duties found by their opening verb only when the posting has neither: the verb list also
  // catches requirement lines ("own transport and …").
  // Then a sentence that is a bare list of duties (listed-duties.ts).
  const sources = [fromSections, fromSentences];
  if (fromSections.length + fromSentences.length === 0)
    sources.push(findResponsibilities(description), listedItems(description));
  const seen = new Set<string>();
  const items: string[] = [];
  const titleStems = new Set(stemText(title));
  for (const source of sources) {
    for (const labelled of source) {
      const raw = withoutRoleLabel(labelled.replace(BULLET, ''), titleStems);
      const bare = raw.trim();
      if (isNotADuty(raw, bare)) continue;
      const item = quotable(raw);
      if (!item || seen.has(normaliseText(item))) continue;
      seen.add(normaliseText(item));
      items.push(item);
    }
    if (items.length >= 2) break;
  }
  return items.slice(0, MAX_DUTY_ITEMS);
}
