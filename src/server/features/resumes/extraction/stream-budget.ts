// A PDF can hide hundreds of megabytes in a few hundred kilobytes: one Flate stream that inflates
// to 400 MB (a "PDF bomb"). Before pdf.js sees the file, every Flate stream is inflated here with
// a cap on the total output, so a bomb is refused after inflating at most the cap, never more.
import { inflateSync } from 'node:zlib';
import { ExtractionError } from './extraction-error';

/** More than any resume needs: text, a photo and a few embedded fonts. */
export const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

const STREAM = /stream\r?\n/g;

/** Throws ExtractionError('too_complex') when the file's Flate streams inflate past the cap. */
export function checkInflatedSize(bytes: Uint8Array, maxBytes = MAX_INFLATED_BYTES): void {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let total = 0;
  for (const match of text.matchAll(STREAM)) {
    const dictionaryStart = text.lastIndexOf('<<', match.index);
    if (dictionaryStart === -1 || match.index - dictionaryStart > 4096) continue;
    const dictionary = text.slice(dictionaryStart, match.index);
    if (!dictionary.includes('/FlateDecode') || !dictionary.trimEnd().endsWith('>>')) continue;
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end === -1) continue;
    const remaining = maxBytes - total;
    try {
      total += inflateSync(bytes.subarray(start, end), {
        maxOutputLength: remaining + 1,
        finishFlush: 2, // Z_SYNC_FLUSH: a stream cut short still counts what it inflates to
      }).byteLength;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') total = maxBytes + 1;
      // Anything else (encrypted or damaged data) is pdf.js's to judge.
    }
    if (total > maxBytes) {
      throw new ExtractionError('too_complex', {
        message: `The file inflates to more than ${maxBytes} bytes`,
      });
    }
  }
}
