// The fit check (issue 38): a posting read against the seeker's resume, built on what the Resume
// Builder already reads — the posting's keywords and the match report's placement of each — and
// on facts the posting states (pay, work mode, years, red flags). Certain verdicts are rules (the
// seeker's own limits broken, a posting that asks the candidate to pay); the degree of fit is the
// match report's keyword score and the years short, against thresholds fitted to a graded corpus
// (eval/fit-check, `npm run eval:fit -- --fit` writes fit-weights.json).
import { SALARY_PERIOD_PER_YEAR, type WorkMode } from '../../../../shared/constants';
import type {
  FitCheck,
  FitRequirement,
  FitSeeker,
  PayRange,
} from '../../../../shared/schemas/fit-check';
import type { ReportKeyword } from '../../../../shared/schemas/resumes';
import { areRelated, contentStems } from '../../../job-description/read-job-description';
import { stemText } from '../../../language/stem';
import { detectRoleFamily } from '../../../job-description/role-family';
import { getDocumentText } from '../analysis/document-text';
import type { ResumeDocument } from '../analysis/resume-model';
import { readDegreeRequirement } from '../job/degree-requirement';
import { extractJobKeywords, type JobKeyword } from '../job/job-keywords';
import { buildMatchReport } from '../matching/match-report';
import fitWeights from './fit-weights.json';
import {
  findRedFlags,
  readPostingPay,
  readWorkMode,
  readYearsAsked,
} from '../../../job-description/posting-facts';
import { readYearsShown } from './resume-years';

export interface FitWeights {
  /** Degree of fit from which the verdict is "apply". */
  applyFrom: number;
  /** Degree of fit under which it is "skip". */
  skipBelow: number;
  /** What each year short of the posting's ask takes off (up to three years). */
  perYearShort: number;
  /** What a resume from an unrelated field takes off. */
  otherField: number;
  /** What each named must-have the resume does not show takes off (up to two). */
  perNamedMissing: number;
}

export interface FitPosting {
  text: string;
  jobTitle: string;
  /** What a board vacancy states in its own fields; read from the text when absent. */
  stated?: { pay?: PayRange | null; workMode?: WorkMode | null; location?: string | null };
}

export interface FitFeatures {
  /** The match report's keyword score (0–1), or null when the posting names no keyword. */
  keywordScore: number | null;
  yearsShort: number;
  otherField: boolean;
  /** Named must-haves (a tool, a licence) the resume does not name. */
  namedMissing: number;
}

const EVIDENCE_MAX = 240;
const YEARS_SHORT_CAP = 3;
const NAMED_MISSING_CAP = 2;
/** A neutral degree for a posting whose requirements name nothing the reader recognises. */
const NOTHING_READ = 0.5;
const WORK_SECTIONS = new Set(['experience', 'projects']);
const RED_FLAGS_THAT_SKIP = new Set(['fee', 'messenger_only']);

/**
 * Words that say the person does not (yet) have what the clause names: "no experience with Epic",
 * "hoping to move into practice", «с Linux сталкивался по мелочи», «хочу освоить». A line that names
 * a requirement only in such a clause does not show it. A fixed bilingual list.
 */
// prettier-ignore
const HEDGES = [
  'no', 'not', 'never', 'lack', 'lacking', 'hope to', 'hoping to', 'want to', 'wanting to',
  'would like to', 'plan to', 'planning to', 'aspiring', 'eager to learn', 'keen to learn',
  'looking to', 'currently learning', 'learning', 'basic', 'exposure to', 'familiar with',
  'enrolled in', 'studying for', 'studying towards?', 'working towards?', 'preparing for',
  'starting next', 'upcoming',
  'не', 'нет', 'без опыта', 'хочу', 'хотела?', 'хотел бы', 'хотела бы', 'планирую', 'мечтаю',
  'изучаю', 'начинаю', 'по мелочи', 'базов[а-яё]*', 'поверхностн[а-яё]*', 'знаком[а-яё]* с',
  'учусь на', 'прохожу обучение', 'готовлюсь к', 'в процессе получения',
];
const HEDGE = new RegExp(`(?<![\\p{L}])(?:${HEDGES.join('|')})(?![\\p{L}])`, 'iu');
const CLAUSE_BREAK = /[,;.!?()]|\s[—–-]\s/u;
const CONTACT_NOISE = /[\w.+-]+@[\w-]+\.[\w.]+|https?:\/\/\S+|www\.\S+/gu;

/** Whether the line names the keyword in a clause that does not hedge or deny it. */
function showsIn(line: string, keyword: JobKeyword): boolean {
  const text = line.replace(CONTACT_NOISE, ' ');
  if (!keyword.isFoundIn(text)) return false;
  const clauses = text.split(CLAUSE_BREAK).filter((clause) => keyword.isFoundIn(clause));
  // A phrase that spans clauses ("food safety, FIFO and holding temps") is judged on the line.
  return clauses.length > 0 ? clauses.some((clause) => !HEDGE.test(clause)) : !HEDGE.test(text);
}

/**
 * The first line of the resume that shows the keyword, a line of work before a skills list; the
 * headline last. Contact items (an address, a link) show nothing.
 */
function evidenceOf(document: ResumeDocument, keyword: JobKeyword): FitRequirement['evidence'] {
  const sections = [
    ...document.sections.filter((section) => WORK_SECTIONS.has(section.kind)),
    ...document.sections.filter(
      (section) => !WORK_SECTIONS.has(section.kind) && section.kind !== 'contact',
    ),
  ].filter((section) => keyword.kind !== 'soft_skill' || section.kind !== 'education');
  for (const section of sections) {
    for (const block of section.blocks) {
      const line = block.text.replaceAll('\t', ' ').trim();
      if (showsIn(line, keyword)) {
        return { section: section.kind, line: line.slice(0, EVIDENCE_MAX) };
      }
    }
  }
  const headline = document.contact.headline ?? '';
  return showsIn(headline, keyword)
    ? { section: 'contact', line: headline.slice(0, EVIDENCE_MAX) }
    : null;
}

/**
 * A requirement of years ("3+ years of experience", «опыт работы от 1 года»): the seniority part
 * reads it against the resume's dated jobs; as a phrase, its words would be "shown" by any line
 * about the same work.
 */
const YEARS_REQUIREMENT =
  /\d+\s*\+?\s*(?:-|–)?\s*\d*\s*(?:years?|yrs?)['’]?(?![\p{L}])|(?<![\p{L}])(?:one|two|three|four|five|six|seven|eight|ten)\s+years?(?![\p{L}])|(?<![\p{L}])(?:от|не\s+менее|более|свыше|минимум)\s+(?:\d+|одного|двух|тр[её]х|четыр[её]х|пяти|шести)\s+(?:лет|года?)(?![\p{L}])|\d+\s*(?:лет|года?)(?![\p{L}])/iu;

function requirementsOf(options: {
  document: ResumeDocument;
  keywords: readonly JobKeyword[];
  report: ReturnType<typeof buildMatchReport>;
}): FitRequirement[] {
  const { document, keywords, report } = options;
  const statusOf = new Map<string, FitRequirement['status']>();
  const mark = (list: readonly ReportKeyword[] | undefined, status: FitRequirement['status']) => {
    for (const keyword of list ?? []) statusOf.set(keyword.label, status);
  };
  mark(report.notInResume, 'not_shown');
  mark(report.notFoundAsWritten, 'not_as_written');
  mark(report.askedWithShown, 'asked_with');
  mark(report.shownElsewhere, 'shown');
  mark(report.matched, 'shown');
  return keywords.flatMap((keyword) => {
    // A name picked out of a long requirement the resume does not show was never reported.
    const status = statusOf.get(keyword.label);
    if (!status) return [];
    const evidence = status === 'shown' ? evidenceOf(document, keyword) : null;
    // Shown means a line shows it: without one, say only that it is not written so.
    const checked: FitRequirement['status'] =
      status === 'shown' && !evidence ? 'not_as_written' : status;
    return [
      {
        label: keyword.label,
        ruLabel: keyword.ruLabel,
        kind: keyword.kind,
        level: keyword.level,
        status: checked,
        evidence,
      },
    ];
  });
}

function payFit(pay: PayRange | null, floor: FitSeeker['salaryFloor']): FitCheck['pay']['fit'] {
  if (!pay?.period || !floor) return 'unknown';
  const sameMoney =
    pay.currency === floor.currency ||
    (pay.currency === '$' && ['USD', 'CAD', 'AUD'].includes(floor.currency));
  if (!sameMoney) return 'unknown';
  const perYear = (amount: number, period: keyof typeof SALARY_PERIOD_PER_YEAR) =>
    amount * SALARY_PERIOD_PER_YEAR[period];
  const wanted = perYear(floor.amount, floor.period);
  const top = pay.max ?? pay.min;
  const bottom = pay.min ?? pay.max;
  if (top === null || bottom === null) return 'unknown';
  if (perYear(top, pay.period) < wanted) return 'below_floor';
  return perYear(bottom, pay.period) >= wanted ? 'fits' : 'partly';
}

function resumeField(document: ResumeDocument) {
  return detectRoleFamily({
    jobTitle: document.contact.headline ?? '',
    description: getDocumentText(document),
    skills: [],
  });
}

/** The degree of fit the thresholds judge: the keyword score, less what the fitted weights take. */
export function degreeOfFit(features: FitFeatures, weights: FitWeights): number {
  return (
    (features.keywordScore ?? NOTHING_READ) -
    weights.perYearShort * Math.min(YEARS_SHORT_CAP, features.yearsShort) -
    (features.otherField ? weights.otherField : 0) -
    weights.perNamedMissing * Math.min(NAMED_MISSING_CAP, features.namedMissing)
  );
}

/** Reads the posting against the resume: the verdict, its reasons and the evidence for each. */
export function checkFit(options: {
  posting: FitPosting;
  document: ResumeDocument;
  seeker: FitSeeker;
  now: Date;
  weights?: FitWeights;
}): Omit<FitCheck, 'jobTitle' | 'resume'> & { features: FitFeatures } {
  const { posting, document, seeker } = options;
  const weights = options.weights ?? (fitWeights as FitWeights);
  const keywords = extractJobKeywords(posting.text, posting.jobTitle).filter(
    (keyword) => !YEARS_REQUIREMENT.test(keyword.label),
  );
  const report = buildMatchReport({
    document,
    keywords,
    degree: readDegreeRequirement(posting.text),
  });
  const requirements = requirementsOf({ document, keywords, report });
  const mustHaves = requirements.filter((requirement) => requirement.level === 'required');
  const niceToHaves = requirements.filter((requirement) => requirement.level === 'preferred');

  const pay = posting.stated?.pay !== undefined ? posting.stated.pay : readPostingPay(posting.text);
  const workMode =
    posting.stated?.workMode !== undefined ? posting.stated.workMode : readWorkMode(posting.text);
  const redFlags = findRedFlags(posting.text, pay);
  const yearsAsked = readYearsAsked(posting.text);
  const yearsShown = readYearsShown(document, { now: options.now });
  // Years in work like this job's: the dated jobs whose lines show one of its requirements or
  // the words of its title. A degree the fitted weights judge; the verdict shown says "below" only
  // where every dated job together falls short.
  const titleStems = contentStems(posting.jobTitle);
  const yearsRelated = readYearsShown(document, {
    now: options.now,
    counts: (entry) => {
      const stems = new Set(stemText(entry));
      return (
        keywords.some((keyword) => keyword.sure !== false && keyword.isFoundIn(entry)) ||
        titleStems.some((stem) => stems.has(stem))
      );
    },
  });
  const yearsShort =
    yearsAsked !== null && yearsShown !== null ? Math.max(0, yearsAsked - (yearsRelated ?? 0)) : 0;
  const jobField = detectRoleFamily({
    jobTitle: posting.jobTitle,
    description: posting.text,
    skills: [],
  });
  const ownField = resumeField(document);
  const otherField = jobField !== null && ownField !== null && !areRelated(jobField, ownField);
  const features: FitFeatures = {
    keywordScore: report.keywordScore === null ? null : report.keywordScore / 100,
    yearsShort,
    otherField,
    namedMissing: mustHaves.filter((requirement) => requirement.status === 'not_shown').length,
  };

  const place: FitCheck['place'] = {
    workMode,
    location: posting.stated?.location ?? null,
    fit:
      workMode === null || seeker.workModes.length === 0
        ? 'unknown'
        : seeker.workModes.includes(workMode)
          ? 'fits'
          : 'does_not_fit',
  };
  const payResult: FitCheck['pay'] = { posting: pay, fit: payFit(pay, seeker.salaryFloor) };
  const seniority: FitCheck['seniority'] = {
    yearsAsked,
    yearsShown,
    fit: yearsAsked === null || yearsShown === null ? 'unknown' : yearsShort > 0 ? 'below' : 'fits',
  };

  const reasons: FitCheck['reasons'] = [];
  const blocking = redFlags.filter((flag) => RED_FLAGS_THAT_SKIP.has(flag.code));
  if (redFlags.length > 0) reasons.push({ code: 'red_flag', values: { count: redFlags.length } });
  if (payResult.fit === 'below_floor') reasons.push({ code: 'pay_below_floor', values: {} });
  if (place.fit === 'does_not_fit') {
    reasons.push({ code: 'work_mode_not_accepted', values: { mode: workMode ?? '' } });
  }
  const total = mustHaves.length;
  const shown = mustHaves.filter((requirement) => requirement.status === 'shown').length;
  const notShown = mustHaves.filter((requirement) => requirement.status === 'not_shown').length;
  if (keywords.length === 0) reasons.push({ code: 'no_requirements_read', values: {} });
  else if (total > 0 && shown === total) {
    reasons.push({ code: 'requirements_shown', values: { shown, total } });
  } else if (total > 0 && shown > 0) {
    reasons.push({ code: 'requirements_partly_shown', values: { shown, total } });
  } else if (total > 0) reasons.push({ code: 'requirements_none_shown', values: { total } });
  if (notShown > 0 && shown > 0) {
    reasons.push({ code: 'requirements_missing', values: { count: notShown } });
  }
  if (seniority.fit === 'below') {
    reasons.push({
      code: 'fewer_years',
      values: { asked: yearsAsked ?? 0, shown: yearsShown ?? 0 },
    });
  }
  if (otherField) reasons.push({ code: 'different_field', values: {} });

  const ruled =
    blocking.length > 0 || payResult.fit === 'below_floor' || place.fit === 'does_not_fit';
  const degree = degreeOfFit(features, weights);
  const verdict: FitCheck['verdict'] = ruled
    ? 'skip'
    : degree >= weights.applyFrom
      ? 'apply'
      : degree < weights.skipBelow
        ? 'skip'
        : 'stretch';
  return {
    verdict,
    reasons,
    mustHaves,
    niceToHaves,
    seniority,
    place,
    pay: payResult,
    redFlags,
    features,
  };
}
