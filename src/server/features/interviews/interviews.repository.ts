import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { interviewQuestions, interviews } from '../../db/schema';
import { isUuid } from '../../db/uuid';

export type InterviewRow = typeof interviews.$inferSelect;
export type QuestionRow = typeof interviewQuestions.$inferSelect;

export interface InterviewsRepository {
  /** Writes the interview and all its questions at once, or nothing. */
  create(input: {
    userId: string;
    jobTitle: string;
    jobDescription: string;
    language: string;
    coach: string;
    questions: string[];
  }): Promise<InterviewRow>;
  /** The interview if it belongs to the user; another user's id is as good as unknown. */
  findOwned(userId: string, id: string): Promise<InterviewRow | null>;
  listOwned(userId: string): Promise<InterviewRow[]>;
  /** The questions of the user's recent interviews for the same job (title and description). */
  questionsForSameJob(
    userId: string,
    job: { jobTitle: string; jobDescription: string },
  ): Promise<string[]>;
  questionsOf(interviewId: string): Promise<QuestionRow[]>;
  /** Stores the answer only if the question has none yet; null when another request got there first. */
  saveAnswer(interviewId: string, order: number, answer: string): Promise<QuestionRow | null>;
  saveFeedback(interviewId: string, order: number, feedback: string): Promise<void>;
  /**
   * Takes over an answer whose work (feedback, or the assessment after the last one) stopped
   * before it was stored — the process died — by moving its answeredAt to now, if it is still
   * older than `staleBefore`. True for the one request that took it over.
   */
  claimStaleAnswer(interviewId: string, order: number, staleBefore: Date): Promise<boolean>;
  /** Marks the interview completed with its assessment, once. */
  complete(
    interviewId: string,
    result: { assessment: string; score: number | null },
  ): Promise<void>;
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
            questionsCount: input.questions.length,
          })
          .returning();
        if (!interview) throw new Error('insert into interviews returned no row');
        await tx.insert(interviewQuestions).values(
          input.questions.map((questionText, index) => ({
            interviewId: interview.id,
            order: index + 1,
            questionText,
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
    listOwned(userId) {
      return db
        .select()
        .from(interviews)
        .where(eq(interviews.userId, userId))
        .orderBy(desc(interviews.createdAt));
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
    questionsOf(interviewId) {
      return db
        .select()
        .from(interviewQuestions)
        .where(eq(interviewQuestions.interviewId, interviewId))
        .orderBy(asc(interviewQuestions.order));
    },
    async saveAnswer(interviewId, order, answer) {
      const [row] = await db
        .update(interviewQuestions)
        .set({ answer, answeredAt: sql`now()` })
        .where(
          and(
            eq(interviewQuestions.interviewId, interviewId),
            eq(interviewQuestions.order, order),
            isNull(interviewQuestions.answer),
          ),
        )
        .returning();
      return row ?? null;
    },
    async saveFeedback(interviewId, order, feedback) {
      await db
        .update(interviewQuestions)
        .set({ feedback })
        .where(
          and(eq(interviewQuestions.interviewId, interviewId), eq(interviewQuestions.order, order)),
        );
    },
    async claimStaleAnswer(interviewId, order, staleBefore) {
      const claimed = await db
        .update(interviewQuestions)
        .set({ answeredAt: sql`now()` })
        .where(
          and(
            eq(interviewQuestions.interviewId, interviewId),
            eq(interviewQuestions.order, order),
            lt(interviewQuestions.answeredAt, staleBefore),
          ),
        )
        .returning({ id: interviewQuestions.id });
      return claimed.length > 0;
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
