// The text of a Word (.docx) resume as the same lines a PDF gives: mammoth turns the document into
// simple HTML (headings, paragraphs, list items, tables), and each block becomes one line, list
// items with a bullet, headings and bold-only paragraphs in a bold font, so the analysis reads a
// Word file exactly as it reads a PDF. The zip is measured first: a zip bomb is refused unread.
import { ExtractionError } from './extraction-error';
import type { ExtractedText, TextLine } from './text-line';

/** Uncompressed size of every part of the document together: far more than any resume needs. */
export const MAX_DOCX_UNZIPPED_BYTES = 64 * 1024 * 1024;
const MAX_DOCX_ENTRIES = 2000;
const MIN_LETTERS = 20;
const LEFT = 56;
const INDENT = 18;
const TOP = 800;
const BOTTOM = 60;
/**
 * Each Word paragraph is whole already, so lines are set a paragraph gap apart (twice the font
 * size): the analysis never joins two paragraphs as the wrapped halves of one.
 */
const PARAGRAPH_GAP = 2;

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** Whether the bytes start like a zip archive (every .docx is one). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/**
 * The sizes the zip's central directory declares. A liar is caught later by the worker's memory
 * limit; an honest bomb (most are) is refused here without inflating anything.
 */
export function checkZipSize(bytes: Uint8Array): void {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  let entries = 0;
  for (let offset = view.indexOf('PK\u0001\u0002', 0, 'latin1'); offset !== -1;) {
    if (offset + 46 > view.length) break;
    total += view.readUInt32LE(offset + 24);
    entries += 1;
    const nameLength = view.readUInt16LE(offset + 28);
    const extraLength = view.readUInt16LE(offset + 30);
    const commentLength = view.readUInt16LE(offset + 32);
    const next = offset + 46 + nameLength + extraLength + commentLength;
    offset = view.indexOf('PK\u0001\u0002', next, 'latin1');
    if (total > MAX_DOCX_UNZIPPED_BYTES || entries > MAX_DOCX_ENTRIES) {
      throw new ExtractionError('too_complex', {
        message: 'The document unpacks to more than the limit',
      });
    }
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
      if (code.startsWith('#x')) return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

interface Block {
  text: string;
  cells: string[];
  bold: boolean;
  size: number;
  indent: boolean;
}

const HEADING_SIZES: Record<string, number> = { h1: 20, h2: 14, h3: 12, h4: 11, h5: 11, h6: 11 };

/** A paragraph, list item or heading inside a table cell, as mammoth writes it. */
const CELL_BLOCK = /<(p|li|h[1-6])\b[^>]*>([\s\S]*?)<\/\1>/gi;
/** A cell line this short beside a cell of several lines is a label of it: dates, a place. */
const SIDE_LABEL_MAX = 40;

/**
 * Word resumes are often laid out as a table: the name and contacts side by side, dates in a
 * narrow left column beside the job, a sidebar of skills. A row whose cells hold several
 * paragraphs is such a layout, not a table of data: its paragraphs are read one by one, cell by
 * cell, so they never run together. A short one-line cell beside a cell of several lines (the
 * job's dates) goes on the first line of that cell, as a header's dates do. Rows of one
 * paragraph per cell stay rows.
 */
function flattenLayoutRows(html: string): string {
  return html.replace(/<tr\b[^>]*>([\s\S]*?)<\/tr>/gi, (row, inner: string) => {
    const cells = [...inner.matchAll(/<t[dh]\b[^>]*>([\s\S]*?)<\/t[dh]>/gi)]
      .map((cell) => [...(cell[1] ?? '').matchAll(CELL_BLOCK)].map((block) => block[0]))
      .map((blocks) => blocks.filter((block) => decode(block) !== ''))
      .filter((blocks) => blocks.length > 0);
    if (cells.every((blocks) => blocks.length <= 1)) return row;
    const [first, second] = cells;
    if (cells.length === 2 && first && second) {
      const [label, body] = first.length === 1 ? [first, second] : [second, first];
      const labelText = decode(label[0] ?? '');
      if (label.length === 1 && body.length > 1 && labelText.length <= SIDE_LABEL_MAX) {
        const [head, ...rest] = body;
        return `<tr><td>${decode(head ?? '')}</td><td>${labelText}</td></tr>${rest.join('')}`;
      }
    }
    return cells.flat().join('');
  });
}

function readBlocks(source: string): Block[] {
  const html = flattenLayoutRows(source);
  const blocks: Block[] = [];
  const pattern = /<(h[1-6]|p|li|tr)\b[^>]*>([\s\S]*?)<\/\1>/gi;
  for (const match of html.matchAll(pattern)) {
    const tag = (match[1] ?? '').toLowerCase();
    const inner = match[2] ?? '';
    if (tag === 'tr') {
      const cells = [...inner.matchAll(/<t[dh]\b[^>]*>([\s\S]*?)<\/t[dh]>/gi)]
        .map((cell) => decode(cell[1] ?? ''))
        .filter(Boolean);
      if (cells.length > 0)
        blocks.push({ text: cells.join('\t'), cells, bold: false, size: 10.5, indent: false });
      continue;
    }
    // A list item or a table cell holding paragraphs is read through its own paragraphs.
    if ((tag === 'li' || tag === 'p') && /<(p|ul|ol|table)\b/i.test(inner)) continue;
    const text = decode(inner);
    if (!text) continue;
    const boldOnly = /^\s*<strong>[\s\S]*<\/strong>\s*$/i.test(inner);
    // A tab in a paragraph (mammoth keeps Word's as "\t") sets what follows apart, as a right
    // tab stop does a job's dates: the parts are cells, as a PDF's far-apart text is.
    const cells =
      tag === 'li'
        ? [`• ${text}`]
        : inner
            .split('\t')
            .map(decode)
            .filter((cell) => cell !== '');
    blocks.push({
      text: tag === 'li' ? `• ${text}` : cells.join('\t'),
      cells,
      bold: tag.startsWith('h') || boldOnly,
      size: HEADING_SIZES[tag] ?? 10.5,
      indent: tag === 'li',
    });
  }
  return blocks;
}

/** The lines of a .docx resume. Throws ExtractionError: unreadable, too_complex, no_text. */
export async function readDocxText(bytes: Uint8Array): Promise<ExtractedText> {
  if (!looksLikeZip(bytes))
    throw new ExtractionError('unreadable', { message: 'Not a Word document' });
  checkZipSize(bytes);
  let html: string;
  try {
    // Loaded on first use: mammoth's graph is some fifty files the server's start need not read.
    const { default: mammoth } = await import('mammoth');
    ({ value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }));
  } catch (error) {
    throw new ExtractionError('unreadable', {
      message: 'The Word document could not be read',
      cause: error,
    });
  }
  const links = [
    ...new Set([...html.matchAll(/<a\b[^>]*href="([^"#][^"]*)"/gi)].map((m) => decode(m[1] ?? ''))),
  ];
  let page = 1;
  let y = TOP;
  const lines: TextLine[] = readBlocks(html).map((block) => {
    y -= block.size * PARAGRAPH_GAP;
    if (y < BOTTOM) {
      page += 1;
      y = TOP - block.size * PARAGRAPH_GAP;
    }
    const x = LEFT + (block.indent ? INDENT : 0);
    return {
      page,
      column: 'full',
      x,
      right: 540,
      y,
      fontSize: block.size,
      fontName: block.bold ? 'Bold' : 'Regular',
      cells: block.cells.map((text, cell) => ({ x: x + cell * 160, text })),
      text: block.text,
    };
  });
  const text = lines.map((line) => line.text).join('\n');
  if ((text.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) {
    throw new ExtractionError('no_text', { message: 'The Word document has no text' });
  }
  const pageCount = Math.max(1, lines.at(-1)?.page ?? 1);
  return { pageCount, lines, text, links, twoColumnPages: [], pagesWithoutText: [] };
}
