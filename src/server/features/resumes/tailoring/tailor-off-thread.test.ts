import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { enableCpuWorkers, stopCpuWorkers, tasksDoneOffThread } from '../../../workers/cpu-pool';
import { extractResumeText } from '../extraction/extract-resume-text';
import { tailorResumeOffline } from '../resume-engine';
import { buildOneColumnPdf } from '../test-pdfs';
import { IVAN_PAGE, JAVA_POSTING } from '../test-resumes';
import { readFieldsOffThread } from './tailor-off-thread';
import { readFieldsOf } from './tailor-steps';

// With the CPU pool on (as the server turns it on), the Resume Builder reads, matches and checks
// a resume in a worker thread (issue 36): the user must get the same report, the same tailored
// resume and the same Word and text files as when the server's own thread does it.

const FIXTURES = join(import.meta.dirname, '../../../../../tests/fixtures/resumes');

async function tailorBoth(bytes: Uint8Array) {
  const here = await tailorResumeOffline({
    file: { bytes, kind: 'pdf' },
    jobDescription: JAVA_POSTING,
  });
  enableCpuWorkers();
  try {
    const before = tasksDoneOffThread();
    const off = await tailorResumeOffline({
      file: { bytes, kind: 'pdf' },
      jobDescription: JAVA_POSTING,
    });
    return { here, off, tasks: tasksDoneOffThread() - before };
  } finally {
    await stopCpuWorkers();
  }
}

afterAll(async () => {
  await stopCpuWorkers();
});

describe('the Resume Builder off the server thread', () => {
  it('gives the same reports, tailored resume and other formats in a worker', async () => {
    const { here, off, tasks } = await tailorBoth(
      new Uint8Array(readFileSync(join(FIXTURES, 'john_doe.pdf'))),
    );
    // Reading and matching, then tailoring, drawing and checking: two tasks in the pool.
    expect(tasks).toBe(2);
    expect(off.reportBefore).toEqual(here.reportBefore);
    expect(off.reportAfter).toEqual(here.reportAfter);
    expect(off.reportAfter.score).toBeGreaterThan(off.reportBefore.score);
    expect(off.tailored).toEqual(here.tailored);
    expect(off.original).toEqual(here.original);
    expect(off.missing).toEqual([]);
    expect(off.worseBecause).toEqual([]);
    expect(off.formats?.unavailable).toEqual([]);
    expect(new TextDecoder().decode(off.formats?.files.txt)).toBe(
      new TextDecoder().decode(here.formats?.files.txt),
    );
    expect(off.formats?.files.docx?.length).toBeGreaterThan(0);
    expect(Buffer.from(off.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('reads a file into the fields the user checks the same way in a worker', async () => {
    const extracted = await extractResumeText(await buildOneColumnPdf([IVAN_PAGE]));
    enableCpuWorkers();
    try {
      const before = tasksDoneOffThread();
      const reading = await readFieldsOffThread(extracted);
      expect(tasksDoneOffThread()).toBe(before + 1);
      expect(reading).toEqual(readFieldsOf(extracted));
      expect(reading.fields.name).toBe('Иван Петров');
    } finally {
      await stopCpuWorkers();
    }
  });
});
