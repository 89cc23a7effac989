import { classifyJobLines } from '../../../job-description/job-sections';
import { removeNoise } from '../../../job-description/noise';

// A posting's requirement of a degree of higher education. The Education check of the match
// report states whether the resume shows one; a keyword the posting names only on its degree line
// ("педагогическое образование") is left to that check, not called missing on its own.

/** A posting's requirement of a degree, in its own words. */
export interface DegreeRequirement {
  /** The requirement line as the posting writes it. */
  text: string;
}

// "Bachelor's degree in…", "BS/BA", "Master's", "PharmD", "a university degree", "degree in…";
// not "a high degree of accuracy".
export const POSTING_DEGREE =
  /\b(?:bachelor'?s?|master'?s?|BSc|MSc|BEng|MEng|MBA|Ph\.?D|doctorate|PharmD|B\.[SA]\.|M\.S\.|(?:university|college|undergraduate|postgraduate|graduate|4-year|four-year|bachelor|associate)\s+degree|degree\s+in)(?![\p{L}])|высш\p{L}*\s+(?:\p{L}+\s+){0,2}образовани|бакалавр|магистр/iu;
/** A requirement that also accepts less than a degree: no check can say the resume falls short. */
const ALSO_ACCEPTS =
  /\bor\s+(?:an?\s+)?(?:equivalent|associate|diploma|relevant\s+experience)|equivalent\s+(?:experience|combination)|средн\p{L}*\s+(?:специальн|профессиональн)|средн\p{L}*(?:\s+\p{L}+)?\s*(?:или|либо|\/)\s*высш|или\s+опыт/iu;
/** Whether a posting line asks for a degree ("Bachelor's degree in…", «Высшее … образование»). */
export function isDegreeLine(text: string): boolean {
  return POSTING_DEGREE.test(text);
}

/** The posting's required degree of higher education, or null when it requires none. */
export function readDegreeRequirement(description: string): DegreeRequirement | null {
  const line = classifyJobLines(removeNoise(description)).find(
    (candidate) => candidate.role === 'required' && POSTING_DEGREE.test(candidate.text),
  );
  if (line !== undefined && ALSO_ACCEPTS.test(line.text)) return null;
  if (line === undefined) return null;
  return { text: line.text.replace(/^[\s\-–—*•·]+/u, '').trim() };
}
