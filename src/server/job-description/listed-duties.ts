// Duties a short posting lists as a bare sentence, with no heading and no "you will" before it:
// "Answering phones, booking appointments, taking payments and looking after clients…",
// «Диагностика и ремонт электрооборудования, поиск неисправностей в проводке, установка доп.
// оборудования», "Unloading deliveries, filling shelves and facing up before we open". Such a
// sentence is read as duties only by its form: two items or more that open the same way (a
// gerund, a verb's base form, a Russian noun of action or infinitive), as a duty list's items do.
// Pay, hours, terms and requirements are never read so, however they open ("Flexible scheduling
// around school, closing shifts until midnight").
import { BULLET, readHeader } from './duty-sections';
import { splitListedDuties } from './running-duties';

/** What the job pays or asks for, or when it is worked: a sentence with it lists no duties. */
const TERMS_OR_REQUIREMENTS =
  /\d\s*(?:руб|₽|£|\$|€|usd|eur|%)|[£$€]\s*\d|\d{1,2}[:.]\d{2}|\d\s*(?:am|pm)(?![\p{L}])|\d\s*nights?(?![\p{L}])|(?<![\p{L}])(?:pay|paid|salary|wages?|bonus|tips?|discount|shifts?|hours?|weekends?|schedul\p{L}*|rota|holiday\p{L}*|uniform|meals?|training|super|pension|benefits?|must|need|needs|needed|required|essential|experience|licen[cs]e|able to|qualifi\p{L}*|certific\p{L}*|оплат\p{L}*|выплат\p{L}*|зарплат\p{L}*|оклад\p{L}*|преми\p{L}*|смен\p{L}*|график\p{L}*|выходн\p{L}*|отпуск\p{L}*|питани\p{L}*|обучени\p{L}*|оформлени\p{L}*|опыт\p{L}*|требу\p{L}*|необходим\p{L}*|нужн\p{L}*|наличи\p{L}*|знани\p{L}*|умени\p{L}*|прав[ао]?|медкнижк\p{L}*|справк\p{L}*|гражданств\p{L}*)(?![\p{L}])/iu;

/** The parts of a line that may be a list: the line, and what follows a colon in it. */
function candidates(line: string): Array<{ whole: string; list: string }> {
  const bare = line.replace(BULLET, '').trim();
  // Not at an abbreviation's stop («установка доп. оборудования»): a sentence opens with a capital.
  const sentences = bare.split(/(?<=[.!?])\s+(?=[\p{Lu}\d«"“])/u);
  return sentences.map((sentence) => {
    const colon = sentence.indexOf(': ');
    // "Front desk: answering phones, booking appointments…".
    return { whole: sentence, list: colon > 0 ? sentence.slice(colon + 2) : sentence };
  });
}

/** The items of the sentences a posting writes as bare lists of duties, in order. */
export function listedItems(description: string): string[] {
  const items: string[] = [];
  for (const line of description.split(/\r?\n/u)) {
    if (readHeader(line)) continue;
    for (const { whole, list } of candidates(line)) {
      // «Нужно: уверенно забивать…» is a requirement, whatever its list looks like.
      if (TERMS_OR_REQUIREMENTS.test(whole)) continue;
      const listed = splitListedDuties(list.replace(/[.!]+$/u, ''));
      if (listed.length >= 2) items.push(...listed.map((item) => item.trim()));
    }
  }
  return items;
}
