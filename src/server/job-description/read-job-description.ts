// The one reading of a job description that the coach, the evidence shown on the results page
// and the Resume Builder share: the field (role family), the duties, the skills a candidate must
// have and those that are a plus, and the vocabulary of the work, with noise (company blurb,
// benefits, places, shift times, schedules, salary, language pairs) left out.
import { LEXICON_EN } from '../language/lexicon.en';
import { LEXICON_RU } from '../language/lexicon.ru';
import { stemText } from '../language/stem';
import { FAMILY_LEXICONS, type RoleFamily } from './families';
import { GENERAL_WORDS } from './general-words';
import { classifyJobLines, type RequirementLevel } from './job-sections';
import { extractJobTerms, type JobTerm } from './job-terms';
import { removeNoise } from './noise';
import { detectRoleFamily, getTopicStems, titleNamesOnlyField } from './role-family';

export type { RoleFamily } from './families';

export interface JobSkill extends JobTerm {
  level: RequirementLevel;
}

export interface JobReading {
  /** The field of the job, or null when the description points to none clearly. */
  family: RoleFamily | null;
  /**
   * Whether the title names that field. A field read from the posting's words alone is used to
   * weigh its terms, but its interview questions are not asked: a court reporter read as legal
   * work was asked a lawyer's questions, a water-treatment operator a guard's, a fishmonger a
   * cook's (question ratings, rounds 2–10: 2.82 for the postings so read against 3.19 for those
   * read as general work, 9 questions from another occupation in 5 postings).
   */
  familyNamedByTitle: boolean;
  /** Skills, tools and qualifications: required ones first, each by first appearance. */
  skills: JobSkill[];
  /** Duties as the description words them, by first appearance. */
  duties: string[];
  /**
   * Stems of the words of the work: the description's content words, the field's everyday
   * words, and the job title. An answer about this job uses some of them.
   */
  vocabulary: ReadonlySet<string>;
}

const TECH_FAMILIES: ReadonlySet<RoleFamily> = new Set(['software', 'data']);

// Fields whose everyday words overlap: a warehouse job's "shipping" is its own, a product
// manager's "shipping features" is not logistics, and a logistics "передача смены" is no nurse's
// handoff. Groups of fields that share their vocabulary.
export const RELATED_FIELDS: readonly (readonly RoleFamily[])[] = [
  ['software', 'data', 'product', 'design'],
  ['design', 'graphic_design', 'marketing'],
  ['sales', 'marketing', 'customer_service'],
  ['retail', 'sales', 'customer_service'],
  ['healthcare', 'pharmacy', 'dental'],
  ['healthcare', 'social_care'],
  ['early_childhood', 'social_care'],
  ['social_work', 'social_care'],
  ['social_work', 'early_childhood'],
  ['logistics', 'transport', 'freight'],
  ['transport', 'passenger_transport'],
  ['procurement', 'logistics', 'freight'],
  ['procurement', 'sales'],
  ['real_estate', 'sales'],
  ['real_estate', 'legal'],
  ['education', 'early_childhood'],
  ['hospitality', 'hotel'],
  ['construction', 'trades', 'engineering'],
  // A project manager's words are those of whatever the project builds.
  ['project_management', 'product'],
  ['project_management', 'software'],
  ['project_management', 'construction'],
  ['hr', 'finance', 'legal'],
];

/** Whether two fields share their everyday vocabulary (the same field, or one group). */
export function areRelated(a: RoleFamily, b: RoleFamily): boolean {
  return a === b || RELATED_FIELDS.some((group) => group.includes(a) && group.includes(b));
}

/**
 * Whether a recognised term counts as a skill of this job. A named tool or a code ("Salesforce",
 * "WMS", "НДС") counts in any job; an everyday lower-case term of an unrelated field ("shipping",
 * "handoff", "receiving") is that field's word used loosely, not a skill this job asks for.
 */
function countsForJob(term: JobTerm, family: RoleFamily | null): boolean {
  if (!family || !term.family || areRelated(term.family, family)) return true;
  return (
    /\p{Lu}|\d/u.test(term.label) ||
    (term.ruLabel !== null &&
      /\p{Lu}|\d/u.test(term.ruLabel) &&
      !/^\p{Lu}\p{Ll}/u.test(term.ruLabel))
  );
}
// prettier-ignore
const BOILERPLATE_WORDS = [
  'experience', 'years', 'ability', 'able', 'skills', 'skill', 'strong', 'excellent', 'including',
  'responsibilities', 'requirements', 'qualifications', 'preferred', 'required', 'plus', 'will',
  'must', 'join', 'looking', 'candidate', 'position', 'opportunity', 'benefits', 'offer',
  'опыт', 'умение', 'знание', 'навыки', 'требования', 'обязанности', 'условия', 'будет', 'плюсом',
  'ищем', 'компания', 'команда', 'работа', 'работы', 'предлагаем', 'кандидат',
];
const STOP_STEMS: ReadonlySet<string> = new Set(
  [
    ...LEXICON_EN.commonWords,
    ...LEXICON_RU.commonWords,
    ...BOILERPLATE_WORDS,
    ...GENERAL_WORDS,
  ].flatMap((word) => stemText(word)),
);

/**
 * Long texts stemmed lately (a posting is stemmed for each of its answers by several readers): the
 * last few kept, each handed out as a copy.
 */
const RECENT_LONG_TEXTS = 16;
const LONG_TEXT = 400;
const recentStems = new Map<string, readonly string[]>();

/** Stems of the content words of a text: letters only, three or more, no common words. */
export function contentStems(text: string): string[] {
  if (text.length < LONG_TEXT) return readContentStems(text);
  let stems = recentStems.get(text);
  if (!stems) {
    stems = readContentStems(text);
    if (recentStems.size >= RECENT_LONG_TEXTS) {
      recentStems.delete(recentStems.keys().next().value as string);
    }
    recentStems.set(text, stems);
  }
  return [...stems];
}

function readContentStems(text: string): string[] {
  return stemText(text).filter(
    (word) => word.length >= 3 && /^[\p{L}-]+$/u.test(word) && !STOP_STEMS.has(word),
  );
}

function levelOfSkills(text: string, skills: readonly JobTerm[]): JobSkill[] {
  const lines = classifyJobLines(text);
  const sectionText = (level: RequirementLevel) =>
    lines
      .filter((line) => line.role === level)
      .map((line) => line.text)
      .join('\n');
  const preferredText = sectionText('preferred');
  const requiredText = sectionText('required');
  const mentions = (term: JobTerm, section: string) =>
    term.patterns.some((pattern) => pattern.test(section));
  const withLevel = skills
    .filter((term) => mentions(term, requiredText) || mentions(term, preferredText))
    .map((term): JobSkill => ({
      ...term,
      level: mentions(term, requiredText) ? 'required' : 'preferred',
    }));
  return [
    ...withLevel.filter((term) => term.level === 'required'),
    ...withLevel.filter((term) => term.level === 'preferred'),
  ];
}

function read(jobTitle: string, jobDescription: string): JobReading {
  const cleaned = removeNoise(jobDescription);
  // A first pass with the dictionary only decides the field; unknown names count in tech jobs.
  const known = extractJobTerms(cleaned, { allowUnknownNames: false });
  const family = detectRoleFamily({ jobTitle, description: cleaned, skills: known.skills });
  // Outside tech jobs an unknown capitalised word is far more often a place, a firm's suffix or
  // a licence code (LLP, MVR, OTR) than a skill, so only the dictionary's terms count there.
  const terms =
    family === null
      ? known
      : extractJobTerms(cleaned, {
          allowUnknownNames: TECH_FAMILIES.has(family),
          preferFamily: family,
        });
  const skills = terms.skills.filter((term) => countsForJob(term, family));
  // Company blurb and benefits sections say nothing about the work.
  const aboutTheWork = classifyJobLines(cleaned)
    .filter((line) => line.role !== 'ignored')
    .map((line) => line.text)
    .join('\n');
  const vocabulary = new Set([
    ...contentStems(aboutTheWork),
    ...contentStems(jobTitle),
    ...(family ? getTopicStems(family) : []),
    ...skills.flatMap((term) => contentStems(term.label)),
  ]);
  return {
    family,
    familyNamedByTitle: family !== null && titleNamesOnlyField(family, jobTitle),
    skills: levelOfSkills(cleaned, skills),
    duties: terms.responsibilities,
    vocabulary,
  };
}

const MAX_CACHED = 64;
const cache = new Map<string, JobReading>();

/** The reading of one job; the same job is read once and remembered for the next answers. */
export function readJobDescription(options: {
  jobTitle?: string;
  jobDescription: string;
}): JobReading {
  const jobTitle = options.jobTitle?.trim() ?? '';
  const key = `${jobTitle}\n${options.jobDescription}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const reading = read(jobTitle, options.jobDescription);
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(key, reading);
  return reading;
}

/** The field names, for the evaluation and tests. */
export const KNOWN_FAMILIES: readonly RoleFamily[] = FAMILY_LEXICONS.map((entry) => entry.family);
