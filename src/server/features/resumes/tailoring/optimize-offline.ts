import type { ResumeChange } from '../../../../shared/schemas/resumes';
import { listEntries } from '../analysis/entries';
import type { ResumeBlock, ResumeDocument, ResumeSection } from '../analysis/resume-model';
import { splitOutsideParentheses } from '../analysis/skills-list';
import type { JobKeyword } from '../job/job-keywords';
import { sortByRelevance } from './relevance';

export interface TailoredResume {
  /** How it was made: reordered offline, or rewritten by a model and filtered for truth. */
  mode: 'offline' | 'model';
  document: ResumeDocument;
  changes: ResumeChange[];
}

// A skills line that is a plain list ("React, Redux, Git"); one with a lead-in is left as written.
const CATEGORY_LABEL = /^([\p{L}][\p{L}\s/&-]{0,30}:\s+)/u;
const LEAD_IN =
  /^(?:proficient|fluent|familiar|experienced|knowledge|skilled|владение|владею|знание)\b/iu;

/**
 * The offline tailoring: skills lines, the skills within each plain list, and each job's or
 * project's bullets ordered by relevance to the job. Nothing is added, removed or reworded, and
 * jobs stay in the order the person gave them.
 */
export function optimizeResumeOffline(options: {
  document: ResumeDocument;
  keywords: readonly JobKeyword[];
}): TailoredResume {
  const { keywords } = options;
  const changes: ResumeChange[] = [];
  const sections = options.document.sections.map((section): ResumeSection => {
    if (section.kind === 'skills') {
      const blocks = sortByRelevance(section.blocks, (block) => block.text, keywords).map(
        (block) => ({ ...block, text: reorderList(block.text, keywords) }),
      );
      const before = section.blocks.map((block) => block.text);
      const after = blocks.map((block) => block.text);
      if (before.join('\n') !== after.join('\n')) {
        changes.push({ kind: 'skills_reordered', sectionTitle: section.title, before, after });
      }
      return { ...section, blocks };
    }
    if (section.kind === 'experience' || section.kind === 'projects') {
      return { ...section, blocks: reorderEntryBullets(section, keywords, changes) };
    }
    return section;
  });
  return { mode: 'offline', document: { ...options.document, sections }, changes };
}

function reorderEntryBullets(
  section: ResumeSection,
  keywords: readonly JobKeyword[],
  changes: ResumeChange[],
): ResumeBlock[] {
  return listEntries(section).flatMap((entry) => {
    const bullets = entry.details.filter((block) => block.kind === 'bullet');
    const sorted = sortByRelevance(bullets, (block) => block.text, keywords);
    let next = 0;
    // Paragraphs keep their places; the bullets fill the bullet places in their new order.
    const details = entry.details.map((block) =>
      block.kind === 'bullet' ? (sorted[next++] ?? block) : block,
    );
    if (sorted.some((block, index) => block !== bullets[index])) {
      changes.push({
        kind: 'bullets_reordered',
        sectionTitle: section.title,
        entry: entry.header[0]?.text.split('\t')[0] ?? '',
        before: bullets.map((block) => block.text),
        after: sorted.map((block) => block.text),
      });
    }
    return [...entry.header, ...details];
  });
}

function reorderList(text: string, keywords: readonly JobKeyword[]): string {
  const label = text.match(CATEGORY_LABEL)?.[1] ?? '';
  const body = text.slice(label.length);
  if (LEAD_IN.test(body)) return text;
  const isTabbed = body.includes('\t');
  const items = (isTabbed ? body.split('\t') : splitOutsideParentheses(body, /[,;]/u)).map((item) =>
    item.trim().replace(/^(?:and|и)\s+/iu, ''),
  );
  if (items.length < 2 || items.some((item) => item.length === 0)) return text;
  const sorted = sortByRelevance(items, (item) => item, keywords);
  if (sorted.every((item, index) => item === items[index])) return text;
  return `${label}${sorted.join(isTabbed ? '\t' : ', ')}`;
}
