import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseResume } from '../analysis/analyse-resume';
import { getDocumentText } from '../analysis/document-text';
import { readDocxText } from '../extraction/docx-text';
import { extractResumeText } from '../extraction/extract-resume-text';
import { IVAN_PAGE } from '../test-resumes';
import { buildOneColumnPdf } from '../test-pdfs';
import {
  readDrawnDocxOffThread,
  readDrawnPdfOffThread,
  renderDocxOffThread,
  renderPdfOffThread,
} from './render-off-thread';
import { renderResumeDocx } from './render-resume-docx';
import { renderResumePdf } from './render-resume-pdf';
import { enableCpuWorkers, stopCpuWorkers, tasksDoneOffThread } from '../../../workers/cpu-pool';

// With the CPU pool on (as the server turns it on), a tailored resume is drawn as PDF and Word in
// a worker thread (issue 36): the files must say what the server's own thread would draw.

beforeAll(() => {
  enableCpuWorkers();
});
afterAll(async () => {
  await stopCpuWorkers();
});

describe('drawing resumes off the server thread', () => {
  it('draws the same PDF and Word file in a worker as on the server thread', async () => {
    const document = analyseResume(await extractResumeText(await buildOneColumnPdf([IVAN_PAGE])));
    const before = tasksDoneOffThread();
    const pdf = await renderPdfOffThread(document);
    const docx = await renderDocxOffThread(document);
    expect(tasksDoneOffThread()).toBe(before + 2);
    const textOf = async (bytes: Uint8Array) =>
      getDocumentText(analyseResume(await extractResumeText(bytes)));
    expect(await textOf(pdf)).toBe(await textOf(await renderResumePdf(document)));
    expect((await readDocxText(docx)).text).toBe(
      (await readDocxText(await renderResumeDocx(document))).text,
    );
    expect(await textOf(pdf)).toContain('Иван Петров');
  });

  it('reads a drawn PDF and Word file back in a worker as on the server thread', async () => {
    const document = analyseResume(await extractResumeText(await buildOneColumnPdf([IVAN_PAGE])));
    const pdf = await renderResumePdf(document);
    const docx = await renderResumeDocx(document);
    const before = tasksDoneOffThread();
    const pdfText = await readDrawnPdfOffThread(pdf);
    const docxText = await readDrawnDocxOffThread(docx);
    expect(tasksDoneOffThread()).toBe(before + 2);
    expect(pdfText.text).toBe((await extractResumeText(pdf)).text);
    expect(docxText.text).toBe((await readDocxText(docx)).text);
  });
});
