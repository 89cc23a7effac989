// PDFs the tests draw themselves, with every word placed by hand, so a test knows exactly what a
// reader should get back: English and Russian, one column and two, two pages, a scan, a locked file.
import { deflateSync } from 'node:zlib';
import { type Pdf, createPdf } from '../../pdf/pdf-document';

export interface TestLine {
  text: string;
  x?: number;
  /** Text set flush right on the same line, e.g. a date. */
  right?: string;
  bold?: boolean;
  size?: number;
  /** Space before the line, in points. */
  gap?: number;
  /** More text on the same line, each at its own distance from the column's left edge. */
  cells?: { x: number; text: string }[];
}

const LEFT = 56;
const RIGHT = 539;

async function drawPdf(
  draw: (pdf: Pdf) => void,
  options: { userPassword?: string } = {},
): Promise<Uint8Array> {
  const { pdf, finish } = createPdf({ margin: 0, autoFirstPage: true, ...options });
  draw(pdf);
  return finish();
}

/** Lines top to bottom in a column from `left` to `right`, starting at `top`; returns the next y. */
function drawLines(
  pdf: Pdf,
  column: { lines: TestLine[]; left: number; right: number; top: number },
): number {
  const { lines } = column;
  let y = column.top;
  for (const line of lines) {
    const size = line.size ?? 10;
    y += line.gap ?? 0;
    pdf.font(line.bold ? 'bold' : 'regular').fontSize(size);
    pdf.text(line.text, column.left + (line.x ?? 0), y, { lineBreak: false });
    for (const cell of line.cells ?? []) {
      pdf.font('regular').text(cell.text, column.left + cell.x, y, { lineBreak: false });
    }
    if (line.right) {
      pdf.font('regular');
      pdf.text(line.right, column.right - pdf.widthOfString(line.right), y, { lineBreak: false });
    }
    y += size * 1.35;
  }
  return y;
}

/** One column, page after page (each inner array is a page). */
export function buildOneColumnPdf(pages: TestLine[][]): Promise<Uint8Array> {
  return drawPdf((pdf) => {
    pages.forEach((lines, index) => {
      if (index > 0) pdf.addPage({ size: 'A4', margin: 0 });
      drawLines(pdf, { lines, left: LEFT, right: RIGHT, top: 56 });
    });
  });
}

/**
 * A sidebar on the left, drawn from the page's left margin, and a main column that starts `gutter`
 * points after the sidebar's widest line; each inner object is a page, both columns from the top.
 */
export function buildSidebarPdf(
  pages: { sidebar: TestLine[]; main: TestLine[] }[],
  layout: { gutter: number },
): Promise<Uint8Array> {
  return drawPdf((pdf) => {
    const widths = pages.flatMap((page) =>
      page.sidebar.map((line) =>
        pdf
          .font(line.bold ? 'bold' : 'regular')
          .fontSize(line.size ?? 10)
          .widthOfString(line.text),
      ),
    );
    const mainLeft = LEFT + Math.max(0, ...widths) + layout.gutter;
    pages.forEach((page, index) => {
      if (index > 0) pdf.addPage({ size: 'A4', margin: 0 });
      drawLines(pdf, { lines: page.sidebar, left: LEFT, right: mainLeft, top: 56 });
      drawLines(pdf, { lines: page.main, left: mainLeft, right: RIGHT, top: 56 });
    });
  });
}

/** A full-width header, then a main column on the left and a sidebar on the right. */
export function buildTwoColumnPdf(layout: {
  header: TestLine[];
  left: TestLine[];
  right: TestLine[];
}): Promise<Uint8Array> {
  return drawPdf((pdf) => {
    const top = drawLines(pdf, { lines: layout.header, left: LEFT, right: RIGHT, top: 56 }) + 14;
    drawLines(pdf, { lines: layout.left, left: LEFT, right: 350, top });
    drawLines(pdf, { lines: layout.right, left: 380, right: RIGHT, top });
  });
}

/** A "scanned" resume: a picture of text and some ruled lines, with no text in it at all. */
export function buildScannedPdf(): Promise<Uint8Array> {
  return drawPdf((pdf) => {
    pdf.image(Buffer.from(buildStripedPng(400, 120)), LEFT, 80, { width: 400 });
    pdf.moveTo(LEFT, 240).lineTo(RIGHT, 240).stroke();
    pdf.rect(LEFT, 260, 300, 40).fill('#cccccc');
  });
}

/** A one-page resume that opens only with a password. */
export function buildLockedPdf(lines: TestLine[]): Promise<Uint8Array> {
  return drawPdf((pdf) => drawLines(pdf, { lines, left: LEFT, right: RIGHT, top: 56 }), {
    userPassword: 'secret',
  });
}

/** An empty page count: one line per page, `count` pages. */
export function buildManyPagesPdf(count: number): Promise<Uint8Array> {
  return drawPdf((pdf) => {
    for (let page = 1; page <= count; page += 1) {
      if (page > 1) pdf.addPage({ size: 'A4', margin: 0 });
      drawLines(pdf, {
        lines: [{ text: `Page ${page} of a very long document about nothing much` }],
        left: LEFT,
        right: RIGHT,
        top: 300,
      });
    }
  });
}

/** A grey-striped image, as a minimal PNG (8-bit greyscale). */
function buildStripedPng(width: number, height: number): Uint8Array {
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0);
    for (let x = 0; x < width; x += 1) rows.push(Math.floor(y / 6) % 2 === 0 ? 40 : 230);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A one-page PDF whose content stream inflates to `megabytes` of spaces (a "PDF bomb"): a few
 * hundred kilobytes on disk. The xref offsets are computed, so pdf.js would open it as valid.
 */
export function buildPdfBomb(megabytes: number): Uint8Array {
  const content = deflateSync(Buffer.alloc(megabytes * 1024 * 1024, 0x20), { level: 9 });
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (chunk: Buffer | string) => {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(buffer);
    length += buffer.length;
  };
  const object = (number: number, body: string | Buffer[]) => {
    offsets[number] = length;
    push(`${number} 0 obj\n`);
    if (typeof body === 'string') push(body);
    else body.forEach(push);
    push('\nendobj\n');
  };
  push('%PDF-1.7\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>');
  object(4, [
    Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
    content,
    Buffer.from('\nendstream', 'latin1'),
  ]);
  const xref = length;
  push(`xref\n0 5\n0000000000 65535 f \n`);
  for (let number = 1; number <= 4; number += 1)
    push(`${String(offsets[number]).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
}
