// Interviews: the interview, its questions and answers, retake attempts, and the story bank.
import type { SpeechDelivery } from '../../../shared/speech-delivery';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnswerEvidence, QuestionKind } from '../../../shared/schemas/interviews';
import { users } from './accounts';
import { resumes } from './resumes';

/**
 * The coach's reading of an answer as stored: its version, the key of what it was read from, and
 * the reading. What the reading holds is the coach's business (StoredReading in
 * ai/offline/analyse-answer.ts); the interviews repository hands the rows out with that type, so
 * the schema depends on nothing above it.
 */
export interface StoredJsonReading {
  version: string;
  key: string;
  reading: unknown;
}

// The product's four sections (spec §3). Minimal for now: the features that fill these tables
// extend them with their own migrations. Dashboard counts are queries over these rows, not the
// spec's counters on the user record, so they cannot drift.

export const INTERVIEW_STATUSES = ['in-progress', 'completed'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title').notNull(),
    jobDescription: text('job_description').notNull(),
    /** The interview's language, 'en' or 'ru', chosen when it starts. */
    language: text('language').notNull(),
    status: text('status', { enum: INTERVIEW_STATUSES }).notNull().default('in-progress'),
    questionsCount: integer('questions_count').notNull().default(0),
    assessment: text('assessment'),
    /** The assessment's score out of 100, parsed from a model's text or computed offline. */
    score: integer('score'),
    /** Which coach wrote the questions and feedback: 'offline' or 'openai-compatible'. */
    coach: text('coach').notNull().default('offline'),
    /** Shown on the results page when present (spec §3). */
    number: integer('number'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** The level the questions were pitched at ('junior', 'mid', 'senior'); null: not chosen. */
    seniority: text('seniority'),
    /** The resume the questions probe; unset when that resume is deleted (the questions stay). */
    resumeId: uuid('resume_id').references((): AnyPgColumn => resumes.id, { onDelete: 'set null' }),
    /** The first assessment's score, kept when retakes rewrite the assessment (the change shown). */
    firstScore: integer('first_score'),
    /** When the assessment was last rewritten with the best attempts; null: never since completion. */
    reassessedAt: timestamp('reassessed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('interviews_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

/** The questions of an interview (spec: interviews/{id}/questions), answered one by one in order. */
export const interviewQuestions = pgTable(
  'interview_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    /** 1-based position. */
    order: integer('order').notNull(),
    questionText: text('question_text').notNull(),
    /**
     * What the question asks for ('story' | 'method' | 'open'), stored as the coach wrote it so
     * the answer is read for it; null on rows older than issue 32, then read from the wording.
     */
    questionKind: text('question_kind').$type<QuestionKind>(),
    /** The offline coach's template the question came from; null for a model's question. */
    templateId: text('template_id'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    feedback: text('feedback'),
    /** The follow-up the coach asked after this answer's feedback, if any (issue 21). */
    followUp: text('follow_up'),
    /** The candidate's answer to it; counted with the answer in the feedback, evidence and score. */
    followUpAnswer: text('follow_up_answer'),
    /** The candidate skipped the follow-up: it is not offered again, in this tab or another. */
    followUpSkipped: boolean('follow_up_skipped').notNull().default(false),
    /** The evidence read in the answer, computed once as it is saved (the results page shows it). */
    evidence: jsonb('evidence').$type<AnswerEvidence>(),
    /**
     * The coach's whole reading of the answer (with the follow-up's answer, once given), read once
     * as it is saved, with the version it was read with: the feedback, the assessment and the cap
     * of a model's score use it while it is current (issue 32). Null on older rows.
     */
    reading: jsonb('reading').$type<StoredJsonReading>(),
    /**
     * How the answer was spoken, when it was recorded: timing measured in the user's browser
     * (issue 37; no audio, no words). Null for typed answers.
     */
    delivery: jsonb('delivery').$type<SpeechDelivery>(),
    /**
     * The spoken answer's recording, kept only when the user chose to keep it: its key in the
     * object storage (recordings/{user}/{interview}/{order}) and its audio type. Deleted with the
     * interview and the account.
     */
    recordingKey: text('recording_key'),
    recordingType: text('recording_type'),
    /**
     * Until when the process writing this answer's feedback (or, for the last one, the
     * assessment) holds the work; renewed while it lives. Null or past: nobody holds it, and the
     * same answer sent again takes it over.
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('interview_questions_interview_order_idx').on(table.interviewId, table.order),
  ],
);

/**
 * A question answered again ("Try again"): attempt 2 onwards, each with its own feedback and
 * evidence. Attempt 1 is the answer stored on the question itself, never overwritten.
 */
export const interviewAnswerAttempts = pgTable(
  'interview_answer_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    order: integer('order').notNull(),
    attempt: integer('attempt').notNull(),
    answer: text('answer').notNull(),
    feedback: text('feedback').notNull(),
    evidence: jsonb('evidence').$type<AnswerEvidence>().notNull(),
    /** The coach's whole reading of this attempt, with its version (as on the question). */
    reading: jsonb('reading').$type<StoredJsonReading>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('interview_answer_attempts_question_attempt_idx').on(
      table.interviewId,
      table.order,
      table.attempt,
    ),
  ],
);

/**
 * The story bank (issue 21): a candidate's best answers, kept under their own titles and tagged
 * by the skills they show, to start from when a similar question comes up.
 */
export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    /** Where the story was first told, if in an interview; unset when that interview is deleted. */
    interviewId: uuid('interview_id').references(() => interviews.id, { onDelete: 'set null' }),
    questionOrder: integer('question_order'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('stories_user_id_updated_at_idx').on(table.userId, table.updatedAt)],
);
