import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractResumeText } from './extract-resume-text';
import { ExtractionError } from './extraction-error';

// An uploaded "resume" may be anything: a broken download, a renamed picture, a PDF cut short or
// damaged on the way. Reading it either gives its text or the typed ExtractionError whose kind
// the upload turns into a message; any other exception would be a 500. pdf.js is slow, so the
// runs are few and the files are the real resumes from tests/fixtures.

const FIXTURES = resolve(import.meta.dirname, '../../../../../tests/fixtures/resumes');
const REAL_PDFS = readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.pdf'))
  .map((name) => new Uint8Array(readFileSync(join(FIXTURES, name))));

const PDF_SIGNATURE = new TextEncoder().encode('%PDF-');

async function extractOrTypedError(bytes: Uint8Array) {
  try {
    const extracted = await extractResumeText(bytes);
    expect(extracted.pageCount).toBeGreaterThan(0);
    expect(extracted.text).toBe(extracted.lines.map((line) => line.text).join('\n'));
  } catch (error) {
    expect(error, String(error)).toBeInstanceOf(ExtractionError);
  }
}

/** A real resume, cut short, with some bytes overwritten and some junk spliced in. */
const damagedPdf = fc
  .tuple(
    fc.constantFrom(...REAL_PDFS),
    // Whole files with a few damaged bytes still open; cut ones mostly do not.
    fc.oneof(fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
    fc.array(
      fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 255 })),
      {
        maxLength: 12,
      },
    ),
    fc.option(
      fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.uint8Array({ maxLength: 64 })),
    ),
  )
  .map(([original, keep, edits, splice]) => {
    let bytes = original.slice(
      0,
      Math.max(PDF_SIGNATURE.length, Math.floor(original.length * keep)),
    );
    for (const [at, byte] of edits) bytes[Math.floor(at * (bytes.length - 1))] = byte;
    if (splice) {
      const [at, junk] = splice;
      const cut = Math.floor(at * bytes.length);
      bytes = new Uint8Array([...bytes.subarray(0, cut), ...junk, ...bytes.subarray(cut)]);
    }
    return bytes;
  });

/** Bytes that pass the signature check and then are anything. */
const fakePdf = fc
  .uint8Array({ maxLength: 2048 })
  .map((rest) => new Uint8Array([...PDF_SIGNATURE, ...rest]));

describe('extractResumeText, for any upload', () => {
  it('refuses arbitrary bytes with the typed error', async () => {
    await fc.assert(fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), extractOrTypedError), {
      numRuns: 50,
    });
  });

  it('reads or refuses with the typed error anything that starts like a PDF', async () => {
    await fc.assert(fc.asyncProperty(fakePdf, extractOrTypedError), { numRuns: 25 });
  });

  it('reads or refuses with the typed error a real resume that was truncated or damaged', async () => {
    await fc.assert(fc.asyncProperty(damagedPdf, extractOrTypedError), { numRuns: 25 });
  }, 120_000);
});
