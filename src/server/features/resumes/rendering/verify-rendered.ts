import { getDocumentText } from '../analysis/document-text';
import type { ResumeDocument } from '../analysis/resume-model';
import { extractResumeText } from '../extraction/extract-resume-text';
import type { ExtractedText } from '../extraction/text-line';

// Joining words that reordering a list may drop ("Agile and Scrum" → "Scrum, Agile").
const CONNECTIVES = new Set(['and', 'и', 'or', 'или']);

/**
 * Words, numbers and the signs that change what a figure means (currency, %, №), lower case, ё
 * as е, with how often each occurs: «12 млн ₽» read back as «12 млн» has lost something.
 */
function countWords(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .match(/[\p{L}\p{N}]+|[\p{Sc}%№]/gu) ?? []) {
    if (CONNECTIVES.has(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/**
 * The words of `expected` that `actual` lacks, each as often as it is short: ["30", "kafka"] means
 * one "30" and one "Kafka" went missing. Extra words in `actual` are not a loss.
 */
export function findMissingWords(options: { expected: string; actual: string }): string[] {
  const have = countWords(options.actual);
  const missing: string[] = [];
  for (const [word, count] of countWords(options.expected)) {
    const shortBy = count - (have.get(word) ?? 0);
    for (let index = 0; index < shortBy; index += 1) missing.push(word);
  }
  return missing;
}

/**
 * Reads a rendered PDF back with the same extractor users' uploads go through and lists every
 * word of the resume it does not contain. An empty list means nothing was lost on the way.
 */
export async function verifyRenderedResume(options: {
  document: ResumeDocument;
  pdf: Uint8Array;
}): Promise<{ missing: string[]; extractedText: string }> {
  const extracted = await extractResumeText(options.pdf);
  return {
    missing: wordsLostInRendering({ document: options.document, extracted }),
    extractedText: extracted.text,
  };
}

/** The document's words the text read back from its rendering lacks (read where the caller chose). */
export function wordsLostInRendering(options: {
  document: ResumeDocument;
  extracted: ExtractedText;
}): string[] {
  // The header's words are all drawn: the name, the headline, and every other part on the contact line.
  const expected = getDocumentText(options.document);
  return findMissingWords({ expected, actual: options.extracted.text });
}
