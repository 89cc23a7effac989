import type { AtsCheck } from '../../../../shared/schemas/resumes';
import type { ResumeDocument } from '../analysis/resume-model';
import type { DegreeRequirement } from '../job/degree-requirement';
import { sectionText } from './keyword-locations';

// Education match, as Jobscan counts it: a posting that requires a degree of higher education is
// checked against what the resume shows. The check states a fact about the resume ("we found no
// degree"), so the resume side is read broadly: any word of a degree or a university shows one.

/** Words of a degree or of a university, in a resume: any of them shows higher education. */
const RESUME_DEGREE =
  /\b(?:bachelor|master|B\.?\s?S\.?c?|B\.?\s?A\.?|BEng|MEng|MSc|MBA|Ph\.?\s?D|PharmD|Doctor of|degree|university|college|polytechnic|institute)(?![\p{L}])|университет|институт|академи|высш\p{L}*\s+образовани|бакалавр|магистр|специалист|вуз/iu;

/** The check, or null when the posting requires no degree. */
export function checkEducation(
  document: ResumeDocument,
  requirement: DegreeRequirement | null | undefined,
): AtsCheck | null {
  if (!requirement) return null;
  const ordered = [
    ...document.sections.filter((section) => section.kind === 'education'),
    ...document.sections.filter((section) => section.kind !== 'education'),
  ];
  const found = ordered
    .flatMap((section) => sectionText(section).split('\n'))
    .concat(document.contact.headline ?? '')
    .find((line) => RESUME_DEGREE.test(line));
  return {
    id: 'education',
    status: found === undefined ? 'warn' : 'pass',
    details: {
      asked: [requirement.text],
      found: found === undefined ? [] : [found.split('\t')[0]?.trim() ?? found],
    },
  };
}
