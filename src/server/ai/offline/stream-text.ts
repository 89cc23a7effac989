// Streams text the offline coach has already written, a few words at a time, so the page shows
// it arriving the same way it shows a model's output. The chunks joined are exactly the text.

const WORDS_PER_CHUNK = 3;

/** Splits text into groups of words, keeping every space and line break. */
export function chunkText(text: string, wordsPerChunk = WORDS_PER_CHUNK): string[] {
  const pieces = text.match(/\s*\S+\s*/g) ?? [];
  if (pieces.length === 0) return text ? [text] : [];
  const chunks: string[] = [];
  for (let index = 0; index < pieces.length; index += wordsPerChunk) {
    chunks.push(pieces.slice(index, index + wordsPerChunk).join(''));
  }
  return chunks;
}

/** Yields the chunks of `text`, stopping with the signal's reason if it is aborted. */
export async function* streamText(text: string, signal?: AbortSignal): AsyncGenerator<string> {
  for (const chunk of chunkText(text)) {
    signal?.throwIfAborted();
    // Give the event loop a turn, so each chunk can be flushed to the client before the next.
    await new Promise<void>((resolve) => setImmediate(resolve));
    yield chunk;
  }
}
