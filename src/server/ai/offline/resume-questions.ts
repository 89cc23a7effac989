// Questions for this candidate, not just this job: their own resume's measured claims ("You cut
// EC2 spend by 22%: walk me through it"), the job's required skills their resume does not show,
// and the level they chose. They take fixed places among the twelve, so the spec's categories
// hold: a claim in background (2) and soft skills (11), a gap in technical (5), the level in soft
// skills (10, and 12 for a senior).
import type { Seniority } from '../../../shared/constants';
import type { Language } from '../../../shared/language';
import { findTermsIn, getTermLabel } from '../../job-description/job-terms';
import type { JobReading, JobSkill } from '../../job-description/read-job-description';
import { normaliseText, tokenize } from '../../language/text';
import type { InterviewResume } from '../coach';
import { findMetrics } from './metrics';

const TEXTS = {
  en: {
    claim: (claim: string) =>
      `Your resume says: “${claim}”. Walk me through it: where things stood before, what you did yourself, and how you measured the result.`,
    claimUnmeasured: (claim: string) =>
      `Your resume says: “${claim}”. Take one real example: what did you do yourself, and what result could you measure?`,
    claimPeople: (claim: string) =>
      `Your resume mentions “${claim}”. Who did you work with on it, and what was your own part?`,
    gap: (skill: string) =>
      `The role asks for ${skill}, which your resume does not name. Where have you done this kind of work, and if you have not, how would you get up to speed in your first months?`,
    level: {
      junior:
        'You are early in your career: how do you decide when to ask for help and when to keep digging on your own? Give an example.',
      mid: 'Tell me about a piece of work you owned from start to finish without close supervision. How did you keep others informed?',
      senior:
        'Tell me about a decision you led that others disagreed with at first. How did you bring them along, and how did it turn out?',
    },
    mentoring:
      'How have you helped a less experienced colleague grow? What did you do, and what changed for them?',
  },
  ru: {
    claim: (claim: string) =>
      `В резюме вы пишете: «${claim}». Расскажите подробнее: что было до этого, что вы сделали сами и как измерили результат.`,
    claimUnmeasured: (claim: string) =>
      `В резюме вы пишете: «${claim}». Возьмите один реальный пример: что вы сделали сами и какой результат можно измерить?`,
    claimPeople: (claim: string) =>
      `В резюме упомянуто: «${claim}». С кем вы над этим работали и какой была ваша собственная роль?`,
    gap: (skill: string) =>
      `Для этой роли нужен навык «${skill}», а в резюме он прямо не назван. Где вы уже делали такую работу, а если не делали — как освоите её в первые месяцы?`,
    level: {
      junior:
        'Вы в начале карьеры: как вы решаете, когда просить помощи, а когда разбираться самостоятельно? Приведите пример.',
      mid: 'Расскажите о задаче, которую вы вели от начала до конца без плотного контроля. Как вы держали в курсе остальных?',
      senior:
        'Расскажите о решении, которое вы продвигали, хотя другие поначалу были против. Как вы их убедили и чем всё закончилось?',
    },
    mentoring:
      'Как вы помогли менее опытному коллеге вырасти? Что вы для этого сделали и что изменилось для него?',
  },
} as const;

const CLAIM_MIN_LENGTH = 25;
const CLAIM_MAX_LENGTH = 180;

/** An achievement line as a quotable claim: no bullet, no final stop, one line. */
function asClaim(line: string): string {
  return line
    .replace(/\s+/gu, ' ')
    .replace(/^[\s•·▪●◦‣*\-–—]+/u, '')
    .replace(/[\s.;,]+$/u, '')
    .trim();
}

// Words that say something changed because of the work: an outcome, not the size of a job.
const RESULT_WORDS =
  /\b(?:cut|cutting|reduc\w*|lower\w*|increas\w*|rais\w*|rose|grew|grow\w*|improv\w*|sav\w*|fell|drop\w*|lift\w*|boost\w*|doubl\w*|halv\w*|won|achiev\w*|exceed\w*|shorten\w*|sped|speed\w* up|from .+ to)\b|(?:сократил|снизил|уменьшил|увеличил|повысил|вырос|вырост|ускорил|сэкономил|добил|выполнил|перевыполнил|улучшил|с .+ до )/iu;
// Metrics that measure an outcome; counts and durations more often size the job.
const OUTCOME_KINDS = new Set(['percent', 'currency', 'multiplier', 'change']);

/** How strongly a line reads as an achievement the candidate can be asked to explain. */
function claimWeight(claim: string): number {
  const metrics = findMetrics(claim);
  if (metrics.length === 0) return 0;
  const outcome = metrics.some((metric) => OUTCOME_KINDS.has(metric.kind)) ? 2 : 0;
  const result = RESULT_WORDS.test(claim) ? 3 : 0;
  return result + outcome + Math.min(metrics.length, 3) * 0.5;
}

/**
 * The resume's claims worth asking about: achievement lines that measure something, those that
 * say what changed (a result, not the size of a job) first, shorter first among equals.
 */
export function resumeClaims(resume: InterviewResume): string[] {
  const seen = new Set<string>();
  return resume.achievements
    .map(asClaim)
    .filter((claim) => claim.length >= CLAIM_MIN_LENGTH && claim.length <= CLAIM_MAX_LENGTH)
    .map((claim) => ({ claim, weight: claimWeight(claim) }))
    .filter((entry) => entry.weight > 0)
    .filter((entry) => {
      const key = entry.claim.toLocaleLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => b.weight - a.weight || a.claim.length - b.claim.length)
    .map((entry) => entry.claim);
}

const UNMEASURED_MIN_WORDS = 6;

/**
 * Lines that claim work without measuring it ("Created RESTful services for partner apps"), in the
 * resume's order (the latest job first): asked about when no line measures anything.
 */
export function unmeasuredClaims(resume: InterviewResume): string[] {
  return resume.achievements
    .map(asClaim)
    .filter((claim) => claim.length >= CLAIM_MIN_LENGTH && claim.length <= CLAIM_MAX_LENGTH)
    .filter((claim) => claim.split(/\s+/u).length >= UNMEASURED_MIN_WORDS)
    .filter((claim) => claimWeight(claim) === 0);
}

/** The first letters of a word: "закрываю" and "закрытие" meet, "сметы" and "сметное", "plan" and "planning". */
const rootOf = (word: string) => (word.length >= 5 ? word.slice(0, 4) : word);

/** A concept ("month-end close", "сметное дело"), not a named product ("1С:Бухгалтерия", "Terraform"). */
const isConcept = (label: string) => label === label.toLocaleLowerCase();

function rootsOf(text: string): Set<string> {
  return new Set(tokenize(normaliseText(text)).map(rootOf));
}

/**
 * The job's required skills the resume does not name. Told only when sure, since "your resume does
 * not name it" must be true: a skill counts as shown when the resume names it, names what implies
 * it, uses every word of a concept's name in any form ("закрываю месяц" for "закрытие месяца"), or
 * names another skill the same requirement line asks for ("Prometheus and Grafana for monitoring").
 */
export function skillsMissingFromResume(
  reading: Pick<JobReading, 'skills'>,
  options: {
    resume: InterviewResume;
    jobDescription: string;
    isAskable: (skill: JobSkill) => boolean;
  },
): JobSkill[] {
  const { resume } = options;
  const required = reading.skills.filter(
    (skill) => skill.level === 'required' && options.isAskable(skill),
  );
  const named = new Set(findTermsIn(resume.text, reading.skills));
  const roots = rootsOf(resume.text);
  const usesEveryWord = (skill: JobSkill) =>
    [skill.label, skill.ruLabel].some((label) => {
      if (!label || !isConcept(label)) return false;
      // The name's content words: "сметное дело" is about "сметное", not "дело".
      const all = tokenize(normaliseText(label)).filter((word) => word.length >= 3);
      const content = all.filter((word) => word.length >= 5);
      const words = content.length > 0 ? content : all;
      return words.length > 0 && words.every((word) => roots.has(rootOf(word)));
    });
  const lines = options.jobDescription.split(/\n|;|•/u);
  const isAskedBesideShown = (skill: JobSkill) =>
    lines.some((line) => {
      const terms = findTermsIn(line, reading.skills);
      return terms.includes(skill) && terms.some((other) => other !== skill && named.has(other));
    });
  return required.filter(
    (skill) =>
      !named.has(skill) &&
      !(skill.evidence ?? []).some((pattern) => pattern.test(resume.text)) &&
      !usesEveryWord(skill) &&
      !isAskedBesideShown(skill),
  );
}

/** What the candidate's resume and chosen level put in the interview, by position (1-based). */
export function candidateQuestions(options: {
  language: Language;
  reading: Pick<JobReading, 'skills'>;
  jobDescription: string;
  resume?: InterviewResume;
  seniority?: Seniority;
  isAskable: (skill: JobSkill) => boolean;
}): Map<number, string> {
  const texts = TEXTS[options.language];
  const placed = new Map<number, string>();
  if (options.resume) {
    const measured = resumeClaims(options.resume);
    const unmeasured = unmeasuredClaims(options.resume);
    const [first, second] = measured;
    if (first) placed.set(2, texts.claim(first));
    else if (unmeasured[0]) placed.set(2, texts.claimUnmeasured(unmeasured[0]));
    const other = second ?? (first ? unmeasured[0] : unmeasured[1]);
    if (other) placed.set(11, texts.claimPeople(other));
    const [gap] = skillsMissingFromResume(options.reading, {
      resume: options.resume,
      jobDescription: options.jobDescription,
      isAskable: options.isAskable,
    });
    if (gap) placed.set(5, texts.gap(getTermLabel(gap, options.language)));
  }
  if (options.seniority) {
    placed.set(10, texts.level[options.seniority]);
    if (options.seniority === 'senior') placed.set(12, texts.mentoring);
  }
  return placed;
}
