import { and, eq, inArray, sql } from 'drizzle-orm';
import { TRACKER_ACTIVE_STAGES } from '../../../shared/constants';
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

/** The first and the latest completed interview's score: the progress card's trend. */
export interface ScoreTrend {
  first: number | null;
  latest: number | null;
}

export interface DashboardRepository {
  /**
   * Counts the user's own rows (and the board's active vacancies), with the score trend; null if
   * the user is gone.
   */
  countStats(userId: string): Promise<{ stats: DashboardStats; scores: ScoreTrend } | null>;
}

/** The score of the user's first (`asc`) or latest (`desc`) completed interview. */
function completedScore(userId: string, order: 'asc' | 'desc') {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  return sql<
    number | null
  >`(select ${interviews.score} from ${interviews} where ${interviews.userId} = ${userId} and ${interviews.status} = 'completed' and ${interviews.score} is not null order by ${interviews.completedAt} ${direction} nulls last limit 1)`;
}

export function createDashboardRepository(db: Database): DashboardRepository {
  return {
    async countStats(userId) {
      // One round trip: five count subselects and two scores on the user's row. Saved jobs outlive their
      // vacancy (the Saved Jobs page shows them as deleted), so this counts that page's cards.
      const [row] = await db
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
          firstScore: completedScore(userId, 'asc'),
          latestScore: completedScore(userId, 'desc'),
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) return null;
      const { firstScore, latestScore, ...stats } = row;
      return { stats, scores: { first: firstScore, latest: latestScore } };
    },
  };
}
