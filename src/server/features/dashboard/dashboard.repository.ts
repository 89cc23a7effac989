import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { interviews, resumes, savedJobs, users, vacancies } from '../../db/schema';

/** The four numbers on the dashboard home cards. */
export interface DashboardStats {
  completedInterviews: number;
  resumes: number;
  availableVacancies: number;
  savedJobs: number;
}

export interface DashboardRepository {
  /** Counts the user's own rows (and the board's active vacancies); null if the user is gone. */
  countStats(userId: string): Promise<DashboardStats | null>;
}

export function createDashboardRepository(db: Database): DashboardRepository {
  return {
    async countStats(userId) {
      // One round trip: four count subselects on the user's row. Saved jobs outlive their
      // vacancy (the Saved Jobs page shows them as deleted), so this counts that page's cards.
      const [row] = await db
        .select({
          completedInterviews: db.$count(
            interviews,
            and(eq(interviews.userId, userId), eq(interviews.status, 'completed')),
          ),
          resumes: db.$count(resumes, eq(resumes.userId, userId)),
          availableVacancies: db.$count(vacancies, eq(vacancies.status, 'active')),
          savedJobs: db.$count(savedJobs, eq(savedJobs.userId, userId)),
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
  };
}
