import { and, desc, eq, getTableColumns, inArray, ne, or, sql } from 'drizzle-orm';
import type { ApplicationStatus, VacancyStatus } from '../../../shared/schemas/vacancies';
import type { Database } from '../../db/client';
import { applications, users, vacancies } from '../../db/schema';
import type { VacancyRow } from './vacancies.repository';

export type ApplicationRow = typeof applications.$inferSelect;

/** An application as the vacancy's owner sees it, with the applicant's name and email. */
export interface ApplicantRow extends ApplicationRow {
  applicantName: string;
  applicantEmail: string;
}

/** An application as its applicant sees it: the vacancy as it is now, or its copy once deleted. */
export interface OwnApplicationRow extends ApplicationRow {
  /** null once the vacancy has been deleted. */
  vacancyStatus: VacancyStatus | null;
  title: string;
  company: string;
}

/** The application's own copy of the resume sent with it. */
export interface StoredApplicationResume {
  key: string;
  fileName: string;
  contentType: string;
  /** The Resume Builder resume it was copied from, if any. */
  resumeId: string | null;
}

export interface ApplicationsRepository {
  /** Stores a pending application; null when the user has already applied to this vacancy. */
  create(options: {
    userId: string;
    vacancy: VacancyRow;
    coverLetter: string | null;
    resume: StoredApplicationResume | null;
  }): Promise<ApplicationRow | null>;
  /**
   * The application if the viewer sent it or owns its vacancy; null for anyone else, so the
   * resume attached to it is as good as missing to them.
   */
  findForApplicantOrEmployer(options: {
    viewerId: string;
    applicationId: string;
  }): Promise<ApplicationRow | null>;
  /** The user's own application to the vacancy, if any. */
  findOwn(userId: string, vacancyId: string): Promise<ApplicationRow | null>;
  /** The vacancy's applications, newest first. Callers check that the viewer owns the vacancy. */
  listForVacancy(vacancyId: string): Promise<ApplicantRow[]>;
  /** Whether the application is to one of the owner's vacancies. */
  isOwners(options: { ownerId: string; applicationId: string }): Promise<boolean>;
  /**
   * Sets the status of an application to one of the owner's vacancies and refreshes updatedAt,
   * when it is a change (`changed: false`, nothing written, when it already has that status);
   * null when there is no such application for this owner.
   */
  updateStatusForOwner(options: {
    ownerId: string;
    applicationId: string;
    status: ApplicationStatus;
  }): Promise<{ application: ApplicationRow; changed: boolean } | null>;
  /** The user's own applications, newest first. */
  listOwn(userId: string): Promise<OwnApplicationRow[]>;
}

export function createApplicationsRepository(db: Database): ApplicationsRepository {
  return {
    async create({ userId, vacancy, coverLetter, resume }) {
      const [row] = await db
        .insert(applications)
        .values({
          userId,
          vacancyId: vacancy.id,
          originVacancyId: vacancy.id,
          vacancyTitle: vacancy.title,
          vacancyCompany: vacancy.company,
          coverLetter,
          ...(resume && {
            resumeId: resume.resumeId,
            resumeFileKey: resume.key,
            resumeFileName: resume.fileName,
            resumeContentType: resume.contentType,
          }),
        })
        .onConflictDoNothing({ target: [applications.userId, applications.vacancyId] })
        .returning();
      return row ?? null;
    },
    async findForApplicantOrEmployer({ viewerId, applicationId }) {
      const [row] = await db
        .select(getTableColumns(applications))
        .from(applications)
        .leftJoin(vacancies, eq(vacancies.id, applications.vacancyId))
        .where(
          and(
            eq(applications.id, applicationId),
            or(eq(applications.userId, viewerId), eq(vacancies.userId, viewerId)),
          ),
        );
      return row ?? null;
    },
    async findOwn(userId, vacancyId) {
      const [row] = await db
        .select()
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.vacancyId, vacancyId)));
      return row ?? null;
    },
    listForVacancy(vacancyId) {
      return db
        .select({
          ...getTableColumns(applications),
          applicantName: users.name,
          applicantEmail: users.email,
        })
        .from(applications)
        .innerJoin(users, eq(users.id, applications.userId))
        .where(eq(applications.vacancyId, vacancyId))
        .orderBy(desc(applications.appliedAt), desc(applications.id));
    },
    async isOwners({ ownerId, applicationId }) {
      const ownersVacancies = db
        .select({ id: vacancies.id })
        .from(vacancies)
        .where(eq(vacancies.userId, ownerId));
      const found = await db.$count(
        applications,
        and(eq(applications.id, applicationId), inArray(applications.vacancyId, ownersVacancies)),
      );
      return found > 0;
    },
    async updateStatusForOwner({ ownerId, applicationId, status }) {
      const ownersVacancies = db
        .select({ id: vacancies.id })
        .from(vacancies)
        .where(eq(vacancies.userId, ownerId));
      const isOwners = and(
        eq(applications.id, applicationId),
        inArray(applications.vacancyId, ownersVacancies),
      );
      const [row] = await db
        .update(applications)
        .set({ status, updatedAt: sql`now()` })
        .where(and(isOwners, ne(applications.status, status)))
        .returning();
      if (row) return { application: row, changed: true };
      const [unchanged] = await db.select().from(applications).where(isOwners);
      return unchanged ? { application: unchanged, changed: false } : null;
    },
    listOwn(userId) {
      return db
        .select({
          ...getTableColumns(applications),
          vacancyStatus: vacancies.status,
          title: sql<string>`coalesce(${vacancies.title}, ${applications.vacancyTitle})`,
          company: sql<string>`coalesce(${vacancies.company}, ${applications.vacancyCompany})`,
        })
        .from(applications)
        .leftJoin(vacancies, eq(vacancies.id, applications.vacancyId))
        .where(eq(applications.userId, userId))
        .orderBy(desc(applications.appliedAt), desc(applications.id));
    },
  };
}
