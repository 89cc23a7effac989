// Whether a tailored resume, read back from its PDF, still has the original's structure: every
// section, every entry (job, degree, project) and every bullet as a unit. Words can all survive
// while bullets merge or headers turn into text; this catches that before a file is offered.
import { listEntries } from '../analysis/entries';
import type { ResumeDocument } from '../analysis/resume-model';

const ENTRY_SECTIONS = new Set(['experience', 'education', 'projects']);

export interface ResumeShape {
  sections: number;
  entries: number;
  bullets: number;
}

export function measureShape(document: ResumeDocument): ResumeShape {
  const content = document.sections.filter((section) => section.title !== null);
  return {
    sections: content.length,
    entries: content.filter((section) => ENTRY_SECTIONS.has(section.kind)).flatMap(listEntries)
      .length,
    bullets: content.flatMap((section) => section.blocks).filter((block) => block.kind === 'bullet')
      .length,
  };
}

/** The parts of the original's structure the tailored resume lost; empty when none. */
export function findLostStructure(
  original: ResumeDocument,
  tailored: ResumeDocument,
): (keyof ResumeShape)[] {
  const before = measureShape(original);
  const after = measureShape(tailored);
  return (Object.keys(before) as (keyof ResumeShape)[]).filter(
    (part) => after[part] < before[part],
  );
}
