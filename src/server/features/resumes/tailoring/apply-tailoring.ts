import type { ResumeChange } from '../../../../shared/schemas/resumes';
import { listEntries } from '../analysis/entries';
import type { ResumeBlock, ResumeDocument, ResumeSection } from '../analysis/resume-model';
import { listSkills } from '../analysis/skills-list';
import type { TailoredResume } from './tailor-offline';
import type { TailoringProposal } from './tailoring-proposal';

/**
 * The resume with a model's accepted edits (see filterTruthfulEdits) applied: the new summary, each
 * job's bullets in the new order and wording (bullets the model left out keep their text and come
 * after), the skills as one list in the new order. Every change is listed.
 */
export function applyTailoring(options: {
  document: ResumeDocument;
  accepted: TailoringProposal;
}): TailoredResume {
  const { document, accepted } = options;
  const changes: ResumeChange[] = [];
  let sections = applySummary(document, { summary: accepted.summary, changes });
  sections = applyBullets(sections, { edits: accepted.experience, changes });
  sections = applySkills(sections, { skills: accepted.skills, changes });
  return { mode: 'model', document: { ...document, sections }, changes };
}

function applySummary(
  document: ResumeDocument,
  options: { summary: string | null; changes: ResumeChange[] },
): ResumeSection[] {
  const { summary, changes } = options;
  if (summary === null) return document.sections;
  const index = document.sections.findIndex((section) => section.kind === 'summary');
  const block: ResumeBlock = { kind: 'text', text: summary };
  if (index === -1) {
    changes.push({ kind: 'summary_rewritten', before: '', after: summary });
    const title = document.language === 'ru' ? 'О себе' : 'Summary';
    const at = document.sections[0]?.kind === 'contact' ? 1 : 0;
    const added: ResumeSection = { kind: 'summary', title, blocks: [block] };
    return [...document.sections.slice(0, at), added, ...document.sections.slice(at)];
  }
  return document.sections.map((section, position) => {
    if (position !== index) return section;
    const before = section.blocks.map((item) => item.text).join('\n');
    changes.push({ kind: 'summary_rewritten', before, after: summary });
    return { ...section, blocks: [block] };
  });
}

function applyBullets(
  sections: ResumeSection[],
  options: { edits: TailoringProposal['experience']; changes: ResumeChange[] },
): ResumeSection[] {
  const { edits, changes } = options;
  let entryIndex = 0;
  return sections.map((section) => {
    if (section.kind !== 'experience') return section;
    const blocks = listEntries(section).flatMap((entry) => {
      const edit = edits.find((candidate) => candidate.entryIndex === entryIndex);
      entryIndex += 1;
      const bullets = entry.details.filter((block) => block.kind === 'bullet');
      if (!edit) return [...entry.header, ...entry.details];
      const used = new Set<number>();
      const rewritten: ResumeBlock[] = [];
      for (const bullet of edit.bullets) {
        const original = bullets[bullet.from];
        if (!original || used.has(bullet.from)) continue;
        used.add(bullet.from);
        rewritten.push({ kind: 'bullet', text: bullet.text });
        if (bullet.text !== original.text) {
          changes.push({
            kind: 'bullet_rewritten',
            entry: entry.header[0]?.text.split('\t')[0] ?? '',
            before: original.text,
            after: bullet.text,
          });
        }
      }
      const ordered = [...rewritten, ...bullets.filter((_, index) => !used.has(index))];
      let next = 0;
      const details = entry.details.map((block) =>
        block.kind === 'bullet' ? (ordered[next++] ?? block) : block,
      );
      return [...entry.header, ...details];
    });
    return { ...section, blocks };
  });
}

function applySkills(
  sections: ResumeSection[],
  options: { skills: string[]; changes: ResumeChange[] },
): ResumeSection[] {
  const { skills, changes } = options;
  if (skills.length === 0) return sections;
  const before = listSkills(sections);
  const first = sections.findIndex((section) => section.kind === 'skills');
  if (first === -1) return sections;
  if (before.join('\n') !== skills.join('\n')) {
    changes.push({
      kind: 'skills_reordered',
      sectionTitle: sections[first]?.title ?? null,
      before,
      after: skills,
    });
  }
  return sections
    .map((section, index) =>
      index === first
        ? { ...section, blocks: [{ kind: 'text' as const, text: skills.join(', ') }] }
        : section,
    )
    .filter((section, index) => index === first || section.kind !== 'skills');
}
