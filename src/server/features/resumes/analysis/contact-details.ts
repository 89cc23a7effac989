import type { TextLine } from '../extraction/text-line';
import { findHeadingKind } from './headings';
import type { ContactDetails, ContactLink, ContactLinkKind } from './resume-model';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const PHONE = /(?<![\p{L}\p{N}])\+?\(?\d[\d\s().-]{5,}\d(?![\p{L}\p{N}])/gu;
const WEB_ADDRESS =
  /(?<![\p{L}\p{N}@.])(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/[^\s,;|)]*)?/giu;
// Between contact items: " — ", " | ", " • ", " · ", " , " (a comma with spaces on both sides).
const SEPARATOR = /\s+[—–|•·]\s+|\s+,\s+|\t/u;
const LABEL =
  /^(?:e-?mail|phone|tel|mobile|cell|linkedin|github|web|website|site|portfolio|address|location|почта|телефон|тел|моб|сайт|адрес|город)\.?\s*:\s*/iu;
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.)$/u;
// What people write after their name: "RN", "BSN", "CPA", "PMP", "Ph.D.", "MBA", "Jr.", "III",
// «к.э.н.». Three to six capitals (with dots, digits or a hyphen: "SHRM-CP"), a two-letter one
// that is not also a US state code ("Austin, TX" is a place), or a Russian degree.
const CREDENTIAL =
  /^(?:(?:\p{Lu}\.?){3,6}(?:-\p{Lu}{1,4})?\d?|Ph\.?D\.?|Pharm\.?D\.?|Ed\.?D\.?|Esq\.?|Jr\.?|Sr\.?|RN|MD|NP|DO|JD|PE|BA|BS|II|IV|VI|[а-яё]{1,3}\.[а-яё]{1,3}\.(?:[а-яё]{1,3}\.)?)$/u;
// Credentials by their form, not a list: mixed case with at least two capitals ("PharmD", "RPh",
// "MSc", "CEng"), dotted initials ("P.E.", "B.Sc.", "M.A."), or a note in brackets ("(Hons)").
const MIXED_CASE_CREDENTIAL = /^(?=(?:\P{Lu}*\p{Lu}){2})(?=.*\p{Ll})\p{Lu}[\p{L}]{1,7}$/u;
const DOTTED_CREDENTIAL = /^(?:\p{Lu}\p{Ll}{0,3}\.){1,4}(?:\p{Lu}\p{Ll}{0,3})?$/u;
const BRACKETED_NOTE = /^\([\p{L}. ]{1,12}\)$/u;
// Russian degrees with a hyphen: «к.ф.-м.н.», «д.т.н.».
const RUSSIAN_DEGREE = /^(?:[а-яё]{1,3}\.-?){2,5}$/u;

function isCredential(word: string): boolean {
  return (
    CREDENTIAL.test(word) ||
    MIXED_CASE_CREDENTIAL.test(word) ||
    DOTTED_CREDENTIAL.test(word) ||
    RUSSIAN_DEGREE.test(word) ||
    BRACKETED_NOTE.test(word)
  );
}
// "Dr. ", "Prof. " before a name.
const TITLE_BEFORE = /^(?:dr|prof|mr|mrs|ms|mx)\.?$/iu;
const MAX_NAME_WORDS = 4;
/**
 * A Russian patronymic at the start of a line, alone or before a comma and what its owner notes
 * after the name: «Андреевна», «Ринатовна, Первая квалификационная категория».
 */
const PATRONYMIC = /^\s*\p{Lu}\p{Ll}+(?:овна|евна|ична|инична|ович|евич|ьич|ич)(?=\s*(?:,|$))/u;

/**
 * Name, headline, email addresses, phone numbers, profile links and location from the lines above
 * the first heading, plus the targets of the PDF's link annotations. The name is the largest line
 * that reads like a name; a bare handle ("bwayne") under an icon becomes the link it points to.
 */
export function readContactDetails(options: {
  headerLines: TextLine[];
  allText: string;
  links: readonly string[];
}): ContactDetails {
  const cells = options.headerLines.flatMap((line) =>
    line.cells.map((cell) => ({ text: cell.text, fontSize: line.fontSize })),
  );
  // The largest line that reads as a name; of lines in the same type, the first (a city in a
  // sidebar, "Нижний Новгород", reads as a name too, but comes after its owner's).
  const withNotes = nameWithNotes(cells);
  const nameCell = [...cells]
    .filter((cell) => cell === withNotes || isNameLike(cell.text))
    .sort((a, b) => b.fontSize - a.fontSize)[0];
  // A name set on two lines in the same large type ("MARIA" above "LOPEZ").
  const twoLine = nameCell ? null : findTwoLineName(cells);
  // A Russian name whose patronymic wrapped onto the next line of a narrow column.
  const nextCell = nameCell ? cells[cells.indexOf(nameCell) + 1] : undefined;
  const patronymic =
    nameCell &&
    nextCell &&
    nextCell.fontSize === nameCell.fontSize &&
    PATRONYMIC.test(nextCell.text)
      ? nextCell
      : undefined;
  const patronymicText = patronymic ? PATRONYMIC.exec(patronymic.text)?.[0].trim() : undefined;
  const name =
    (nameCell ? [nameCell.text, patronymicText].filter(Boolean).join(' ') : twoLine?.text)
      ?.replace(/\s*,\s*$/u, '')
      .trim() ?? null;
  const parts = cells
    .filter((cell) => cell !== nameCell && cell !== patronymic && !twoLine?.cells.includes(cell))
    .flatMap((cell) => cell.text.split(SEPARATOR))
    .map((part) => part.trim().replace(LABEL, ''))
    .filter((part) => part.length > 0);

  const emails = unique([
    ...(options.allText.match(EMAIL) ?? []),
    ...options.links.filter((link) => /^mailto:/i.test(link)).map((link) => link.slice(7)),
  ]);
  const phones = findPhones(parts, options.links);
  const links = findLinks(parts, options.links);
  const rest = parts.filter((part) => !isContactItem(part, links));
  const nameIndex = nameCell
    ? cells.indexOf(nameCell)
    : twoLine
      ? cells.indexOf(twoLine.cells[1] as (typeof cells)[number])
      : -1;
  const afterName = cells
    .slice(nameIndex + 1)
    .map((cell) => cell.text)
    .filter((text) => rest.includes(text));
  const headline = afterName.find((text) => !isLocationLike(text)) ?? null;
  const location =
    rest.filter((part) => part !== headline && isLocationLike(part)).join(', ') || null;
  return { name, headline, emails, phones, links, location };
}

/**
 * Email addresses, phone numbers, profile links and location from contact items as a person wrote
 * or corrected them (one each: "anna@example.com", "Austin, TX", "linkedin.com/in/anna").
 */
export function readContactItems(
  items: readonly string[],
): Omit<ContactDetails, 'name' | 'headline'> {
  const parts = items
    .flatMap((item) => item.split(SEPARATOR))
    .map((part) => part.trim().replace(LABEL, ''))
    .filter((part) => part.length > 0);
  const emails = unique(items.join('\n').match(EMAIL) ?? []);
  const phones = findPhones(parts, []);
  const links = findLinks(parts, []);
  const rest = parts.filter((part) => !isContactItem(part, links));
  const location = rest.filter(isLocationLike).join(', ') || null;
  return { emails, phones, links, location };
}

/**
 * The first line, in the largest type, of a name and then whatever its owner writes after a
 * comma: a licence number ("Daniel Mercer, UK.66.104827J (B1.1)"), a registration ("HCPC
 * OT74219"), an accreditation («…, Периодическая аккредитация по специальности «Фармация»»).
 */
function nameWithNotes<Cell extends { text: string; fontSize: number }>(
  cells: readonly Cell[],
): Cell | undefined {
  const first = cells[0];
  if (!first || !first.text.includes(',')) return undefined;
  if (cells.some((cell) => cell.fontSize > first.fontSize)) return undefined;
  return isNameLike(first.text.slice(0, first.text.indexOf(','))) ? first : undefined;
}

/** Two consecutive one-word cells in the largest type that read as a name together. */
function findTwoLineName<Cell extends { text: string; fontSize: number }>(
  cells: readonly Cell[],
): { text: string; cells: [Cell, Cell] } | null {
  const largest = Math.max(...cells.map((cell) => cell.fontSize));
  for (let index = 0; index + 1 < cells.length; index += 1) {
    const first = cells[index] as Cell;
    const second = cells[index + 1] as Cell;
    if (first.fontSize < largest || Math.abs(second.fontSize - first.fontSize) > 0.5) continue;
    const text = `${first.text.trim()} ${second.text.trim()}`;
    if (isNameLike(text)) return { text, cells: [first, second] };
  }
  return null;
}

/** "Maria Lopez, RN, BSN" → true: a name, then credentials after commas. */
export function isNameLike(text: string): boolean {
  const [namePart = '', ...credentials] = text.trim().split(/\s*,\s*/);
  if (!credentials.every((part) => part.split(/\s+/).every(isCredential))) return false;
  const words = namePart
    .split(/\s+/)
    .filter((word, index) => index > 0 || !TITLE_BEFORE.test(word));
  if (words.length < 2 || words.length > MAX_NAME_WORDS) return false;
  if (findHeadingKind(namePart)) return false;
  return words.every((word) => NAME_WORD.test(word));
}

function findPhones(parts: string[], links: readonly string[]): string[] {
  const shown = parts.flatMap((part) => part.match(PHONE) ?? []).filter(isPhoneNumber);
  const linked = links
    .filter((link) => /^tel:/i.test(link))
    .map((link) => decodeURIComponent(link.slice(4)))
    .filter((phone) => !shown.some((other) => digitsOf(other) === digitsOf(phone)));
  return unique([...shown, ...linked].map((phone) => phone.trim()));
}

function isPhoneNumber(text: string): boolean {
  const digits = digitsOf(text);
  if (digits.length < 7 || digits.length > 15) return false;
  // "2016 - 2018" is a range of years, not a number to call.
  return !/^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/.test(text.trim());
}

function findLinks(parts: string[], annotationLinks: readonly string[]): ContactLink[] {
  const found: ContactLink[] = [];
  const add = (address: string) => {
    const link = toContactLink(address);
    if (link && !found.some((other) => other.url.toLowerCase() === link.url.toLowerCase())) {
      found.push(link);
    }
  };
  for (const part of parts) {
    if (part.includes('@')) continue;
    for (const address of part.match(WEB_ADDRESS) ?? []) add(address);
  }
  for (const link of annotationLinks) if (/^https?:/i.test(link)) add(link);
  return found;
}

function toContactLink(address: string): ContactLink | null {
  const text = address
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/[/.]+$/, '');
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/|$)/i.test(text)) return null;
  const host = text.split('/')[0]?.toLowerCase() ?? '';
  const kind: ContactLinkKind = host.endsWith('linkedin.com')
    ? 'linkedin'
    : host === 'github.com'
      ? 'github'
      : 'website';
  return { kind, text, url: `https://${text}` };
}

function isContactItem(part: string, links: ContactLink[]): boolean {
  if (part.match(EMAIL) || part.match(PHONE)?.some(isPhoneNumber)) return true;
  if (part.match(WEB_ADDRESS)?.some((address) => toContactLink(address))) return true;
  // A handle under an icon: the last part of one of the links.
  return links.some((link) => link.text.toLowerCase().endsWith(`/${part.toLowerCase()}`));
}

function isLocationLike(text: string): boolean {
  if (/\d{3,}[\s-]\d{3,}/.test(text)) return false;
  return (
    /^\d+\s+\p{L}/u.test(text) ||
    /^(?:г\.|город)\s*\p{Lu}/u.test(text) ||
    /^\p{Lu}[\p{L}.\s'-]*,\s*\p{Lu}/u.test(text)
  );
}

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

function unique(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
