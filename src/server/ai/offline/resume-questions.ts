// Questions for this candidate, not just this job: their own resume's measured claims ("You cut
// EC2 spend by 22%: walk me through it"), the job's required skills their resume does not show,
// and the level they chose. They take fixed places among the twelve, so the spec's categories
// hold: a claim in background (2) and soft skills (11), a gap in technical (5), the level in soft
// skills (10, and 12 for a senior).
import type { Seniority } from '../../../shared/constants';
import type { Language } from '../../../shared/language';
import { type JobTerm, findTermsIn, getTermLabel } from '../../job-description/job-terms';
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
    claimRanking: (claim: string) =>
      `Your resume mentions “${claim}”. What did you do differently from the others?`,
    gap: (skill: string) =>
      `The role asks for ${skill}, which your resume does not name. Where have you done this kind of work, and if you have not, how would you get up to speed in your first months?`,
    level: {
      junior:
        'How do you decide when to ask for help and when to keep digging on your own? Give an example.',
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
      `В резюме упомянуто: «${claim}». С кем вы над этим работали и что лично было на вас?`,
    claimRanking: (claim: string) =>
      `В резюме упомянуто: «${claim}». Что вы делали иначе, чем остальные?`,
    gap: (skill: string) =>
      `В вакансии требуется «${skill}», а в резюме об этом прямо не сказано. Где вы уже делали такую работу, а если не делали — как освоите её в первые месяцы?`,
    level: {
      junior:
        'Как вы решаете, когда просить помощи, а когда разбираться самостоятельно? Приведите пример.',
      mid: 'Расскажите о задаче, которую вы вели от начала до конца без плотного контроля. Как вы держали остальных в курсе?',
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
/** The share of a requirement line's other words a resume must use to show that requirement. */
const LINE_SHOWN_SHARE = 0.34;
const PAY_LINE =
  /\b(?:bonus|salary|pay|commission|compensation)\b|бонус|преми|зарплат|оклад|доход|₽|руб\.|\$|€/iu;
// (JavaScript's \b knows only Latin letters: Cyrillic words end at (?!\p{L}).)
const RANKING =
  /\b(?:quota|ranked|rank|president'?s club|top \d+|#\d+)\b|выполнени\p{L}* план|(?<!\p{L})(?:лучших|рейтинг\p{L}*)(?!\p{L})|\d+-?[ея]? место/iu;
const TEAMWORK =
  /\b(?:with|together|team|led|cross-functional|partnered|coordinated)\b|вместе|совместно|с командой|команд[аеуы]|руководил|координир|с коллегами|с отделом/iu;
const MENTORING = /mentor|precept|coach(?:ed|ing)|наставни|обучал[аи]? (?:новых|стаж)/iu;

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

/** Whether a line names the skill (its patterns, without the work of telling terms apart). */
const mentions = (text: string, skill: JobSkill) =>
  skill.patterns.some((pattern) => pattern.test(text));

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
  // Each requirement line with the skills it names, read once and only if a skill is still in
  // doubt after the cheap checks.
  let read: Array<{ text: string; terms: JobTerm[] }> | undefined;
  const requirementLines = () =>
    (read ??= options.jobDescription
      .split(/\n|;|•/u)
      .filter((text) => required.some((skill) => !named.has(skill) && mentions(text, skill)))
      .map((text) => ({ text, terms: findTermsIn(text, reading.skills) }))
      .filter((line) => line.terms.length > 0));
  const linesOf = (skill: JobSkill) =>
    requirementLines()
      .filter((line) => line.terms.includes(skill))
      .map((line) => line.text);
  const isAskedBesideShown = (skill: JobSkill) =>
    requirementLines().some(
      (line) =>
        line.terms.includes(skill) &&
        line.terms.some((other) => other !== skill && named.has(other)),
    );
  // "Оптимизация производительности: ленивая загрузка, … бандла" is shown by a resume line
  // about lazy loading and the bundle: most of the requirement's other words are in the resume.
  const isDescribedInResume = (skill: JobSkill) =>
    linesOf(skill).some((line) => {
      const own = new Set(
        [skill.label, skill.ruLabel].flatMap((label) =>
          label ? tokenize(normaliseText(label)).map(rootOf) : [],
        ),
      );
      const words = [
        ...new Set(
          tokenize(normaliseText(line))
            .filter((word) => word.length >= 5)
            .map(rootOf)
            .filter((root) => !own.has(root)),
        ),
      ];
      const shown = words.filter((root) => roots.has(root)).length;
      return shown >= 2 && shown / words.length >= LINE_SHOWN_SHARE;
    });
  // "квартальный бонус по KPI" names pay, not a skill the job asks for.
  const isOnlyInPay = (skill: JobSkill) => {
    const found = linesOf(skill);
    return found.length > 0 && found.every((line) => PAY_LINE.test(line));
  };
  return required.filter(
    (skill) =>
      !named.has(skill) &&
      !(skill.evidence ?? []).some((pattern) => pattern.test(resume.text)) &&
      !usesEveryWord(skill) &&
      !isAskedBesideShown(skill) &&
      !isDescribedInResume(skill) &&
      !isOnlyInPay(skill),
  );
}

/** Whether a claim states an outcome: a result word, or a share, money, a multiple or a change. */
function isOutcome(claim: string): boolean {
  return (
    RESULT_WORDS.test(claim) || findMetrics(claim).some((metric) => OUTCOME_KINDS.has(metric.kind))
  );
}

/**
 * The claim for question 11 (who else, and your part): one that shows work with others first,
 * then any other; never a list of duties that already names who, nor mentoring when 12 asks it.
 */
function secondClaim(options: { claims: string[]; skipMentoring: boolean }): string | undefined {
  const candidates = options.claims.filter(
    (claim) => !(options.skipMentoring && MENTORING.test(claim)),
  );
  return candidates.find((claim) => TEAMWORK.test(claim) || RANKING.test(claim)) ?? candidates[0];
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
    const first = measured[0] ?? unmeasured[0];
    // "How did you measure the result" only where the line states one; a count or a size
    // ("up to 25 patients") asks for a real example and its result instead.
    if (first) {
      placed.set(2, isOutcome(first) ? texts.claim(first) : texts.claimUnmeasured(first));
    }
    const other = secondClaim({
      claims: [...measured, ...unmeasured].filter((claim) => claim !== first),
      // The senior's mentoring question (12) already asks about mentoring.
      skipMentoring: options.seniority === 'senior',
    });
    if (other) {
      placed.set(11, RANKING.test(other) ? texts.claimRanking(other) : texts.claimPeople(other));
    }
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
