import { createHash } from 'node:crypto';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { TAILORED_OTHER_FORMATS, otherFormatKeyOf } from '../../storage/object-key';
import {
  accounts,
  applications,
  closedVacancies,
  interviewQuestions,
  interviews,
  resumes,
  savedJobs,
  savedSearches,
  stories,
  trackedApplications,
  users,
  vacancies,
  verifications,
} from '../../db/schema';

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
  /** What deleting the account would delete, counted, and whether it has a password. */
  holdings(userId: string): Promise<AccountHoldings | null>;
  /** The password hash of an email-and-password account; null for Google-only accounts. */
  passwordHash(userId: string): Promise<string | null>;
  /**
   * Deletes the user and everything that is theirs, in one transaction: their vacancies close as
   * a deletion closes them (saved copies and applicants' histories keep the title, the link says
   * "closed"), and the rows that reference the user go with it. Returns the storage keys of the
   * files that were theirs, for the caller to remove; null when there was no such user.
   */
  deleteAccount(userId: string): Promise<{ fileKeys: string[] } | null>;
}

export interface AccountHoldings {
  email: string;
  hasPassword: boolean;
  interviews: number;
  resumes: number;
  stories: number;
  applications: number;
  savedJobs: number;
  savedSearches: number;
  vacancies: number;
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
    async holdings(userId) {
      const [user] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) return null;
      const [
        passwordCount,
        interviewCount,
        resumeCount,
        storyCount,
        applicationCount,
        savedJobCount,
        searchCount,
        vacancyCount,
      ] = await Promise.all([
        db.$count(accounts, and(eq(accounts.userId, userId), isNotNull(accounts.password))),
        db.$count(interviews, eq(interviews.userId, userId)),
        db.$count(resumes, eq(resumes.userId, userId)),
        db.$count(stories, eq(stories.userId, userId)),
        db.$count(applications, eq(applications.userId, userId)),
        db.$count(savedJobs, eq(savedJobs.userId, userId)),
        db.$count(savedSearches, eq(savedSearches.userId, userId)),
        db.$count(vacancies, eq(vacancies.userId, userId)),
      ]);
      return {
        ...user,
        hasPassword: passwordCount > 0,
        interviews: interviewCount,
        resumes: resumeCount,
        stories: storyCount,
        applications: applicationCount,
        savedJobs: savedJobCount,
        savedSearches: searchCount,
        vacancies: vacancyCount,
      };
    },
    async passwordHash(userId) {
      const [row] = await db
        .select({ password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), isNotNull(accounts.password)));
      return row?.password ?? null;
    },
    deleteAccount(userId) {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!user) return null;
        const owned = sql`(select ${vacancies.id} from ${vacancies} where ${vacancies.userId} = ${userId})`;
        // The user's vacancies close as a deletion closes one (vacancies.repository deleteOwned).
        await tx.execute(sql`
          update ${savedJobs} set
            "title" = v."title", "company" = v."company", "location" = v."location",
            "salary_min" = v."salary_min", "salary_max" = v."salary_max",
            "currency" = v."currency", "salary_period" = v."salary_period",
            "description" = v."description"
          from ${vacancies} v
          where ${savedJobs.vacancyId} = v."id" and v."user_id" = ${userId}`);
        await tx.execute(sql`
          update ${applications} set "vacancy_title" = v."title", "vacancy_company" = v."company"
          from ${vacancies} v
          where ${applications.vacancyId} = v."id" and v."user_id" = ${userId}`);
        await tx.execute(sql`
          insert into ${closedVacancies} ("id", "title", "company", "location")
          select "id", "title", "company", "location" from ${vacancies} where "user_id" = ${userId}
          on conflict do nothing`);
        const resumeFiles = await tx
          .select({ path: resumes.path, originalPath: resumes.originalPath })
          .from(resumes)
          .where(eq(resumes.userId, userId));
        const applicationFiles = await tx
          .select({ key: applications.resumeFileKey })
          .from(applications)
          .where(and(eq(applications.userId, userId), isNotNull(applications.resumeFileKey)));
        const trackerFiles = await tx
          .select({ key: trackedApplications.sentResumeKey })
          .from(trackedApplications)
          .where(
            and(
              eq(trackedApplications.userId, userId),
              isNotNull(trackedApplications.sentResumeKey),
            ),
          );
        const recordingFiles = await tx
          .select({ key: interviewQuestions.recordingKey })
          .from(interviewQuestions)
          .innerJoin(interviews, eq(interviews.id, interviewQuestions.interviewId))
          .where(and(eq(interviews.userId, userId), isNotNull(interviewQuestions.recordingKey)));
        await tx.delete(vacancies).where(sql`${vacancies.id} in ${owned}`);
        // Everything else that is the user's goes with the row (foreign keys on delete cascade).
        await tx.delete(users).where(eq(users.id, userId));
        const fileKeys = [
          ...resumeFiles.flatMap((file) => [
            file.path,
            // The Word and text versions sit next to the tailored PDF.
            ...TAILORED_OTHER_FORMATS.map((format) => otherFormatKeyOf(file.path, format)),
            ...(file.originalPath ? [file.originalPath] : []),
          ]),
          ...applicationFiles.flatMap((file) => (file.key ? [file.key] : [])),
          ...trackerFiles.flatMap((file) => (file.key ? [file.key] : [])),
          ...recordingFiles.flatMap((file) => (file.key ? [file.key] : [])),
        ];
        return { fileKeys: [...new Set(fileKeys)] };
      });
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
