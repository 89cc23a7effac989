// The resume as the user checks it (issue 33): the document the reader made, turned into fields a
// form can show, and the fields the user confirmed turned back into the document that is matched,
// tailored and checked. Each field holds what the tailored file prints, so what the user confirms
// is what they get.
import type { ResumeFieldBlock, ResumeFields, ResumeUnsure } from '../../../shared/schemas/resumes';
import { readContactItems } from './analysis/contact-details';
import { listEntries } from './analysis/entries';
import type { ResumeBlock, ResumeDocument, ResumeSection } from './analysis/resume-model';
import { buildContactItems } from './rendering/contact-line';
import { printedLine } from './rendering/printed-line';

/** A contact item longer than this holds more than one thing (an export's whole header line). */
const LONG_CONTACT_ITEM = 80;
/** A line or bullet this long may be two joined by the reader; a summary paragraph may be. */
const LONG_LINE = 450;
const LONG_SUMMARY = 1200;
const WORD = /[\p{L}\p{N}]+(?:[.'’+#-][\p{L}\p{N}]+)*/gu;

/** What the file itself says about its pages, which the fields do not hold. */
export type ResumeFileFacts = Pick<
  ResumeDocument,
  'pageCount' | 'twoColumnPages' | 'pagesWithoutText'
>;

/** The fields a form shows for a document read from a file. */
export function toResumeFields(document: ResumeDocument): ResumeFields {
  return {
    language: document.language,
    name: document.contact.name ?? '',
    headline: document.contact.headline ?? '',
    contactItems: buildContactItems(document),
    sections: document.sections
      .filter((section) => !isHeader(section))
      .map((section) => ({
        kind: section.kind,
        title: section.title ?? '',
        blocks: section.blocks.map(toFieldBlock),
      })),
  };
}

/** The document the user confirmed: matched, tailored and checked as the truth. */
export function fromResumeFields(fields: ResumeFields, facts: ResumeFileFacts): ResumeDocument {
  const contactItems = fields.contactItems.filter((item) => item !== '');
  const headerBlocks: ResumeBlock[] = [fields.name, fields.headline, ...contactItems]
    .filter((text) => text !== '')
    .map((text) => ({ kind: 'text', text }));
  const sections: ResumeSection[] = fields.sections
    .map((section) => ({
      kind: section.kind,
      title: section.title === '' ? null : section.title,
      blocks: section.blocks
        .filter((block) => block.text !== '' || block.aside !== '')
        .map((block) => ({
          kind: block.kind,
          text: block.aside === '' ? block.text : `${block.text}\t${block.aside}`,
        })),
    }))
    // A section the user emptied is gone; so is one with a heading and nothing under it.
    .filter((section) => section.blocks.length > 0);
  const words = [
    ...headerBlocks.map((block) => block.text),
    ...sections.flatMap((section) => [
      section.title ?? '',
      ...section.blocks.map((block) => block.text),
    ]),
  ]
    .join('\n')
    .match(WORD);
  return {
    language: fields.language,
    contact: {
      name: fields.name === '' ? null : fields.name,
      headline: fields.headline === '' ? null : fields.headline,
      ...readContact(contactItems, sections),
    },
    sections: [
      ...(headerBlocks.length > 0
        ? [{ kind: 'contact' as const, title: null, blocks: headerBlocks }]
        : []),
      ...sections,
    ],
    wordCount: words?.length ?? 0,
    pageCount: facts.pageCount,
    twoColumnPages: facts.twoColumnPages,
    pagesWithoutText: facts.pagesWithoutText,
  };
}

/**
 * Where the reader was unsure, in the fields' own places: what a person should look at first.
 * Each is a fact about the reading (no name found, a heading it does not know, a job with no
 * dates, a line long enough to be two), never a judgement of the resume.
 */
export function findUnsureFields(document: ResumeDocument): ResumeUnsure[] {
  const fields = toResumeFields(document);
  const found: ResumeUnsure[] = [];
  if (fields.name === '') found.push({ code: 'name_missing', section: null, block: null });
  if (document.contact.emails.length === 0 && document.contact.phones.length === 0) {
    found.push({ code: 'contact_missing', section: null, block: null });
  }
  fields.contactItems.forEach((item, block) => {
    if (item.length > LONG_CONTACT_ITEM)
      found.push({ code: 'contact_item_long', section: null, block });
  });
  const sections = document.sections.filter((section) => !isHeader(section));
  sections.forEach((section, sectionIndex) => {
    if (section.title === null) {
      found.push({ code: 'heading_missing', section: sectionIndex, block: null });
    } else if (section.kind === 'others') {
      found.push({ code: 'heading_unknown', section: sectionIndex, block: null });
    }
    const longest = section.kind === 'summary' ? LONG_SUMMARY : LONG_LINE;
    section.blocks.forEach((block, blockIndex) => {
      if (block.text.length > longest) {
        found.push({ code: 'line_long', section: sectionIndex, block: blockIndex });
      }
    });
    if (section.kind !== 'experience') return;
    for (const entry of listEntries(section)) {
      if (entry.dates !== null) continue;
      const first = entry.header[0] ?? entry.details[0];
      if (!first) continue;
      found.push({
        code: 'entry_without_dates',
        section: sectionIndex,
        block: section.blocks.indexOf(first),
      });
    }
  });
  if (document.twoColumnPages.length > 0) {
    found.push({ code: 'two_columns', section: null, block: null, pages: document.twoColumnPages });
  }
  if (document.pagesWithoutText.length > 0) {
    found.push({
      code: 'pages_without_text',
      section: null,
      block: null,
      pages: document.pagesWithoutText,
    });
  }
  return found;
}

/**
 * Email addresses, phones and the place from the contact items and any "Contact" section (a
 * sidebar holds them as often as the lines under the name); the links from the items alone, since
 * the printed contact line adds every link it is given.
 */
function readContact(items: string[], sections: ResumeSection[]) {
  const sidebar = sections
    .filter((section) => section.kind === 'contact')
    .flatMap((section) => section.blocks.flatMap((block) => block.text.split('\t')));
  const all = readContactItems([...items, ...sidebar]);
  return { ...all, links: readContactItems(items).links };
}

/** The part above the first heading: shown as the name, headline and contact items instead. */
function isHeader(section: ResumeSection): boolean {
  return section.kind === 'contact' && section.title === null;
}

/** A block as the tailored file prints it: the line, and what is set on its right. */
function toFieldBlock(block: ResumeBlock): ResumeFieldBlock {
  const { left, right } = printedLine(block);
  return { kind: block.kind, text: left, aside: right ?? '' };
}
