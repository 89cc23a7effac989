import type { Seniority } from '../../shared/constants';
import type { Language } from '../../shared/language';
import type { QuestionKind } from '../../shared/schemas/interviews';
import type { StoredReading } from './offline/analyse-answer';

// The one interface every interview coach implements: a model behind an OpenAI-compatible
// chat-completions API, or the offline coach that needs no model. Routes and services only ever
// see this; the browser never talks to a model or sees a key.

export interface InterviewContext {
  jobTitle: string;
  /** Untrusted text pasted by the user: always passed to a model as delimited data. */
  jobDescription: string;
  language: Language;
  /** Questions of earlier attempts at the same job: a new attempt asks mostly others. */
  avoidQuestions?: readonly string[];
  /** The level the candidate chose; the questions are pitched at it. */
  seniority?: Seniority;
  /**
   * The candidate's own resume, when they chose one: its text (untrusted, always passed to a
   * model as delimited data) and its achievement lines, for questions about their own claims.
   */
  resume?: InterviewResume;
}

export interface InterviewResume {
  text: string;
  /** Lines from its experience and projects, as written. */
  achievements: readonly string[];
}

export type { QuestionKind };

/** A question as a coach wrote it: its text, its kind, and the template it came from, if any. */
export interface PlannedQuestion {
  text: string;
  kind: QuestionKind;
  /** The offline coach's template ("any-work-scenario-3", "nurse-technical-2"); null for a model's. */
  templateId: string | null;
}

export interface AnswerContext extends InterviewContext {
  /** 1-based position of the question in the interview. */
  order: number;
  question: string;
  /** The question's kind as stored when it was asked; absent for old rows (then it is read). */
  questionKind?: QuestionKind;
  /** Untrusted text typed by the user. */
  answer: string;
  /** The interview's earlier answers, in order: a repeat of one is not a new answer. */
  earlierAnswers?: readonly string[];
  /** The feedback already given on earlier questions: a line said there is not said again. */
  earlierFeedback?: readonly string[];
  /** The answer's reading as stored when it was saved (read again when absent or out of date). */
  reading?: StoredReading | null;
  /**
   * Whether a follow-up is asked right after this feedback when the coach finds one needed (not
   * after the last question, and only where follow-ups are on): the feedback then foretells no
   * other question.
   */
  followUpMayBeAsked?: boolean;
}

export interface AnsweredQuestion {
  order: number;
  question: string;
  /** As stored when it was asked; absent for old rows. */
  questionKind?: QuestionKind;
  answer: string;
  feedback: string | null;
  /** The answer's reading as stored when it was saved (read again when absent or out of date). */
  reading?: StoredReading | null;
}

export interface Assessment {
  /** Markdown: a summary, then the spec's sections, then the score line. */
  text: string;
  /** 0–100, parsed from the text (model) or computed (offline coach); null if none was found. */
  score: number | null;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface Coach {
  readonly kind: 'openai-compatible' | 'offline';
  /**
   * Twelve questions for the job in the interview's language, in the spec's category order, each
   * with its kind (stored with it, so the answer is read for what the question asked).
   */
  generateQuestions(context: InterviewContext, options?: CallOptions): Promise<PlannedQuestion[]>;
  /** One or two very short sentences about one answer, in the interview's language. */
  giveFeedback(context: AnswerContext, options?: CallOptions): Promise<string>;
  /** The same feedback, yielded as it is written; the chunks joined are the whole text. */
  streamFeedback(context: AnswerContext, options?: CallOptions): AsyncIterable<string>;
  /**
   * One short follow-up question when the answer lacks what the question needs (the candidate's
   * own part, the result, the steps, an example), in the interview's language; null when none.
   */
  askFollowUp(context: AnswerContext, options?: CallOptions): Promise<string | null>;
  /** The written assessment of the whole interview, with its score. */
  assess(
    context: InterviewContext & { answers: AnsweredQuestion[] },
    options?: CallOptions,
  ): Promise<Assessment>;
  /** The assessment text, yielded as it is written; parse the score from the joined text. */
  streamAssessment(
    context: InterviewContext & { answers: AnsweredQuestion[] },
    options?: CallOptions,
  ): AsyncIterable<string>;
}
