// The sections of a posting: the headings that open its duties ("Responsibilities", «Обязанности»)
// and the others ("Requirements", «Условия»), on a line of their own or before a colon.

export const BULLET = /^\s*(?:[-*•·–—▪●◦]|\d{1,2}[.)])\s*/;

const DUTY_HEADER =
  /responsibilit|duties|what you('|’)?ll do|what you will do|what you('|’)?ll be doing|you will:|the role|your role|the job\b|what the job involves|day[- ]to[- ]day|обязанност|задачи|чем (предстоит|вы будете|заниматься)|что (нужно |предстоит |вы будете |будете )?делать|функционал/i;
const OTHER_HEADER =
  /requirement|qualification|about (us|you)|benefit|we offer|perks|nice to have|bonus|who you are|what you('|’)?ll need|what (you|we) (will )?need|what we ask|what we expect|what you bring|(who|what) we('|’)?re looking for|what we('|’)?re after|(who|what) we are looking for|essential|desirable|person specification|how to apply|^(pay|hours|apply|contact|schedule|shifts?|wages?|salary|location|contract|start date|the package)\b|требовани|условия|мы предлагаем|что предлагаем|о нас|о компании|будет плюсом|ожидаем|ждем от|ждём от|кого (мы )?(ищем|ждём|ждем)|^мы жд[её]м|что для нас важно|что (мы )?(ждём|ждем)|как откликнуться|^(оплата|зарплата|заработная плата|график|смены|контакты|адрес|место работы|режим работы|тип занятости|образование|опыт работы)|гарантии|соцпакет|социальный пакет|льготы|пожелания/i;
// The last words of a paragraph that open a list of duties below it.
const LIST_OF_DUTIES_FOLLOWS =
  /(?:work|duties|tasks|role|job|day|week|shift)s? (?:will )?(?:includes?|involves?|looks? like):$|(?:в (?:ваши |основные )?(?:задачи|обязанности) (?:входит|входят|войдут)|(?:задачи|обязанности) (?:такие|включают)):$/iu;
export type Section = 'duties' | 'other' | 'unknown';

/** The section a heading line opens ('duties', 'other' or 'unknown'), or null for any other line. */
export function readHeader(line: string): Section | null {
  const text = line.trim();
  if (BULLET.test(line) || text.length === 0) return null;
  // A paragraph may end on the heading of the list below it ("… a patch of 450 homes. Typical
  // work includes:").
  if (text.split(/\s+/).length > 6) {
    const last = text.endsWith(':') ? (text.split(/(?<=[.!?])\s+/).at(-1) ?? '') : '';
    return last.split(/\s+/).length <= 6 && LIST_OF_DUTIES_FOLLOWS.test(last) ? 'duties' : null;
  }
  // A short line with words after its colon ("Обязанности: уборка склада; инвентаризация") is a
  // heading with its section on the same line (readInlineHeader), not a heading alone.
  if (/:\s*\S/u.test(text)) return null;
  if (DUTY_HEADER.test(text)) return 'duties';
  if (OTHER_HEADER.test(text)) return 'other';
  // A short line in capitals is a heading too ("КОГО ИЩЕМ"), of a section not known here.
  const isCapitals = /\p{Lu}.*\p{Lu}.*\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
  return text.endsWith(':') || isCapitals ? 'unknown' : null;
}

/**
 * A line that opens with a section name and carries the section after a colon ("Duties: draft
 * pleadings; manage review", "Задачи: подготовка договоров; ведение претензий").
 */
export function readInlineHeader(line: string): { section: Section; rest: string } | null {
  const colon = line.indexOf(':');
  if (colon <= 0 || BULLET.test(line)) return null;
  const head = line.slice(0, colon + 1);
  if (head.split(/\s+/).length > 6) return null;
  const section = readHeader(head);
  if (!section || section === 'unknown') return null;
  return { section, rest: line.slice(colon + 1) };
}

/**
 * Whether a line that names no known section still heads one: a short line without a bullet or
 * an end stop, with bullets below it, after a list of bullets ("What you'll bring" under a list
 * of duties); or a field of a form ("Systems we work on: …") after the field that opened the
 * duties ("The role: …"). Either way the duties above it have ended.
 */
export function endsDutyList(
  at: { lines: readonly string[]; index: number },
  openedInline: boolean,
): boolean {
  const { lines, index } = at;
  const line = lines[index] ?? '';
  if (BULLET.test(line)) return false;
  const text = line.trim();
  if (openedInline) {
    const colon = text.indexOf(':');
    return colon > 0 && text.slice(0, colon).split(/\s+/).length <= 6;
  }
  if (text.length === 0) return false;
  const previous = lines.slice(0, index).findLast((other) => other.trim() !== '') ?? '';
  const next = lines.slice(index + 1).find((other) => other.trim() !== '') ?? '';
  // A line with no bullet right under a list of them, and no bullet after it, has left the list:
  // "— помощь комплектовщикам…" then "работа ПОД КРЫШЕЙ, склад отапливаемый, есть душ" (what the
  // job offers) was asked about as a duty.
  const bulletsBefore = lines
    .slice(0, index)
    .reverse()
    .findIndex((other) => !BULLET.test(other));
  if (bulletsBefore !== 0 && (bulletsBefore === -1 || bulletsBefore >= 2) && !BULLET.test(next)) {
    return true;
  }
  if (/[.!?,;]$/u.test(text) || text.split(/\s+/).length > 6) return false;
  return BULLET.test(previous) && BULLET.test(next);
}
