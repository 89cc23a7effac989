import { describe, expect, it } from 'vitest';
import {
  buildLockedPdf,
  buildManyPagesPdf,
  buildOneColumnPdf,
  buildScannedPdf,
  buildSidebarPdf,
  buildTwoColumnPdf,
} from '../test-pdfs';
import { ANNA_PAGE_1, ANNA_PAGE_2, IVAN_PAGE, OLGA_TWO_COLUMNS } from '../test-resumes';
import { extractResumeText } from './extract-resume-text';
import { isExtractionError, type ExtractionErrorKind } from './extraction-error';

async function expectFailure(
  bytes: Uint8Array,
  kind: ExtractionErrorKind,
  options: { maxPages?: number } = {},
) {
  const failure = await extractResumeText(bytes, options).catch((error: unknown) => error);
  expect(isExtractionError(failure, kind), String(failure)).toBe(true);
}

describe('extractResumeText', () => {
  it('reads an English resume over two pages, line by line, with right-aligned dates as cells', async () => {
    const extracted = await extractResumeText(await buildOneColumnPdf([ANNA_PAGE_1, ANNA_PAGE_2]));
    expect(extracted.pageCount).toBe(2);
    expect(extracted.twoColumnPages).toEqual([]);
    expect(extracted.lines.slice(0, 6).map((line) => line.text)).toEqual([
      'Anna Smith',
      'Backend Developer',
      'anna.smith@example.com | +44 20 7946 0958 | London, UK | github.com/annasmith',
      'SUMMARY',
      'Backend developer with 6 years of building payment APIs in TypeScript and Node.js.',
      'EXPERIENCE',
    ]);
    const header = extracted.lines.find((line) => line.text.startsWith('Senior Backend'));
    expect(header?.cells.map((cell) => cell.text)).toEqual([
      'Senior Backend Developer, Monzo',
      'Jan 2021 - Present',
    ]);
    const pageTwo = extracted.lines.filter((line) => line.page === 2).map((line) => line.text);
    expect(pageTwo[0]).toBe('EDUCATION');
    expect(pageTwo).toContain('TypeScript, Node.js, PostgreSQL, Docker, Kubernetes, Git');
    expect(extracted.text.indexOf('Mentored 3 junior')).toBeLessThan(
      extracted.text.indexOf('EDUCATION'),
    );
  });

  it('keeps a slim sidebar apart from a long main column (7 % of the text)', async () => {
    const bullet = (n: number) => ({
      text: `• Treated patients at home, shift ${String(n).padStart(2, '0')}`,
    });
    const extracted = await extractResumeText(
      await buildTwoColumnPdf({
        header: [{ text: 'Daniel Hughes', bold: true, size: 20 }],
        left: [
          { text: 'EXPERIENCE', bold: true },
          ...Array.from({ length: 24 }, (_, index) => bullet(index + 1)),
        ],
        right: [
          { text: 'SKILLS', bold: true },
          { text: 'Advanced life support' },
          { text: '12-lead ECG reading' },
          { text: 'JRCALC guidelines' },
        ],
      }),
    );
    expect(extracted.twoColumnPages).toEqual([1]);
    const sidebar = extracted.lines.filter((line) => line.column === 'right').map((l) => l.text);
    expect(sidebar).toEqual([
      'SKILLS',
      'Advanced life support',
      '12-lead ECG reading',
      'JRCALC guidelines',
    ]);
  });

  it('reads a few stacked contact lines 5 points from the main column as a sidebar, after it', async () => {
    const duty = (n: number) => ({
      text: `Serviced and repaired boilers in occupied homes, round ${n}`,
    });
    const extracted = await extractResumeText(
      await buildSidebarPdf(
        [
          {
            sidebar: [
              { text: 'CONTACT', bold: true },
              { text: '07823 441906' },
              { text: 'dean.whitlock@example.com' },
              { text: 'Bristol' },
            ],
            main: [
              { text: 'Dean Whitlock', bold: true, size: 16 },
              { text: 'WORK EXPERIENCE', bold: true },
              ...Array.from({ length: 40 }, (_, index) => duty(index + 1)),
            ],
          },
          {
            sidebar: [],
            main: [duty(41), { text: 'EDUCATION', bold: true }, { text: 'NVQ Level 3' }],
          },
        ],
        { gutter: 5 },
      ),
    );
    expect(extracted.twoColumnPages).toEqual([1]);
    const texts = extracted.lines.map((line) => line.text);
    // The sidebar holds under 3 % of the text; the main column goes on onto page 2 before it.
    expect(texts.slice(0, 2)).toEqual(['Dean Whitlock', 'WORK EXPERIENCE']);
    expect(texts.slice(-7)).toEqual([
      'Serviced and repaired boilers in occupied homes, round 41',
      'EDUCATION',
      'NVQ Level 3',
      'CONTACT',
      '07823 441906',
      'dean.whitlock@example.com',
      'Bristol',
    ]);
  });

  it('keeps section headings set in the margin with the text beside them', async () => {
    const line = (n: number) => ({ text: `Handled the front desk and guest requests, week ${n}` });
    const section = (n: number) => Array.from({ length: 6 }, (_, index) => line(n * 10 + index));
    const step = 10 * 1.35;
    const extracted = await extractResumeText(
      await buildSidebarPdf(
        [
          {
            sidebar: [
              { text: 'PROFESSIONAL EXPERIENCE', bold: true },
              { text: 'EDUCATION AND TRAINING', bold: true, gap: 5 * step },
              { text: 'LANGUAGES AND SKILLS', bold: true, gap: 5 * step },
            ],
            main: [...section(1), ...section(2), ...section(3)],
          },
        ],
        { gutter: 5 },
      ),
    );
    expect(extracted.twoColumnPages).toEqual([]);
    const text = extracted.text;
    expect(text.indexOf('EDUCATION AND TRAINING')).toBeLessThan(text.indexOf('week 20'));
    expect(text.indexOf('EDUCATION AND TRAINING')).toBeGreaterThan(text.indexOf('week 15'));
  });

  it('keeps Russian text exactly, with ё and dashes', async () => {
    const extracted = await extractResumeText(await buildOneColumnPdf([IVAN_PAGE]));
    const texts = extracted.lines.map((line) => line.text);
    expect(texts[0]).toBe('Иван Петров');
    expect(texts).toContain('Опыт работы');
    expect(texts).toContain('Ведущий разработчик, Тинькофф\t03.2020 — н.в.');
    expect(texts).toContain('• Ускорил выгрузку отчётов в 3 раза за счёт индексов в PostgreSQL');
  });

  it('reads two columns left then right, after the full-width header', async () => {
    const extracted = await extractResumeText(await buildTwoColumnPdf(OLGA_TWO_COLUMNS));
    expect(extracted.twoColumnPages).toEqual([1]);
    expect(extracted.lines.map((line) => [line.column, line.text])).toEqual([
      ['full', 'Olga Ivanova'],
      ['full', 'olga.ivanova@example.com | +1 415 555 0100 | Berlin, Germany'],
      ['left', 'SUMMARY'],
      ['left', 'Data engineer who builds reliable'],
      ['left', 'pipelines in Python and SQL.'],
      ['left', 'EXPERIENCE'],
      ['left', 'Data Engineer, Zalando'],
      ['left', '2019 - Present'],
      ['left', '• Built Airflow pipelines for 300 tables'],
      ['left', '• Cut warehouse costs by 25%'],
      ['right', 'SKILLS'],
      ['right', 'Python'],
      ['right', 'SQL'],
      ['right', 'Airflow'],
      ['right', 'Spark'],
      ['right', 'EDUCATION'],
      ['right', 'MSc Statistics, TU Berlin'],
      ['right', '2017 - 2019'],
    ]);
  });

  it('refuses a scan: a PDF whose pages are pictures has no text to read', async () => {
    await expectFailure(await buildScannedPdf(), 'no_text');
  });

  it('refuses what is not a PDF, a damaged PDF, a locked one and a book', async () => {
    await expectFailure(new TextEncoder().encode('<!doctype html><title>cv</title>'), 'not_pdf');
    await expectFailure(
      new TextEncoder().encode('%PDF-1.7\nthis is not really a pdf'),
      'unreadable',
    );
    await expectFailure(await buildLockedPdf(ANNA_PAGE_1), 'password_protected');
    await expectFailure(await buildManyPagesPdf(4), 'too_many_pages', { maxPages: 3 });
  });

  it('does not change the bytes it is given', async () => {
    const bytes = await buildOneColumnPdf([IVAN_PAGE]);
    const copy = bytes.slice();
    await extractResumeText(bytes);
    expect(bytes).toEqual(copy);
  });
});
