import { listEntries } from '../analysis/entries';
import type { ResumeBlock, ResumeDocument, ResumeSection } from '../analysis/resume-model';
import { buildContactItems } from './contact-line';
import { printedLine } from './printed-line';
import { toDrawableText } from '../../../pdf/fonts';
import { type Pdf, createPdf } from '../../../pdf/pdf-document';

const MARGIN = 54;
const BODY_SIZE = 10.5;
const NAME_SIZE = 20;
const HEADING_SIZE = 12;
const BULLET_INDENT = 12;
const GRAY = '#444444';

/**
 * A clean single-column PDF of the resume, the way applicant-tracking systems read best: the name,
 * one contact line, each section under its heading, entries with their dates on the right, plain
 * bullets, and PT Sans embedded so Latin and Cyrillic both survive.
 */
export async function renderResumePdf(document: ResumeDocument): Promise<Uint8Array> {
  const { pdf, finish } = createPdf({
    margin: MARGIN,
    lang: document.language,
    info: {
      Title: document.contact.name ? `${document.contact.name} — Resume` : 'Resume',
      Creator: 'HireReady',
      ...(document.contact.name ? { Author: document.contact.name } : {}),
    },
  });

  drawHeader(pdf, document);
  for (const section of document.sections) {
    if (section.kind === 'contact' && section.title === null) continue;
    drawSection(pdf, section);
  }
  return finish();
}

function contentWidth(pdf: Pdf): number {
  return pdf.page.width - MARGIN * 2;
}

function drawHeader(pdf: Pdf, document: ResumeDocument): void {
  const { name, headline } = document.contact;
  if (name) pdf.font('bold').fontSize(NAME_SIZE).fillColor('black').text(toDrawableText(name));
  if (headline)
    pdf
      .font('regular')
      .fontSize(BODY_SIZE + 1)
      .text(toDrawableText(headline));
  const items = buildContactItems(document);
  if (items.length > 0) {
    pdf
      .font('regular')
      .fontSize(BODY_SIZE)
      .fillColor(GRAY)
      .text(toDrawableText(items.map(keepTogether).join(' | ')));
  }
  pdf.fillColor('black');
}

/**
 * A phone number drawn with no-break spaces, so the contact line never wraps inside it: "07832" at
 * the end of one line and "415907" at the start of the next is read back as no phone at all.
 */
function keepTogether(item: string): string {
  return /^\+?[\d\s().-]{7,}$/u.test(item) ? item.replace(/ /gu, '\u00a0') : item;
}

function drawSection(pdf: Pdf, section: ResumeSection): void {
  pdf.moveDown(0.8);
  keepWithNext(pdf, HEADING_SIZE * 4);
  if (section.title) {
    pdf.font('bold').fontSize(HEADING_SIZE).text(toDrawableText(section.title));
    const y = pdf.y + 1;
    pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + contentWidth(pdf), y)
      .lineWidth(0.5)
      .strokeColor(GRAY)
      .stroke();
    pdf.moveDown(0.4);
  }
  const hasEntries = ['experience', 'education', 'projects'].includes(section.kind);
  if (!hasEntries) {
    for (const block of section.blocks) drawBlock(pdf, { block, font: 'regular' });
    return;
  }
  for (const [index, entry] of listEntries(section).entries()) {
    if (index > 0) pdf.moveDown(0.5);
    keepWithNext(pdf, BODY_SIZE * 4);
    entry.header.forEach((block, line) =>
      drawBlock(pdf, { block, font: line === 0 ? 'bold' : 'regular' }),
    );
    for (const block of entry.details) drawBlock(pdf, { block, font: 'regular' });
  }
}

function drawBlock(pdf: Pdf, options: { block: ResumeBlock; font: 'regular' | 'bold' }): void {
  const { block, font } = options;
  const line = printedLine(block);
  const left = toDrawableText(line.left).trim();
  pdf.font(font).fontSize(BODY_SIZE);
  if (block.kind === 'bullet') {
    const y = pdf.y;
    keepWithNext(pdf, BODY_SIZE * 1.5);
    pdf.text('•', MARGIN, pdf.y === y ? y : pdf.y, { continued: false });
    pdf.moveUp();
    pdf.text(left, MARGIN + BULLET_INDENT, pdf.y, {
      width: contentWidth(pdf) - BULLET_INDENT,
    });
    pdf.x = MARGIN;
    return;
  }
  if (line.right !== null) {
    drawWithRightCell(pdf, { left, right: toDrawableText(line.right).trim(), font });
    return;
  }
  pdf.text(left, MARGIN, pdf.y, { width: contentWidth(pdf) });
}

/** A line with a date (or a place) set flush right on the same line. */
function drawWithRightCell(
  pdf: Pdf,
  options: { left: string; right: string; font: 'regular' | 'bold' },
): void {
  const { left, right, font } = options;
  keepWithNext(pdf, BODY_SIZE * 1.5);
  pdf.font('regular').fontSize(BODY_SIZE);
  const rightWidth = pdf.widthOfString(right);
  const y = pdf.y;
  pdf.text(right, MARGIN, y, { width: contentWidth(pdf), align: 'right' });
  const afterRight = pdf.y;
  pdf.font(font).text(left, MARGIN, y, { width: contentWidth(pdf) - rightWidth - 12 });
  pdf.y = Math.max(pdf.y, afterRight);
  pdf.x = MARGIN;
}

/** Starts a new page when less than `height` is left, so a heading never ends a page. */
function keepWithNext(pdf: Pdf, height: number): void {
  if (pdf.y + height > pdf.page.height - MARGIN) pdf.addPage();
}
