import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Language } from '../../../../shared/language';
import type { ApplicationStatus } from '../../../../shared/vacancy-limits';
import type { Database } from '../../../db/client';
import { applications, mailPreferences, users, vacancies } from '../../../db/schema';
import { storedFileName } from '../../../storage/object-key';

export type MailPreferencesRow = Omit<typeof mailPreferences.$inferSelect, 'updatedAt'>;
export type NewApplicationMail = MailPreferencesRow['newApplications'];
/** The kinds of job-board mail a person can stop from the mail itself. */
export const MAIL_KINDS = ['applications', 'status', 'alerts'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** What the product assumes for someone who never chose. */
export function defaultPreferences(userId: string): MailPreferencesRow {
  return {
    userId,
    language: 'en',
    newApplications: 'immediately',
    statusChanges: true,
    searchAlerts: true,
  };
}

/** A person job-board mail may go to, with their choices. */
export interface MailRecipient {
  id: string;
  name: string;
  email: string;
  isConfirmed: boolean;
  preferences: MailPreferencesRow;
}

/** Everything a mail about one application needs: both people, the vacancy, their choices. */
export interface ApplicationMailData {
  applicationId: string;
  status: ApplicationStatus;
  /** The status the applicant was last told of. */
  statusMailed: ApplicationStatus;
  coverLetter: string | null;
  resumeFileName: string | null;
  vacancy: { id: string; title: string; company: string };
  /** `isConfirmed`: the person confirmed the address; no job-board mail goes to it before. */
  applicant: MailRecipient;
  employer: MailRecipient;
}

export interface MailPreferencesRepository {
  get(userId: string): Promise<MailPreferencesRow>;
  update(
    userId: string,
    changes: Partial<Omit<MailPreferencesRow, 'userId'>>,
  ): Promise<MailPreferencesRow>;
  /** Remembers the language the user last used the board in: their mail comes in it. */
  rememberLanguage(userId: string, language: Language): Promise<void>;
  /** The application with its vacancy (still there) and both people, or null. */
  applicationMailData(applicationId: string): Promise<ApplicationMailData | null>;
  /** Whether the user confirmed their address: job-board mail goes only to one that is. */
  isAddressConfirmed(userId: string): Promise<boolean>;
  /** Records that the applicant was told of this status (or chose not to hear of it). */
  markStatusMailed(applicationId: string, status: ApplicationStatus): Promise<void>;
  /**
   * Employers who chose a daily digest, with their vacancies' applications received in
   * [from, until), counted per vacancy.
   */
  digests(window: { from: Date; until: Date; employerId?: string }): Promise<
    Array<{
      employer: MailRecipient;
      vacancies: Array<{ id: string; title: string; count: number }>;
    }>
  >;
}

const preferenceColumns = {
  userId: users.id,
  language: sql<string>`coalesce(${mailPreferences.language}, 'en')`,
  newApplications: sql<NewApplicationMail>`coalesce(${mailPreferences.newApplications}, 'immediately')`,
  statusChanges: sql<boolean>`coalesce(${mailPreferences.statusChanges}, true)`,
  searchAlerts: sql<boolean>`coalesce(${mailPreferences.searchAlerts}, true)`,
};

export function createMailPreferencesRepository(db: Database): MailPreferencesRepository {
  async function preferencesOf(userIds: string[]): Promise<Map<string, MailPreferencesRow>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select(preferenceColumns)
      .from(users)
      .leftJoin(mailPreferences, eq(mailPreferences.userId, users.id))
      .where(inArray(users.id, userIds));
    return new Map(rows.map((row) => [row.userId, row]));
  }

  return {
    async get(userId) {
      return (await preferencesOf([userId])).get(userId) ?? defaultPreferences(userId);
    },
    async update(userId, changes) {
      // An unsubscribe link can outlive its account: nothing is stored, and nothing will be sent.
      if ((await db.$count(users, eq(users.id, userId))) === 0) return defaultPreferences(userId);
      const [row] = await db
        .insert(mailPreferences)
        .values({ ...defaultPreferences(userId), ...changes })
        .onConflictDoUpdate({
          target: mailPreferences.userId,
          set: { ...changes, updatedAt: sql`now()` },
        })
        .returning();
      if (!row) throw new Error('upsert into mail_preferences returned no row');
      const { updatedAt: _updatedAt, ...preferences } = row;
      return preferences;
    },
    async rememberLanguage(userId, language) {
      await db
        .insert(mailPreferences)
        .values({ ...defaultPreferences(userId), language })
        .onConflictDoUpdate({
          target: mailPreferences.userId,
          set: { language },
          setWhere: sql`${mailPreferences.language} <> ${language}`,
        });
    },
    async isAddressConfirmed(userId) {
      const [row] = await db
        .select({ isConfirmed: users.emailVerified })
        .from(users)
        .where(eq(users.id, userId));
      return row?.isConfirmed ?? false;
    },
    async markStatusMailed(applicationId, status) {
      await db
        .update(applications)
        .set({ statusMailed: status })
        .where(eq(applications.id, applicationId));
    },
    async applicationMailData(applicationId) {
      const [row] = await db
        .select({
          applicationId: applications.id,
          status: applications.status,
          statusMailed: applications.statusMailed,
          coverLetter: applications.coverLetter,
          resumeFileName: applications.resumeFileName,
          resumeContentType: applications.resumeContentType,
          applicantId: applications.userId,
          vacancyId: vacancies.id,
          title: vacancies.title,
          company: vacancies.company,
          employerId: vacancies.userId,
        })
        .from(applications)
        .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
        .where(eq(applications.id, applicationId));
      if (!row) return null;
      const people = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          isConfirmed: users.emailVerified,
        })
        .from(users)
        .where(inArray(users.id, [row.applicantId, row.employerId]));
      const preferences = await preferencesOf([row.applicantId, row.employerId]);
      const person = (id: string) => {
        const found = people.find((candidate) => candidate.id === id);
        if (!found) return null;
        return { ...found, preferences: preferences.get(id) ?? defaultPreferences(id) };
      };
      const applicant = person(row.applicantId);
      const employer = person(row.employerId);
      if (!applicant || !employer) return null;
      return {
        applicationId: row.applicationId,
        status: row.status,
        statusMailed: row.statusMailed,
        coverLetter: row.coverLetter,
        // Names stored raw by older versions are shown sanitised, as everywhere.
        resumeFileName:
          row.resumeFileName === null
            ? null
            : storedFileName(row.resumeFileName, row.resumeContentType),
        vacancy: { id: row.vacancyId, title: row.title, company: row.company },
        applicant,
        employer,
      };
    },
    async digests({ from, until, employerId }) {
      const rows = await db
        .select({
          employerId: vacancies.userId,
          vacancyId: vacancies.id,
          title: vacancies.title,
          count: sql<number>`count(*)::int`,
        })
        .from(applications)
        .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
        .innerJoin(mailPreferences, eq(mailPreferences.userId, vacancies.userId))
        .where(
          and(
            eq(mailPreferences.newApplications, 'daily'),
            employerId ? eq(vacancies.userId, employerId) : undefined,
            gte(applications.appliedAt, from),
            lt(applications.appliedAt, until),
          ),
        )
        .groupBy(vacancies.userId, vacancies.id, vacancies.title)
        .orderBy(vacancies.userId, vacancies.title);
      const employerIds = [...new Set(rows.map((row) => row.employerId))];
      const people = employerIds.length
        ? await db
            .select({
              id: users.id,
              name: users.name,
              email: users.email,
              isConfirmed: users.emailVerified,
            })
            .from(users)
            .where(inArray(users.id, employerIds))
        : [];
      const preferences = await preferencesOf(employerIds);
      return people.map((employer) => ({
        employer: {
          ...employer,
          preferences: preferences.get(employer.id) ?? defaultPreferences(employer.id),
        },
        vacancies: rows
          .filter((row) => row.employerId === employer.id)
          .map((row) => ({ id: row.vacancyId, title: row.title, count: row.count })),
      }));
    },
  };
}
