import { countScripts } from '../../../language/text';
import type { ExtractedText } from '../extraction/text-line';
import { readContactDetails } from './contact-details';
import type { ResumeDocument } from './resume-model';
import { splitSections } from './split-sections';

/** Share of Cyrillic letters above which a resume is taken to be written in Russian. */
const RUSSIAN_SHARE = 0.3;

/** The resume's sections, contact details and language, from its extracted text. */
export function analyseResume(extracted: ExtractedText): ResumeDocument {
  const { sections, headerLines } = splitSections(extracted.lines);
  const contact = readContactDetails({
    headerLines,
    allText: extracted.text,
    links: extracted.links,
  });
  const { cyrillic, latin } = countScripts(extracted.text);
  return {
    language: cyrillic > (cyrillic + latin) * RUSSIAN_SHARE ? 'ru' : 'en',
    contact,
    sections,
    pageCount: extracted.pageCount,
    wordCount: extracted.text.match(/[\p{L}\p{N}]+(?:[.'’+#-][\p{L}\p{N}]+)*/gu)?.length ?? 0,
    twoColumnPages: extracted.twoColumnPages,
    pagesWithoutText: extracted.pagesWithoutText,
  };
}
