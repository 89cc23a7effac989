// Word files the tests build with the docx library, the way Word itself structures a resume:
// a name paragraph, a contact line, headings, bold entry lines with a date, real bulleted lists.
import {
  AlignmentType,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import { deflateRawSync } from 'node:zlib';

export interface DocxResume {
  name: string;
  contact: string;
  sections: { title: string; lines: { text: string; bold?: boolean; bullet?: boolean }[] }[];
}

export async function buildDocx(resume: DocxResume): Promise<Uint8Array> {
  const children: Paragraph[] = [
    new Paragraph({ children: [new TextRun({ text: resume.name, bold: true, size: 40 })] }),
    new Paragraph({ children: [new TextRun(resume.contact)] }),
  ];
  for (const section of resume.sections) {
    children.push(new Paragraph({ text: section.title, heading: HeadingLevel.HEADING_1 }));
    for (const line of section.lines) {
      children.push(
        new Paragraph({
          children: [new TextRun({ text: line.text, bold: line.bold })],
          ...(line.bullet ? { numbering: { reference: 'bullets', level: 0 } } : {}),
        }),
      );
    }
  }
  return packDocx(children);
}

/** A Word file of these blocks, with Word's own bulleted list as `reference: 'bullets'`. */
export async function packDocx(
  children: ConstructorParameters<typeof Document>[0]['sections'][number]['children'],
): Promise<Uint8Array> {
  const document = new Document({
    numbering: {
      config: [
        {
          reference: 'bullets',
          levels: [
            { level: 0, format: LevelFormat.BULLET, text: '•', alignment: AlignmentType.LEFT },
          ],
        },
      ],
    },
    sections: [{ children }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** A zip whose one entry declares and holds `megabytes` of zeros: a zip bomb named .docx. */
export function buildZipBomb(megabytes: number): Uint8Array {
  const data = Buffer.alloc(megabytes * 1024 * 1024);
  const compressed = deflateRawSync(data);
  const name = Buffer.from('word/document.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(compressed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(compressed.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + compressed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return new Uint8Array(Buffer.concat([local, name, compressed, central, name, end]));
}
