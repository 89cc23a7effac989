import type { ReportKeyword } from '../../../../shared/schemas/resumes';
import type { ResumeDocument, ResumeSection } from '../analysis/resume-model';
import type { JobKeyword } from '../job/job-keywords';

export type KeywordPlacement = 'matched' | 'shown_elsewhere' | 'not_in_resume';

/** Where a skill counts as said plainly: the places a recruiter or an ATS reads a skill list from. */
const PLAIN_SECTIONS = new Set(['skills', 'summary']);
/** Soft skills are rarely listed; a bullet that shows one says it plainly enough. */
const PLAIN_SECTIONS_FOR_SOFT_SKILLS = new Set(['skills', 'summary', 'experience']);

export function sectionText(section: ResumeSection): string {
  return section.blocks.map((block) => block.text.replaceAll('\t', ' ')).join('\n');
}

/**
 * Each keyword with the sections that mention it, and where that places it: matched (skills or
 * summary; for soft skills experience too), shown elsewhere (only in other sections, such as a
 * project description: true, but not where it is looked for), or not in the resume at all.
 */
export function locateKeywords(
  document: ResumeDocument,
  keywords: readonly JobKeyword[],
): { keyword: ReportKeyword; placement: KeywordPlacement }[] {
  const texts = document.sections.map((section) => ({ section, text: sectionText(section) }));
  // The headline ("Front-End Developer") sits in the contact part and reads as a summary.
  const headline = document.contact.headline ?? '';
  return keywords.map((keyword) => {
    const foundIn = texts
      // A degree's name is no skill: "B.A. Communications" does not show communication.
      .filter(({ section }) => keyword.kind !== 'soft_skill' || section.kind !== 'education')
      .filter(({ text }) => keyword.isFoundIn(text))
      .map(({ section }) => ({ section: section.kind, title: section.title }));
    const plain = keyword.kind === 'soft_skill' ? PLAIN_SECTIONS_FOR_SOFT_SKILLS : PLAIN_SECTIONS;
    const isPlain =
      foundIn.some((location) => plain.has(location.section)) ||
      (headline.length > 0 && keyword.isFoundIn(headline));
    const placement: KeywordPlacement = isPlain
      ? 'matched'
      : foundIn.length > 0
        ? 'shown_elsewhere'
        : 'not_in_resume';
    return {
      keyword: {
        label: keyword.label,
        ruLabel: keyword.ruLabel,
        kind: keyword.kind,
        level: keyword.level,
        foundIn: uniqueLocations(foundIn),
      },
      placement,
    };
  });
}

function uniqueLocations(locations: ReportKeyword['foundIn']): ReportKeyword['foundIn'] {
  const seen = new Set<string>();
  return locations.filter((location) => {
    const key = `${location.section}|${location.title ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
