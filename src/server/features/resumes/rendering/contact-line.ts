import type { ResumeDocument } from '../analysis/resume-model';

const SEPARATOR = /\s+[—–|•·]\s+|\s+,\s+|\t/u;
const PUNCTUATION_ONLY = /^[\s,;|—–•·-]*$/u;

/**
 * The contact part under the name as one list: everything written above the first heading except
 * the name and headline, in order, with a bare handle ("bwayne", shown under an icon) replaced by
 * the link it points to, and links known only from the PDF's link targets added at the end.
 */
export function buildContactItems(document: ResumeDocument): string[] {
  const { name, headline, links } = document.contact;
  const header = document.sections.find(
    (section) => section.kind === 'contact' && section.title === null,
  );
  const unusedLinks = [...links];
  const items: string[] = [];
  for (const block of header?.blocks ?? []) {
    for (const part of block.text.split(SEPARATOR).map((text) => text.trim())) {
      if (part.length === 0 || PUNCTUATION_ONLY.test(part) || part === name || part === headline)
        continue;
      const linkIndex = unusedLinks.findIndex((link) =>
        link.text.toLowerCase().endsWith(`/${part.toLowerCase()}`),
      );
      const mentioned = unusedLinks.findIndex((link) =>
        part.toLowerCase().includes(link.text.toLowerCase()),
      );
      if (mentioned !== -1) unusedLinks.splice(mentioned, 1);
      if (linkIndex !== -1 && mentioned === -1) {
        items.push(unusedLinks[linkIndex]?.text ?? part);
        unusedLinks.splice(linkIndex, 1);
        continue;
      }
      items.push(part);
    }
  }
  return [...items, ...unusedLinks.map((link) => link.text)];
}
