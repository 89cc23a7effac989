import type { SpeechDelivery } from '../../../shared/speech-delivery';
import { and, asc, desc, eq, exists, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { AnswerEvidence, QuestionKind } from '../../../shared/schemas/interviews';
import type { StoredReading } from '../../ai/offline/analyse-answer';
import { type WithReading, withReadings } from './stored-readings';
import type { Database } from '../../db/client';
import { interviewAnswerAttempts, interviewQuestions, interviews } from '../../db/schema';
import { isUuid } from '../../db/uuid';

export type InterviewRow = typeof interviews.$inferSelect;
export type QuestionRow = WithReading<typeof interviewQuestions.$inferSelect>;
export type AttemptRow = WithReading<typeof interviewAnswerAttempts.$inferSelect>;
/** The history's rows: each with how many of its questions were answered (fewer if finished early). */
export type ListedInterview = InterviewRow & { answered: number };

export interface InterviewsRepository {
  /** Writes the interview and all its questions at once, or nothing. */
  create(input: {
    userId: string;
    jobTitle: string;
    jobDescription: string;
    language: string;
    coach: string;
    /** Each with its kind and template, as the coach wrote it (null: read from the wording). */
    questions: Array<{ text: string; kind: QuestionKind | null; templateId: string | null }>;
    resumeId?: string | null;
    seniority?: string | null;
  }): Promise<InterviewRow>;
  /** The interview if it belongs to the user; another user's id is as good as unknown. */
  findOwned(userId: string, id: string): Promise<InterviewRow | null>;
  listOwned(userId: string): Promise<ListedInterview[]>;
  /** The questions of the user's recent interviews for the same job (title and description). */
  questionsForSameJob(
    userId: string,
    job: { jobTitle: string; jobDescription: string },
  ): Promise<string[]>;
  questionsOf(interviewId: string): Promise<QuestionRow[]>;
  /**
   * The user's completed interviews, most recent first, at most `limit`, each with its questions
   * in order (the progress page).
   */
  completedWithQuestions(
    userId: string,
    limit: number,
  ): Promise<Array<{ interview: InterviewRow; questions: QuestionRow[] }>>;
  /**
   * Stores the answer only if the question has none yet, and holds its work (the lease) for the
   * request that stored it; null when another request got there first.
   */
  saveAnswer(
    key: AnswerKey,
    saved: {
      answer: string;
      evidence: AnswerEvidence;
      reading: StoredReading;
      delivery?: SpeechDelivery | null;
    },
  ): Promise<QuestionRow | null>;
  /** Stores the evidence (and reading) of an answer saved before they were stored with answers. */
  saveEvidence(
    key: AnswerKey,
    saved: { evidence: AnswerEvidence; reading: StoredReading },
  ): Promise<void>;
  /**
   * Stores the feedback (and the follow-up asked after it, if any); with `release`, lets go of the
   * lease in the same write.
   */
  saveFeedback(
    key: AnswerKey,
    saved: { feedback: string; followUp?: string | null; release?: boolean },
  ): Promise<void>;
  /**
   * Stores the answer to the follow-up with the feedback and evidence of the whole answer, once:
   * false when it was already answered.
   */
  saveFollowUpAnswer(
    key: AnswerKey,
    saved: {
      followUpAnswer: string;
      feedback: string;
      evidence: AnswerEvidence;
      reading: StoredReading;
    },
  ): Promise<boolean>;
  /**
   * Marks the follow-up on an answered question as skipped, while it is asked and not answered:
   * false when there is none open to skip.
   */
  skipFollowUp(key: AnswerKey): Promise<boolean>;
  /**
   * Takes over the work on an answer (its feedback, or the assessment after the last one) when
   * some is left and nobody holds it: the lease is unset or ran out because the process holding
   * it died. True for the one request that took it over.
   */
  claimAnswer(key: AnswerKey): Promise<boolean>;
  /** Keeps holding the work: called while a live process is still writing. */
  renewLease(key: AnswerKey): Promise<void>;
  releaseLease(key: AnswerKey): Promise<void>;
  /**
   * Lets go of every lease: at the start of the only process an embedded database can have, all
   * leases belong to processes that are gone.
   */
  releaseAllLeases(): Promise<number>;
  /** The retakes of every question of the interview, by question then attempt. */
  attemptsOf(interviewIds: string[]): Promise<AttemptRow[]>;
  /** Stores a retake as attempt `attempt`; null when that number was taken a moment ago. */
  addAttempt(
    key: AnswerKey,
    saved: {
      attempt: number;
      answer: string;
      feedback: string;
      evidence: AnswerEvidence;
      reading: StoredReading;
    },
  ): Promise<AttemptRow | null>;
  /**
   * Rewrites a completed interview's assessment (with the best attempts), keeping the first
   * assessment's score as `firstScore`.
   */
  reassess(
    interviewId: string,
    result: { assessment: string; score: number | null },
  ): Promise<InterviewRow | null>;
  /** Marks the interview completed with its assessment, once. */
  complete(
    interviewId: string,
    result: { assessment: string; score: number | null },
  ): Promise<void>;
}

/**
 * How long a lease lasts without renewal: the process holding it renews it every third of this
 * while it works, so a retry waits at most this long for work a dead process held.
 */
export const LEASE_SECONDS = 15;
const leaseEnd = sql.raw(`now() + interval '${LEASE_SECONDS} seconds'`);

/** One answer: the question at `order` in an interview. */
export interface AnswerKey {
  interviewId: string;
  order: number;
}

function questionIs({ interviewId, order }: AnswerKey) {
  return and(eq(interviewQuestions.interviewId, interviewId), eq(interviewQuestions.order, order));
}

export function createInterviewsRepository(db: Database): InterviewsRepository {
  return {
    async create(input) {
      return db.transaction(async (tx) => {
        const [interview] = await tx
          .insert(interviews)
          .values({
            userId: input.userId,
            jobTitle: input.jobTitle,
            jobDescription: input.jobDescription,
            language: input.language,
            coach: input.coach,
            resumeId: input.resumeId ?? null,
            seniority: input.seniority ?? null,
            questionsCount: input.questions.length,
          })
          .returning();
        if (!interview) throw new Error('insert into interviews returned no row');
        await tx.insert(interviewQuestions).values(
          input.questions.map((question, index) => ({
            interviewId: interview.id,
            order: index + 1,
            questionText: question.text,
            questionKind: question.kind,
            templateId: question.templateId,
          })),
        );
        return interview;
      });
    },
    async findOwned(userId, id) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(interviews)
        .where(and(eq(interviews.id, id), eq(interviews.userId, userId)));
      return row ?? null;
    },
    async listOwned(userId) {
      // Written out: inside a subquery drizzle leaves the outer table's column unqualified.
      const answered = sql<number>`(select count(*) from "interview_questions" as "q" where "q"."interview_id" = "interviews"."id" and "q"."answer" is not null)::int`;
      const rows = await db
        .select({ interview: interviews, answered })
        .from(interviews)
        .where(eq(interviews.userId, userId))
        .orderBy(desc(interviews.createdAt));
      return rows.map((row) => ({ ...row.interview, answered: row.answered }));
    },
    async questionsForSameJob(userId, job) {
      const rows = await db
        .select({ text: interviewQuestions.questionText })
        .from(interviewQuestions)
        .innerJoin(interviews, eq(interviews.id, interviewQuestions.interviewId))
        .where(
          and(
            eq(interviews.userId, userId),
            eq(interviews.jobTitle, job.jobTitle),
            eq(interviews.jobDescription, job.jobDescription),
          ),
        )
        .orderBy(desc(interviews.createdAt))
        .limit(60);
      return rows.map((row) => row.text);
    },
    async completedWithQuestions(userId, limit) {
      const completed = await db
        .select()
        .from(interviews)
        .where(and(eq(interviews.userId, userId), eq(interviews.status, 'completed')))
        .orderBy(desc(interviews.completedAt), desc(interviews.createdAt))
        .limit(limit);
      if (completed.length === 0) return [];
      const questions = await db
        .select()
        .from(interviewQuestions)
        .where(
          inArray(
            interviewQuestions.interviewId,
            completed.map((interview) => interview.id),
          ),
        )
        .orderBy(asc(interviewQuestions.order));
      return completed.map((interview) => ({
        interview,
        questions: withReadings(
          questions.filter((question) => question.interviewId === interview.id),
        ),
      }));
    },
    async questionsOf(interviewId) {
      return withReadings(
        await db
          .select()
          .from(interviewQuestions)
          .where(eq(interviewQuestions.interviewId, interviewId))
          .orderBy(asc(interviewQuestions.order)),
      );
    },
    async saveAnswer(key, { answer, evidence, reading, delivery = null }) {
      const [row] = await db
        .update(interviewQuestions)
        .set({
          answer,
          evidence,
          reading,
          delivery,
          answeredAt: sql`now()`,
          leaseUntil: leaseEnd,
        })
        .where(and(questionIs(key), isNull(interviewQuestions.answer)))
        .returning();
      return row ? (withReadings([row])[0] ?? null) : null;
    },
    async saveEvidence(key, { evidence, reading }) {
      await db
        .update(interviewQuestions)
        .set({ evidence, reading })
        .where(and(questionIs(key), isNull(interviewQuestions.evidence)));
    },
    async saveFeedback(key, { feedback, followUp = null, release }) {
      await db
        .update(interviewQuestions)
        .set(release ? { feedback, followUp, leaseUntil: null } : { feedback, followUp })
        .where(questionIs(key));
    },
    async saveFollowUpAnswer(key, saved) {
      const updated = await db
        .update(interviewQuestions)
        .set(saved)
        .where(
          and(
            questionIs(key),
            isNotNull(interviewQuestions.followUp),
            isNull(interviewQuestions.followUpAnswer),
          ),
        )
        .returning({ id: interviewQuestions.id });
      return updated.length > 0;
    },
    async skipFollowUp(key) {
      const updated = await db
        .update(interviewQuestions)
        .set({ followUpSkipped: true })
        .where(
          and(
            questionIs(key),
            isNotNull(interviewQuestions.answer),
            isNotNull(interviewQuestions.followUp),
            isNull(interviewQuestions.followUpAnswer),
          ),
        )
        .returning({ id: interviewQuestions.id });
      return updated.length > 0;
    },
    async claimAnswer(key) {
      const claimed = await db
        .update(interviewQuestions)
        .set({ leaseUntil: leaseEnd })
        .where(
          and(
            questionIs(key),
            or(
              isNull(interviewQuestions.leaseUntil),
              lt(interviewQuestions.leaseUntil, sql`now()`),
            ),
            // Only while there is work left: no feedback yet, or the last answer's assessment.
            or(
              isNull(interviewQuestions.feedback),
              exists(
                db
                  .select({ id: interviews.id })
                  .from(interviews)
                  .where(
                    and(
                      eq(interviews.id, key.interviewId),
                      eq(interviews.status, 'in-progress'),
                      eq(interviews.questionsCount, interviewQuestions.order),
                    ),
                  ),
              ),
            ),
          ),
        )
        .returning({ id: interviewQuestions.id });
      return claimed.length > 0;
    },
    async renewLease(key) {
      await db
        .update(interviewQuestions)
        .set({ leaseUntil: leaseEnd })
        .where(and(questionIs(key), isNotNull(interviewQuestions.leaseUntil)));
    },
    async releaseLease(key) {
      await db.update(interviewQuestions).set({ leaseUntil: null }).where(questionIs(key));
    },
    async releaseAllLeases() {
      const released = await db
        .update(interviewQuestions)
        .set({ leaseUntil: null })
        .where(isNotNull(interviewQuestions.leaseUntil))
        .returning({ id: interviewQuestions.id });
      return released.length;
    },
    async attemptsOf(interviewIds) {
      if (interviewIds.length === 0) return [];
      return withReadings(
        await db
          .select()
          .from(interviewAnswerAttempts)
          .where(inArray(interviewAnswerAttempts.interviewId, interviewIds))
          .orderBy(asc(interviewAnswerAttempts.order), asc(interviewAnswerAttempts.attempt)),
      );
    },
    async addAttempt(key, saved) {
      const [row] = await db
        .insert(interviewAnswerAttempts)
        .values({ interviewId: key.interviewId, order: key.order, ...saved })
        .onConflictDoNothing()
        .returning();
      return row ? (withReadings([row])[0] ?? null) : null;
    },
    async reassess(interviewId, result) {
      const [row] = await db
        .update(interviews)
        .set({
          assessment: result.assessment,
          score: result.score,
          firstScore: sql`coalesce(${interviews.firstScore}, ${interviews.score})`,
          reassessedAt: sql`now()`,
        })
        .where(and(eq(interviews.id, interviewId), eq(interviews.status, 'completed')))
        .returning();
      return row ?? null;
    },
    async complete(interviewId, result) {
      await db
        .update(interviews)
        .set({
          status: 'completed',
          assessment: result.assessment,
          score: result.score,
          completedAt: sql`now()`,
        })
        .where(and(eq(interviews.id, interviewId), eq(interviews.status, 'in-progress')));
    },
  };
}
