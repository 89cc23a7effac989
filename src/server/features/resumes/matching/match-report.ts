import type { AtsCheck, MatchReport, ReportKeyword } from '../../../../shared/schemas/resumes';
import type { ResumeDocument } from '../analysis/resume-model';
import type { JobKeyword } from '../job/job-keywords';
import { runAtsChecks } from './ats-checks';
import type { DegreeRequirement } from '../job/degree-requirement';
import { type KeywordPlacement, locateKeywords } from './keyword-locations';

import { MATCH_WEIGHTS } from './match-weights';

/**
 * How the score blends the keyword score with the ATS checks, fitted to resume–posting pairs
 * whose fit a hiring manager judged (`npm run eval:resume-score`, ADR 0050): the keyword score's
 * share, and the keyword scores (0–100) between which the ATS checks count from nothing to in full.
 */
export interface MatchWeights {
  keywordShare: number;
  atsFrom: number;
  atsFullFrom: number;
}
const ASKED_WITH_SHOWN_CREDIT = 0.5;
const LEVEL_WEIGHT = { required: 1, preferred: 0.5 } as const;
const SOFT_SKILL_WEIGHT = 0.5;
/**
 * A soft skill only claimed ("Strong communication skills" in a summary or a skills list) is half
 * the evidence of one shown in what the person did: two stock sentences must not lift a score.
 */
const CLAIMED_SOFT_SKILL_CREDIT = 0.5;
const SHOWN_IN_WORK = new Set(['experience', 'projects']);
/** A name picked out of a long requirement ("Texas", "Klaviyo") is less sure to be the point. */
const UNSURE_WEIGHT = 0.5;
type Placement =
  KeywordPlacement | 'asked_with_shown' | 'asked_with_unsure' | 'not_found_as_written';
const PLACEMENT_CREDIT: Record<Placement, number> = {
  matched: 1,
  // Shown in a job's bullets is real evidence; the missing quarter is the advice to say it in
  // Skills too, where recruiters and ATS filters look first.
  shown_elsewhere: 0.75,
  // Not named, but asked for in one line with what the resume shows ("food safety, FIFO and
  // holding temps" to a cook who keeps FIFO and temperature logs): the line is met in part.
  asked_with_shown: ASKED_WITH_SHOWN_CREDIT,
  asked_with_unsure: 0,
  not_in_resume: 0,
  not_found_as_written: 0,
};
/**
 * A keyword the resume does not name is not called missing when at least this share of the other
 * keywords its posting lines ask for with it are shown: the requirement is met in part, and what
 * the report can truthfully say is "name it too", not "it is missing".
 */
const ASKED_WITH_SHARE = 0.5;
const STATUS_CREDIT: Record<AtsCheck['status'], number> = { pass: 1, warn: 0.5, fail: 0 };

/**
 * How well a resume matches a job. Keyword score: each keyword weighs 1 if required and 0.5 if
 * preferred (halved again for soft skills) and earns all of it when said plainly, three quarters when
 * shown elsewhere, none when absent. ATS score: the share of checks passed (a warning counts half).
 * The score blends the two with fitted weights (`blendScore`), or is the ATS score alone when the
 * job names no keyword, so a resume that shows none of a job's keywords scores near zero for it.
 */
export function buildMatchReport(options: {
  document: ResumeDocument;
  keywords: readonly JobKeyword[];
  /** The degree the posting requires, if any (`readDegreeRequirement`). */
  degree?: DegreeRequirement | null;
}): MatchReport {
  // A name picked out of a long requirement counts only where the resume shows it.
  const located = withAskedTogether(
    locateKeywords(options.document, options.keywords)
      .map((entry, index) => ({ ...entry, source: options.keywords[index] as JobKeyword }))
      .filter((entry) => entry.source.sure !== false || entry.placement !== 'not_in_resume'),
  ).map((entry) =>
    // A concept ("adaptability", «проектная документация») a resume can show in words of its own:
    // what is certain is that these words are not in it, not that the skill is missing.
    entry.placement === 'not_in_resume' && isConcept(entry.keyword)
      ? { ...entry, placement: 'not_found_as_written' as const }
      : entry,
  );
  const atsChecks = runAtsChecks(options.document, options.degree ?? null);
  let earned = 0;
  let possible = 0;
  for (const { keyword, placement, source } of located) {
    const weight =
      LEVEL_WEIGHT[keyword.level] *
      (keyword.kind === 'soft_skill' ? SOFT_SKILL_WEIGHT : 1) *
      (source.sure === false && source.wholeLine !== true ? UNSURE_WEIGHT : 1);
    const onlyClaimed =
      keyword.kind === 'soft_skill' &&
      placement === 'matched' &&
      !keyword.foundIn.some((location) => SHOWN_IN_WORK.has(location.section));
    possible += weight;
    earned += weight * PLACEMENT_CREDIT[placement] * (onlyClaimed ? CLAIMED_SOFT_SKILL_CREDIT : 1);
  }
  const keywordScore = possible > 0 ? Math.round((100 * earned) / possible) : null;
  const atsScore = Math.round(
    (100 * atsChecks.reduce((sum, check) => sum + STATUS_CREDIT[check.status], 0)) /
      atsChecks.length,
  );
  const score = blendScore({ keywordScore, atsScore }, MATCH_WEIGHTS);
  const withPlacement = (placement: Placement) =>
    located.filter((entry) => entry.placement === placement).map((entry) => entry.keyword);
  return {
    score,
    keywordScore,
    atsScore,
    matched: withPlacement('matched'),
    shownElsewhere: withPlacement('shown_elsewhere'),
    askedWithShown: [...withPlacement('asked_with_shown'), ...withPlacement('asked_with_unsure')],
    notInResume: withPlacement('not_in_resume'),
    notFoundAsWritten: withPlacement('not_found_as_written'),
    atsChecks,
  };
}

/**
 * The score from its two parts. A well-formatted resume for a different job is still the wrong
 * resume: the ATS part counts nothing below `atsFrom` keywords covered, in full from
 * `atsFullFrom`, and in proportion between.
 */
export function blendScore(
  parts: { keywordScore: number | null; atsScore: number },
  weights: MatchWeights,
): number {
  if (parts.keywordScore === null) return parts.atsScore;
  const atsCounts = Math.min(
    1,
    Math.max(0, (parts.keywordScore - weights.atsFrom) / (weights.atsFullFrom - weights.atsFrom)),
  );
  return Math.round(
    weights.keywordShare * parts.keywordScore +
      (1 - weights.keywordShare) * parts.atsScore * atsCounts,
  );
}

/**
 * A general concept ("food safety", "data analysis", "analytical thinking"), written in lower
 * case (its first word at least), which the things listed with it can show. A named tool or product ("Kubernetes" in
 * "Docker and Kubernetes") is a requirement of its own, shown only by its name.
 */
function isConcept(keyword: ReportKeyword): boolean {
  // "a second European language", "written English": a lower-case phrase with a people or a
  // place in it is a concept too. An acronym, a figure or a bracket in it ("load testing
  // (JMeter)", «пользователь ПК») names a thing, as "Microsoft Office" or "iOS" does.
  const [firstWord = '', ...otherWords] = keyword.label.split(/\s+/);
  const isLowerCasePhrase =
    keyword.label === keyword.label.toLowerCase() ||
    (/^\p{Ll}+$/u.test(firstWord) &&
      otherWords.length > 0 &&
      otherWords.every((word) => /^(?:\p{Ll}+|\p{Lu}\p{Ll}+)$/u.test(word)));
  return keyword.kind !== 'tool' && isLowerCasePhrase && /\p{L}/u.test(keyword.label);
}

/**
 * Keywords the resume does not name, but which the posting asks for in one line with keywords it
 * shows: placed apart, with the shown ones they go with, so no report calls "food safety"
 * missing beside the FIFO and temperature logs that show it.
 */
function withAskedTogether(
  located: readonly { keyword: ReportKeyword; placement: KeywordPlacement; source: JobKeyword }[],
): { keyword: ReportKeyword; placement: Placement; source: JobKeyword }[] {
  return located.map((entry) => {
    const lines = entry.source.lines ?? [];
    if (entry.placement !== 'not_in_resume' || lines.length === 0 || !isConcept(entry.keyword)) {
      return entry;
    }
    const companions = located.filter(
      (other) => other !== entry && other.source.lines?.some((line) => lines.includes(line)),
    );
    const shown = companions.filter((other) => other.placement !== 'not_in_resume');
    if (shown.length === 0 || shown.length < ASKED_WITH_SHARE * companions.length) return entry;
    // A name picked out of a long requirement keeps the line from being called missing, but
    // earns the line nothing unless a sure keyword of it is shown too.
    const earns = shown.some((other) => other.source.sure !== false);
    return {
      ...entry,
      keyword: {
        ...entry.keyword,
        askedWith: shown.map((other) => ({
          label: other.keyword.label,
          ruLabel: other.keyword.ruLabel,
        })),
      },
      placement: earns ? 'asked_with_shown' : 'asked_with_unsure',
    };
  });
}
