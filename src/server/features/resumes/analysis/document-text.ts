import type { ResumeDocument } from './resume-model';

/** Every word of the resume as the model holds it: headings, lines and bullets, section by section. */
export function getDocumentText(document: ResumeDocument): string {
  return document.sections
    .flatMap((section) => [
      ...(section.title ? [section.title] : []),
      ...section.blocks.map((block) => block.text.replaceAll('\t', ' ')),
    ])
    .join('\n');
}
