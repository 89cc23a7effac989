import type { MatchReport, ResumeChange } from '../../../../shared/schemas/resumes';
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
 * project's bullets ordered by relevance to the job; then the job's hard skills and tools that
 * the resume shows only in other sections (the report's "shown elsewhere") named in the skills
 * list, each change saying where the skill was found. Nothing is removed or reworded, nothing the
 * resume does not show is added, and jobs stay in the order the person gave them.
 */
export function tailorOffline(options: {
  document: ResumeDocument;
  keywords: readonly JobKeyword[];
  report?: MatchReport;
}): TailoredResume {
  const { keywords } = options;
  const changes: ResumeChange[] = [];
  const reordered = options.document.sections.map((section): ResumeSection => {
    if (section.kind === 'skills') {
      const blocks = sortByRelevance(section.blocks, {
        textOf: (block) => block.text,
        keywords,
      }).map((block) => ({ ...block, text: reorderList(block.text, keywords) }));
      const before = section.blocks.map((block) => block.text);
      const after = blocks.map((block) => block.text);
      if (before.join('\n') !== after.join('\n')) {
        changes.push({ kind: 'skills_reordered', sectionTitle: section.title, before, after });
      }
      return { ...section, blocks };
    }
    if (section.kind === 'experience' || section.kind === 'projects') {
      return { ...section, blocks: reorderEntryBullets(section, { keywords, changes }) };
    }
    return section;
  });
  const sections = options.report
    ? addShownSkills(reordered, {
        report: options.report,
        language: options.document.language,
        changes,
      })
    : reordered;
  return { mode: 'offline', document: { ...options.document, sections }, changes };
}

const SKILLS_TITLE = { en: 'Skills', ru: 'Навыки' } as const;
/** The longest name a skills list takes. */
const MAX_SKILL_WORDS = 4;

/** Appends the job's skills the resume shows elsewhere to its first plain skills list. */
function addShownSkills(
  sections: ResumeSection[],
  options: { report: MatchReport; language: ResumeDocument['language']; changes: ResumeChange[] },
): ResumeSection[] {
  const { report, language, changes } = options;
  // A skills list holds names, not sentences: a requirement line the resume shows in its own
  // words ("Допуск к работам на высоте") is not copied into it in the posting's words.
  const shown = report.shownElsewhere.filter(
    (keyword) =>
      keyword.kind !== 'soft_skill' &&
      keyword.foundIn.length > 0 &&
      keyword.label.split(/\s+/u).length <= MAX_SKILL_WORDS,
  );
  if (shown.length === 0) return sections;
  const labels = shown.map((keyword) =>
    language === 'ru' && keyword.ruLabel ? keyword.ruLabel : keyword.label,
  );
  const index = sections.findIndex((section) => section.kind === 'skills');
  const added = shown.map((keyword, position) => ({
    label: labels[position] ?? keyword.label,
    foundIn: keyword.foundIn,
  }));
  if (index === -1) {
    const section: ResumeSection = {
      kind: 'skills',
      title: SKILLS_TITLE[language],
      blocks: [{ kind: 'text', text: labels.join(', ') }],
    };
    changes.push({ kind: 'skills_added', sectionTitle: section.title, added });
    return [...sections, section];
  }
  const section = sections[index] as ResumeSection;
  // The first list that is a plain "A, B, C" (or a "Label: A, B" line) takes the new names.
  const target = section.blocks.findIndex(
    (block) => block.kind === 'text' && !LEAD_IN.test(block.text.replace(CATEGORY_LABEL, '')),
  );
  const blocks =
    target === -1
      ? [...section.blocks, { kind: 'text' as const, text: labels.join(', ') }]
      : section.blocks.map((block, position) =>
          position === target
            ? { ...block, text: `${block.text.replace(/[\s,;.]+$/u, '')}, ${labels.join(', ')}` }
            : block,
        );
  changes.push({ kind: 'skills_added', sectionTitle: section.title, added });
  return sections.map((other, position) => (position === index ? { ...section, blocks } : other));
}

function reorderEntryBullets(
  section: ResumeSection,
  options: { keywords: readonly JobKeyword[]; changes: ResumeChange[] },
): ResumeBlock[] {
  const { keywords, changes } = options;
  return listEntries(section).flatMap((entry) => {
    const bullets = entry.details.filter((block) => block.kind === 'bullet');
    const sorted = sortByRelevance(bullets, { textOf: (block) => block.text, keywords });
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
  const sorted = sortByRelevance(items, { textOf: (item) => item, keywords });
  if (sorted.every((item, index) => item === items[index])) return text;
  return `${label}${sorted.join(isTabbed ? '\t' : ', ')}`;
}
