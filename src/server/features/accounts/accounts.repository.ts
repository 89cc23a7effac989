import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export interface ProfileChanges {
  name: string;
  country: string | null;
  linkedIn: string | null;
}

export interface AccountsRepository {
  /** Updates the signed-in user's own profile; returns the updated user, or null if it is gone. */
  updateProfile(userId: string, changes: ProfileChanges): Promise<typeof users.$inferSelect | null>;
}

export function createAccountsRepository(db: Database): AccountsRepository {
  return {
    async updateProfile(userId, changes) {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning();
      return row ?? null;
    },
  };
}
