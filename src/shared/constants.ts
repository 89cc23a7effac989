// Business constants from the product specification (§9) and the limits the API enforces.

export const LANGUAGES = ['en', 'ru'] as const;
export const DEFAULT_LANGUAGE = 'en';
/** localStorage key holding the interface language (spec §1). */
export const LANGUAGE_STORAGE_KEY = 'language';
/**
 * Cookie with the same choice, so the server can send the landing page prerendered in it before
 * any script runs (src/server/http/document-language.ts). Not HttpOnly: the client writes it.
 */
export const LANGUAGE_COOKIE = 'lang';

export const QUESTIONS_PER_INTERVIEW = 12;
export const FEEDBACK_MAX_TOKENS = 100;
export const ASSESSMENT_MAX_TOKENS = 1000;
/** A follow-up question is one short sentence (issue 21). */
export const FOLLOW_UP_MAX_TOKENS = 60;
export const MAX_SCORE = 100;

/** Stored when the sender gives no rating (stars are 0-5 in storage, 1-5 on screen). */
export const STARS_NOT_RATED = 0;
export const STARS_MIN = 1;
export const STARS_MAX = 5;
export const FEEDBACK_TITLE_MAX_LENGTH = 200;
export const FEEDBACK_DESCRIPTION_MAX_LENGTH = 5000;
/** RFC 5321 limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;

export const MIN_PASSWORD_LENGTH = 6;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** A recorded answer sent for transcription: five minutes of Opus is about 2 MB. */
export const TRANSCRIPTION_MAX_BYTES = 10 * 1024 * 1024;
export const TOAST_DURATION_MS = 3000;

/** Model calls (questions, feedback, assessment, resume tailoring) one user may cause per UTC day. */
export const AI_DAILY_LIMIT_DEFAULT = 200;
/**
 * The most characters of a user's text one model call may carry (a resume's text with its job
 * description); more is refused with 413. Interview texts stay under it by their own limits.
 */
export const AI_INPUT_MAX_CHARS = 60_000;

/** Default limit for JSON request bodies; file uploads get their own limits. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

// Job board (spec §3, §4; issue 5).
export const CURRENCIES = ['RUB', 'USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
/**
 * What a salary is paid for. "Highest salary" and the minimum-salary filter compare amounts per
 * year: an hour as 2,080 (40 hours a week, 52 weeks), a month as 12.
 */
export const SALARY_PERIODS = ['hour', 'month', 'year'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
export const SALARY_PERIOD_PER_YEAR: Record<SalaryPeriod, number> = {
  hour: 2080,
  month: 12,
  year: 1,
};
export const VACANCY_STATUSES = ['active', 'inactive'] as const;
/** Where the work is done (schema.org jobLocationType TELECOMMUTE for remote). */
export const WORK_MODES = ['onsite', 'hybrid', 'remote'] as const;
export type WorkMode = (typeof WORK_MODES)[number];
/** The contract (schema.org employmentType: FULL_TIME, PART_TIME, CONTRACTOR, INTERN). */
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const;
/** The experience a vacancy asks for. */
export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'lead'] as const;
/** An application moves pending → reviewed → interview → offer → hired, or to rejected. */
export const APPLICATION_STATUSES = [
  'pending',
  'reviewed',
  'interview',
  'offer',
  'hired',
  'rejected',
] as const;
/**
 * The stages of an application in the seeker's own tracker (issue 38), in order: a seeker moves
 * it; one made on the board follows the employer's pipeline.
 */
export const TRACKER_STAGES = [
  'saved',
  'applied',
  'screening',
  'interview',
  'offer',
  'accepted',
  'rejected',
  'withdrawn',
] as const;
export type TrackerStage = (typeof TRACKER_STAGES)[number];
/** Stages of an application still in play: what the dashboard counts as active. */
export const TRACKER_ACTIVE_STAGES: readonly TrackerStage[] = [
  'saved',
  'applied',
  'screening',
  'interview',
  'offer',
];
/** Stages still waiting for news: a follow-up reminder may be due. */
export const TRACKER_WAITING_STAGES: readonly TrackerStage[] = [
  'applied',
  'screening',
  'interview',
];
/** The board's application statuses as tracker stages. */
export const STAGE_OF_APPLICATION_STATUS = {
  pending: 'applied',
  reviewed: 'screening',
  interview: 'interview',
  offer: 'offer',
  hired: 'accepted',
  rejected: 'rejected',
} as const satisfies Record<(typeof APPLICATION_STATUSES)[number], TrackerStage>;
/** Days without news before a follow-up reminder, unless the seeker changes it or turns it off. */
export const TRACKER_REMINDER_DAYS_DEFAULT = 10;

/** The saved-jobs "Recent" filter: saved in the last 7 days. */
export const RECENT_SAVED_JOB_DAYS = 7;

/** The longest job description an interview (or a vacancy's practice link) takes, in characters. */
export const JOB_DESCRIPTION_MAX_LENGTH = 20_000;
/** The longest cover letter an application takes, in characters. */
export const COVER_LETTER_MAX_LENGTH = 5_000;

/** How many times one question can be answered in all: the first answer and four retakes. */
export const MAX_ATTEMPTS_PER_QUESTION = 5;

/** The level an interview is pitched at, when the candidate chooses one. */
export const SENIORITIES = ['junior', 'mid', 'senior'] as const;
export type Seniority = (typeof SENIORITIES)[number];

/**
 * "Practice the weakest again" on the results page, and the assessment's advice to answer the
 * weakest again, name the same questions: this many of the lowest-scoring, each below this score.
 */
export const PRACTICE_SIZE = 3;
export const WEAK_BELOW = 80;
