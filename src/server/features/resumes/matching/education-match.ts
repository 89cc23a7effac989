import type { AtsCheck } from '../../../../shared/schemas/resumes';
import { classifyJobLines } from '../../../job-description/job-sections';
import { removeNoise } from '../../../job-description/noise';
import type { ResumeDocument } from '../analysis/resume-model';
import { sectionText } from './keyword-locations';

// Education match, as Jobscan counts it: a posting that requires a degree of higher education is
// checked against what the resume shows. The check states a fact about the resume ("we found no
// degree"), so the resume side is read broadly: any word of a degree or a university shows one.

/** A posting's requirement of a degree, in its own words. */
export interface DegreeRequirement {
  /** The requirement line as the posting writes it. */
  text: string;
}

// "Bachelor's degree in…", "BS/BA", "Master's", "PharmD", "a university degree", "degree in…";
// not "a high degree of accuracy".
const POSTING_DEGREE =
  /\b(?:bachelor'?s?|master'?s?|BSc|MSc|BEng|MEng|MBA|Ph\.?D|doctorate|PharmD|B\.[SA]\.|M\.S\.|(?:university|college|undergraduate|postgraduate|graduate|4-year|four-year|bachelor|associate)\s+degree|degree\s+in)(?![\p{L}])|высш\p{L}*\s+(?:\p{L}+\s+){0,2}образовани|бакалавр|магистр/iu;
/** A requirement that also accepts less than a degree: no check can say the resume falls short. */
const ALSO_ACCEPTS =
  /\bor\s+(?:an?\s+)?(?:equivalent|associate|diploma|relevant\s+experience)|equivalent\s+(?:experience|combination)|средн\p{L}*\s+(?:специальн|профессиональн)|или\s+опыт/iu;
/** Words of a degree or of a university, in a resume: any of them shows higher education. */
const RESUME_DEGREE =
  /\b(?:bachelor|master|B\.?\s?S\.?c?|B\.?\s?A\.?|BEng|MEng|MSc|MBA|Ph\.?\s?D|PharmD|Doctor of|degree|university|college|polytechnic|institute)(?![\p{L}])|университет|институт|академи|высш\p{L}*\s+образовани|бакалавр|магистр|специалист|вуз/iu;

/** The posting's required degree of higher education, or null when it requires none. */
export function readDegreeRequirement(description: string): DegreeRequirement | null {
  const line = classifyJobLines(removeNoise(description)).find(
    (candidate) => candidate.role === 'required' && POSTING_DEGREE.test(candidate.text),
  );
  if (line !== undefined && ALSO_ACCEPTS.test(line.text)) return null;
  if (line === undefined) return null;
  return { text: line.text.replace(/^[\s\-–—*•·]+/u, '').trim() };
}

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
