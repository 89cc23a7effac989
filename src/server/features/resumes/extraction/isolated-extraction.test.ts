import { describe, expect, it } from 'vitest';
import { buildDocx, buildZipBomb } from '../test-docx';
import { buildOneColumnPdf, buildPdfBomb } from '../test-pdfs';
import { IVAN_PAGE } from '../test-resumes';
import { isExtractionError } from './extraction-error';
import { extractInWorker } from './isolated-extraction';
import { checkInflatedSize } from './stream-budget';

describe('checkInflatedSize', () => {
  it('refuses a PDF whose streams inflate past the cap, and passes an ordinary one', async () => {
    expect(() => checkInflatedSize(buildPdfBomb(8), 4 * 1024 * 1024)).toThrow(/inflates/);
    expect(() => checkInflatedSize(buildPdfBomb(2), 4 * 1024 * 1024)).not.toThrow();
    expect(() => checkInflatedSize(new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF')))).not.toThrow();
  });
});

describe('extractInWorker', () => {
  it('reads a PDF resume in a worker, the same as in-process', async () => {
    const text = await extractInWorker({
      kind: 'pdf',
      bytes: await buildOneColumnPdf([IVAN_PAGE]),
    });
    expect(text.text).toMatch(/Иван/);
    expect(text.pageCount).toBe(1);
  });

  it('refuses a PDF bomb (a small file inflating to 120 MB) as too complex, without reading it', async () => {
    const bomb = buildPdfBomb(120);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const failure = await extractInWorker({ kind: 'pdf', bytes: bomb }).catch((error) => error);
    expect(isExtractionError(failure, 'too_complex')).toBe(true);
  });

  it('refuses a zip bomb named .docx as too complex', async () => {
    const failure = await extractInWorker({ kind: 'docx', bytes: buildZipBomb(200) }).catch(
      (error) => error,
    );
    expect(isExtractionError(failure, 'too_complex')).toBe(true);
  });

  it('stops a reader that runs past its time and calls the file too complex', async () => {
    const failure = await extractInWorker(
      { kind: 'pdf', bytes: await buildOneColumnPdf([IVAN_PAGE]) },
      { timeoutMs: 1, heapMb: 256, concurrency: 2 },
    ).catch((error) => error);
    expect(isExtractionError(failure, 'too_complex')).toBe(true);
  });

  it('reads a Word resume: the name, headings, bold entry lines and bullets, in Russian too', async () => {
    const bytes = await buildDocx({
      name: 'Мария Лопес',
      contact: 'maria@example.com | +7 912 345-67-89 | Казань',
      sections: [
        {
          title: 'Опыт работы',
          lines: [
            { text: 'Палатная медсестра, ГКБ № 7\t2019 — наст. время', bold: true },
            { text: 'Выполняла назначения врача для 12 пациентов за смену', bullet: true },
            { text: 'Готовила пациентов к операциям по чек-листу', bullet: true },
          ],
        },
        { title: 'Навыки', lines: [{ text: 'Перевязки, внутривенные инъекции, 1С:Медицина' }] },
      ],
    });
    const text = await extractInWorker({ kind: 'docx', bytes });
    const lines = text.lines.map((line) => line.text);
    expect(lines[0]).toBe('Мария Лопес');
    expect(lines).toContain('• Выполняла назначения врача для 12 пациентов за смену');
    expect(lines).toContain('Опыт работы');
    expect(text.lines.find((line) => line.text === 'Опыт работы')?.fontName).toBe('Bold');
  });
});
