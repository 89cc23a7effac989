// The certain part of reading an answer: whether it is a non-answer (blank, gibberish, "I don't
// know", the other language) or one of the certain problems (a copy, a repeat, a keyword list).
// analyseAnswer reads it first and everything else after; `certainVerdict` reads only this part,
// so a check of the verdicts alone (the corpus-wide test) does not pay for the whole reading.
import type { Language } from '../../../shared/language';
import type { JobTerm } from '../../job-description/job-terms';
import { readJobDescription } from '../../job-description/read-job-description';
import { normaliseText, tokenize } from '../../language/text';
import { stemText } from '../../language/stem';
import { checkAnswer, type AnswerChecks, type CertainProblem } from './answer-checks';
import { findMetrics, isBorrowedFigure, type Metric, writtenFigures } from './metrics';
import { detectNonAnswer, type NonAnswerReason } from './non-answer';
import type { QuestionKind } from './question-kind';

export interface AnalyseAnswerOptions {
  answer: string;
  language: Language;
  /** The question asked: skills it names count as missed when the answer leaves them out. */
  question?: string;
  jobDescription?: string;
  jobTitle?: string;
  /** The interview's earlier answers: a repeat of one of them is not a new answer. */
  earlierAnswers?: readonly string[];
  /** Skills already read from the job description (defaults to the shared reading). */
  jobSkills?: readonly JobTerm[];
  /** The question's kind as stored when it was asked; read from its wording only when absent. */
  questionKind?: QuestionKind;
}

/** What the certain verdicts are read from, handed on to the rest of the reading. */
export interface CertainReading {
  normalised: string;
  tokens: string[];
  wordCount: number;
  posting: ReturnType<typeof readJobDescription>;
  skills: readonly JobTerm[];
  nonAnswerReason: NonAnswerReason | null;
  /** Every figure of the answer but those borrowed from the posting or the question. */
  figures: Metric[];
  /** The figures written in digits, as structure, checks and the judge read them. */
  metrics: Metric[];
  checks: AnswerChecks;
}

export function readCertain(options: AnalyseAnswerOptions): CertainReading {
  const { answer, language } = options;
  const normalised = normaliseText(answer);
  const tokens = tokenize(normalised);
  const wordCount = tokens.filter((token) => /\p{L}/u.test(token)).length;
  const posting = readJobDescription({
    jobTitle: options.jobTitle,
    jobDescription: options.jobDescription ?? '',
  });
  // A list of the job's own words is a keyword list (checkAnswer names it), not random noise.
  const nonAnswerReason = detectNonAnswer(answer, {
    language,
    isJobWord: (word) => stemText(word).some((stem) => posting.vocabulary.has(stem)),
  });
  const skills = options.jobSkills ?? posting.skills;
  const question = options.question ?? '';
  const figures = findMetrics(answer).filter(
    (metric) => !isBorrowedFigure(metric, [options.jobDescription ?? '', question]),
  );
  const metrics = writtenFigures(figures);
  const checks = checkAnswer({
    answer,
    question,
    jobDescription: options.jobDescription ?? '',
    vocabulary: posting.vocabulary,
    skills,
    earlierAnswers: options.earlierAnswers ?? [],
    wordCount,
    metrics,
    language,
  });
  return {
    normalised,
    tokens,
    wordCount,
    posting,
    skills,
    nonAnswerReason,
    figures,
    metrics,
    checks,
  };
}

/** The answer's certain verdict, if it has one: what analyseAnswer's nonAnswerReason ?? problem is. */
export function certainVerdict(
  options: AnalyseAnswerOptions,
): NonAnswerReason | CertainProblem | null {
  const { nonAnswerReason, checks } = readCertain(options);
  return nonAnswerReason ?? checks.problem;
}
