import type { AtsCheck, MatchReport } from '../../../../shared/schemas/resumes';
import type { ResumeDocument } from '../analysis/resume-model';
import type { JobKeyword } from '../job/job-keywords';
import { runAtsChecks } from './ats-checks';
import { type KeywordPlacement, locateKeywords } from './keyword-locations';

/** Keyword score (0–100) from which the ATS checks count in full. */
const FULL_ATS_FROM = 50;
const KEYWORD_SHARE = 0.8;
const LEVEL_WEIGHT = { required: 1, preferred: 0.5 } as const;
const SOFT_SKILL_WEIGHT = 0.5;
const PLACEMENT_CREDIT: Record<KeywordPlacement, number> = {
  matched: 1,
  // Shown in a job's bullets is real evidence; the missing quarter is the advice to say it in
  // Skills too, where recruiters and ATS filters look first.
  shown_elsewhere: 0.75,
  not_in_resume: 0,
};
const STATUS_CREDIT: Record<AtsCheck['status'], number> = { pass: 1, warn: 0.5, fail: 0 };

/**
 * How well a resume matches a job. Keyword score: each keyword weighs 1 if required and 0.5 if
 * preferred (halved again for soft skills) and earns all of it when said plainly, three quarters when
 * shown elsewhere, none when absent. ATS score: the share of checks passed (a warning counts half).
 * The score blends the two 80/20, or is the ATS score alone when the job names no keyword. A
 * well-formatted resume for a different job is still the wrong resume: the ATS part counts in
 * full from half the keywords covered, and in proportion below that, so a resume that shows none
 * of a job's keywords scores near zero for it, not 20.
 */
export function buildMatchReport(options: {
  document: ResumeDocument;
  keywords: readonly JobKeyword[];
}): MatchReport {
  const located = locateKeywords(options.document, options.keywords);
  const atsChecks = runAtsChecks(options.document);
  let earned = 0;
  let possible = 0;
  for (const { keyword, placement } of located) {
    const weight =
      LEVEL_WEIGHT[keyword.level] * (keyword.kind === 'soft_skill' ? SOFT_SKILL_WEIGHT : 1);
    possible += weight;
    earned += weight * PLACEMENT_CREDIT[placement];
  }
  const keywordScore = possible > 0 ? Math.round((100 * earned) / possible) : null;
  const atsScore = Math.round(
    (100 * atsChecks.reduce((sum, check) => sum + STATUS_CREDIT[check.status], 0)) /
      atsChecks.length,
  );
  const score =
    keywordScore === null
      ? atsScore
      : Math.round(
          KEYWORD_SHARE * keywordScore +
            (1 - KEYWORD_SHARE) * atsScore * Math.min(1, keywordScore / FULL_ATS_FROM),
        );
  const withPlacement = (placement: KeywordPlacement) =>
    located.filter((entry) => entry.placement === placement).map((entry) => entry.keyword);
  return {
    score,
    keywordScore,
    atsScore,
    matched: withPlacement('matched'),
    shownElsewhere: withPlacement('shown_elsewhere'),
    notInResume: withPlacement('not_in_resume'),
    atsChecks,
  };
}
