import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { TRACKER_ACTIVE_STAGES } from '../../../shared/constants';
import { parseLanguage } from '../../../shared/language';
import { jobKeyOf } from '../../../shared/progress-jobs';
import type { Database } from '../../db/client';
import {
  applications,
  interviews,
  resumes,
  savedJobs,
  trackedApplications,
  users,
  vacancies,
} from '../../db/schema';

/** The four numbers on the dashboard home cards. */
export interface DashboardStats {
  completedInterviews: number;
  resumes: number;
  /** The user's own vacancies, active or not: what the card's page (Manage Vacancies) lists. */
  ownVacancies: number;
  /** The board's active vacancies, everyone's. */
  availableVacancies: number;
  savedJobs: number;
  /** Applications still in play: the seeker's tracked ones and the board's (issue 38). */
  activeApplications: number;
}

/**
 * The latest completed interview's score, and the first's for the same job (the progress card's
 * trend): interviews for another job ask other questions, so they are not compared.
 */
export interface ScoreTrend {
  first: number | null;
  latest: number | null;
  /** The latest interview's job, as its title was typed. */
  jobTitle: string | null;
}

/** From completed, scored interviews oldest first: the latest's score and its job's first. */
export function scoreTrendOf(
  rows: ReadonlyArray<{ jobTitle: string; language: string; score: number | null }>,
): ScoreTrend {
  const scored = rows.flatMap((row) =>
    row.score === null
      ? []
      : [
          {
            key: jobKeyOf({ ...row, language: parseLanguage(row.language) }),
            score: row.score,
            jobTitle: row.jobTitle,
          },
        ],
  );
  const latest = scored.at(-1);
  if (!latest) return { first: null, latest: null, jobTitle: null };
  const first = scored.find((row) => row.key === latest.key)!;
  return {
    first: first === latest ? null : first.score,
    latest: latest.score,
    jobTitle: latest.jobTitle.trim(),
  };
}

export interface DashboardRepository {
  /**
   * Counts the user's own rows (and the board's active vacancies), with the score trend; null if
   * the user is gone.
   */
  countStats(userId: string): Promise<{ stats: DashboardStats; scores: ScoreTrend } | null>;
}

export function createDashboardRepository(db: Database): DashboardRepository {
  return {
    async countStats(userId) {
      // Five count subselects on the user's row, and the scored interviews' jobs beside them. Saved
      // jobs outlive their vacancy (the Saved Jobs page shows them as deleted), so this counts
      // that page's cards.
      const scored = db
        .select({
          jobTitle: interviews.jobTitle,
          language: interviews.language,
          score: interviews.score,
        })
        .from(interviews)
        .where(
          and(
            eq(interviews.userId, userId),
            eq(interviews.status, 'completed'),
            isNotNull(interviews.score),
          ),
        )
        .orderBy(asc(interviews.completedAt), asc(interviews.createdAt));
      const counted = db
        .select({
          completedInterviews: db.$count(
            interviews,
            and(eq(interviews.userId, userId), eq(interviews.status, 'completed')),
          ),
          resumes: db.$count(resumes, eq(resumes.userId, userId)),
          ownVacancies: db.$count(vacancies, eq(vacancies.userId, userId)),
          availableVacancies: db.$count(vacancies, eq(vacancies.status, 'active')),
          savedJobs: db.$count(savedJobs, eq(savedJobs.userId, userId)),
          activeApplications: sql<number>`${db.$count(
            trackedApplications,
            and(
              eq(trackedApplications.userId, userId),
              inArray(trackedApplications.stage, [...TRACKER_ACTIVE_STAGES]),
            ),
          )} + ${db.$count(
            applications,
            and(
              eq(applications.userId, userId),
              inArray(applications.status, ['pending', 'reviewed', 'interview', 'offer']),
            ),
          )}`.mapWith(Number),
        })
        .from(users)
        .where(eq(users.id, userId));
      const [[stats], rows] = await Promise.all([counted, scored]);
      if (!stats) return null;
      return { stats, scores: scoreTrendOf(rows) };
    },
  };
}
