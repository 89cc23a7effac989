// A pasted posting (or the page data the bookmarklet sends) read into the tracker's fields, for
// the seeker to check and correct before saving: the title, the company, the place, the pay as the
// posting words it, and the link. Each is what the text says in a recognisable place, or empty.
import { readPostingPayWithQuote } from '../../job-description/posting-facts';

const MAX_FIELD = 200;
/** Lines a copied page begins with that are not the job's title. */
const NOT_A_TITLE =
  /^(?:about\s+the\s+(?:job|role|company)|job\s+(?:description|details|title)|vacancy|description|overview|show\s+(?:more|less)|apply(?:\s+now)?|save|easy\s+apply|promoted|вакансия|описание(?:\s+вакансии)?|откликнуться|показать\s+(?:ещё|больше))\s*:?$/iu;
const LABELLED = (labels: string) => new RegExp(`^\\s*(?:${labels})\\s*[:：—–-]\\s*(.+)$`, 'imu');
const COMPANY = LABELLED(
  'company|employer|organi[sz]ation|hiring\\s+organi[sz]ation|компания|работодатель|организация',
);
const LOCATION = LABELLED(
  'location|job\\s+location|place\\s+of\\s+work|city|where|город|адрес|место\\s+работы|локация|регион',
);
const TITLE = LABELLED('job\\s+title|title|position|role|должность|вакансия|позиция');
const LINK = /https?:\/\/[^\s<>"')]+/iu;

const clip = (text: string) => text.replace(/\s+/gu, ' ').trim().slice(0, MAX_FIELD);

/** A place after the employer's name: one to three words, each capitalised («Москва», "Harrogate"). */
const PLACE = /^(?:\p{Lu}[\p{L}'’.-]*)(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}$/u;

/** "Willow Vets, Harrogate" → the employer and the place; one part alone is the employer. */
function splitPlace(text: string): [string, string] {
  const parts = text.split(/,\s*/u);
  const last = parts.at(-1)?.trim() ?? '';
  if (parts.length < 2 || !PLACE.test(last)) return [text, ''];
  return [parts.slice(0, -1).join(', '), last];
}

export interface PostingFields {
  title: string;
  company: string;
  location: string;
  pay: string;
  url: string;
}

export function readPostingFields(posting: string, url = ''): PostingFields {
  const lines = posting
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const labelledTitle = TITLE.exec(posting)?.[1];
  const firstLine =
    lines.find((line) => line.length <= 120 && !NOT_A_TITLE.test(line) && !/[.!?]$/u.test(line)) ??
    '';
  // "Sous Chef at The Carrowmore", "Менеджер по закупкам — ООО «Ромашка»", "Registered Veterinary
  // Nurse - Willow Vets, Harrogate": a title with its employer, and perhaps the place after it.
  const [titlePart, companyPart] = (labelledTitle ?? firstLine).split(/\s+(?:at|@|—|–|-|\|)\s+/u);
  const [employer, place] = splitPlace(companyPart ?? '');
  const company = COMPANY.exec(posting)?.[1] ?? employer;
  return {
    title: clip(titlePart ?? ''),
    company: clip(company),
    location: clip(LOCATION.exec(posting)?.[1] ?? place),
    pay: clip(readPostingPayWithQuote(posting)?.quote ?? ''),
    url: url || (LINK.exec(posting)?.[0] ?? ''),
  };
}
