// A resume pasted as text (the guest's fit check, where nothing is uploaded or stored): its lines
// into the resume model the Resume Builder reads. A short line that names a section ("Experience",
// «Опыт работы») starts one; a line opening with a bullet mark is a bullet; the lines before the
// first heading are the name, the headline and the contact part. Nothing is added or reworded.
import { countScripts } from '../../../language/text';
import { findHeadingKind } from '../analysis/headings';
import type { ResumeDocument, ResumeSection } from '../analysis/resume-model';

const BULLET = /^\s*(?:[-–—•·▪●*]|\d{1,2}[.)])\s+/u;
const HEADING_MAX_LENGTH = 40;
const RUSSIAN_SHARE = 0.5;

export function resumeFromText(text: string): ResumeDocument {
  const lines = text
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const header: string[] = [];
  const sections: ResumeSection[] = [];
  for (const line of lines) {
    const kind =
      line.length <= HEADING_MAX_LENGTH ? findHeadingKind(line.replace(/:$/u, '')) : null;
    if (kind) {
      sections.push({ kind, title: line.replace(/:$/u, ''), blocks: [] });
      continue;
    }
    const bullet = BULLET.test(line);
    const block = {
      kind: bullet ? ('bullet' as const) : ('text' as const),
      text: bullet ? line.replace(BULLET, '') : line,
    };
    const current = sections.at(-1);
    if (current) current.blocks.push(block);
    else header.push(line);
  }
  const { cyrillic, latin } = countScripts(text);
  return {
    language: cyrillic > (cyrillic + latin) * RUSSIAN_SHARE ? 'ru' : 'en',
    contact: {
      name: header[0] ?? null,
      headline: header[1] ?? null,
      emails: [],
      phones: [],
      links: [],
      location: null,
    },
    sections: [
      ...(header.length > 0
        ? [
            {
              kind: 'contact' as const,
              title: null,
              blocks: header.map((line) => ({ kind: 'text' as const, text: line })),
            },
          ]
        : []),
      // A resume pasted without headings is one section of work: it is all the reader has.
      ...(sections.length === 0 && header.length > 2
        ? [
            {
              kind: 'experience' as const,
              title: null,
              blocks: header.slice(2).map((line) => ({ kind: 'text' as const, text: line })),
            },
          ]
        : sections),
    ],
    pageCount: 1,
    wordCount: text.split(/\s+/u).filter(Boolean).length,
    twoColumnPages: [],
    pagesWithoutText: [],
  };
}
