import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, verifications } from '../../db/schema';

export interface ProfileChanges {
  name: string;
  country: string | null;
  linkedIn: string | null;
}

export interface AccountsRepository {
  /** Updates the signed-in user's own profile; returns the updated user, or null if it is gone. */
  updateProfile(userId: string, changes: ProfileChanges): Promise<typeof users.$inferSelect | null>;
  /**
   * Whether a password-reset token can still be used: better-auth keeps it in `verifications`
   * until it is used (then deletes it) or expires.
   */
  isResetTokenUsable(token: string, now: Date): Promise<boolean>;
  /** The account's address and whether its owner has confirmed it; null for no such account. */
  emailOf(userId: string): Promise<{ email: string; isConfirmed: boolean } | null>;
  /** The account's device generation (0 for an address with no account: nothing to bind to). */
  deviceGeneration(email: string): Promise<number>;
}

/**
 * The identifier better-auth stores for a reset token: SHA-256 of `reset-password:<token>`,
 * base64url without padding (auth.ts stores identifiers hashed, so a leak leaks no link).
 */
function storedResetIdentifier(token: string): string {
  return createHash('sha256').update(`reset-password:${token}`).digest('base64url');
}

export function createAccountsRepository(db: Database): AccountsRepository {
  return {
    async emailOf(userId) {
      const [row] = await db
        .select({ email: users.email, isConfirmed: users.emailVerified })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
    async deviceGeneration(email) {
      const [row] = await db
        .select({ generation: users.deviceGeneration })
        .from(users)
        .where(eq(users.email, email.toLowerCase()));
      return row?.generation ?? 0;
    },
    async isResetTokenUsable(token, now) {
      const found = await db.$count(
        verifications,
        and(
          eq(verifications.identifier, storedResetIdentifier(token)),
          gt(verifications.expiresAt, now),
        ),
      );
      return found > 0;
    },
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
