// The tailored resume as a Word file, for people who keep editing in Word or whose application
// form asks for .docx: the same structure as the PDF (name, contact line, headed sections, entry
// headers in bold with the date at a right tab stop, real bulleted lists), in any language.
import {
  AlignmentType,
  BorderStyle,
  Document,
  LevelFormat,
  Packer,
  Paragraph,
  TabStopType,
  TextRun,
} from 'docx';
import { listEntries } from '../analysis/entries';
import type { ResumeBlock, ResumeDocument, ResumeSection } from '../analysis/resume-model';
import { buildContactItems } from './contact-line';
import { printedLine } from './printed-line';

const FONT = 'Arial';
/** Half-points, as Word counts them. */
const BODY = 21;
const NAME = 40;
const HEADING = 24;
/** The right tab stop for dates, in twentieths of a point (A4 text width). */
const RIGHT_TAB = 9638;

function paragraphOf(block: ResumeBlock, bold: boolean): Paragraph {
  const { left, right } = printedLine(block);
  if (block.kind === 'bullet') {
    return new Paragraph({
      numbering: { reference: 'bullets', level: 0 },
      children: [new TextRun({ text: left, font: FONT, size: BODY })],
    });
  }
  if (right !== null) {
    return new Paragraph({
      tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_TAB }],
      children: [
        new TextRun({ text: left, bold, font: FONT, size: BODY }),
        new TextRun({ text: `\t${right}`, font: FONT, size: BODY }),
      ],
    });
  }
  return new Paragraph({ children: [new TextRun({ text: left, bold, font: FONT, size: BODY })] });
}

function sectionParagraphs(section: ResumeSection): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  if (section.title) {
    paragraphs.push(
      new Paragraph({
        spacing: { before: 240, after: 80 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: '444444', space: 1 } },
        children: [new TextRun({ text: section.title, bold: true, font: FONT, size: HEADING })],
      }),
    );
  }
  if (!['experience', 'education', 'projects'].includes(section.kind)) {
    return [...paragraphs, ...section.blocks.map((block) => paragraphOf(block, false))];
  }
  for (const entry of listEntries(section)) {
    entry.header.forEach((block, line) => paragraphs.push(paragraphOf(block, line === 0)));
    for (const block of entry.details) paragraphs.push(paragraphOf(block, false));
  }
  return paragraphs;
}

export async function renderResumeDocx(document: ResumeDocument): Promise<Uint8Array> {
  const { name, headline } = document.contact;
  const contact = buildContactItems(document);
  const children: Paragraph[] = [
    ...(name
      ? [
          new Paragraph({
            children: [new TextRun({ text: name, bold: true, font: FONT, size: NAME })],
          }),
        ]
      : []),
    ...(headline
      ? [new Paragraph({ children: [new TextRun({ text: headline, font: FONT, size: BODY + 2 })] })]
      : []),
    ...(contact.length > 0
      ? [
          new Paragraph({
            children: [
              new TextRun({ text: contact.join(' | '), font: FONT, size: BODY, color: '444444' }),
            ],
          }),
        ]
      : []),
    ...document.sections
      .filter((section) => !(section.kind === 'contact' && section.title === null))
      .flatMap(sectionParagraphs),
  ];
  const file = new Document({
    creator: 'HireReady',
    title: name ? `${name} — Resume` : 'Resume',
    numbering: {
      config: [
        {
          reference: 'bullets',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 240 } } },
            },
          ],
        },
      ],
    },
    sections: [{ children }],
  });
  return new Uint8Array(await Packer.toBuffer(file));
}
