import type { Language } from '../../../shared/language';
import type { AnswerEvidence, QuestionKind } from '../../../shared/schemas/interviews';
import type { StoredReading } from '../../ai/offline/analyse-answer';
import { readAnswerToStoreOffThread } from '../../ai/offline/answer-reader';
import { plainHedges } from '../../ai/offline/plain-hedges';
import { shownFigures } from '../../ai/offline/metrics';
import type { InterviewRow } from './interviews.repository';

interface ReadAnswerOptions {
  interview: Pick<InterviewRow, 'language' | 'jobTitle' | 'jobDescription'>;
  question: string;
  /** As stored with the question; null or absent (old rows, a trial): read from its wording. */
  questionKind?: QuestionKind | null;
  answer: string;
  earlierAnswers: string[];
}

/**
 * One answer read once, as it is saved: the coach's whole reading (stored with its version, for
 * the feedback, the assessment and the cap of a model's score) and the evidence the candidate is
 * shown from it (the same analysis the feedback and score rest on). Earlier answers are what it
 * was written after. A long answer is read in a worker thread (answer-reader.ts).
 */
export async function readAnswerOnce(options: ReadAnswerOptions): Promise<{
  evidence: AnswerEvidence;
  reading: StoredReading;
}> {
  const { interview } = options;
  const reading = await readAnswerToStoreOffThread({
    answer: options.answer,
    language: interview.language as Language,
    question: options.question,
    ...(options.questionKind ? { questionKind: options.questionKind } : {}),
    jobTitle: interview.jobTitle,
    jobDescription: interview.jobDescription,
    earlierAnswers: options.earlierAnswers,
  });
  const told = { answer: options.answer, language: interview.language as Language };
  return { evidence: evidenceOf(reading.reading, told), reading };
}

function evidenceOf(
  evidence: StoredReading['reading'],
  told: { answer: string; language: Language },
): AnswerEvidence {
  return {
    wordCount: evidence.wordCount,
    questionKind: evidence.questionKind,
    nonAnswerReason: evidence.nonAnswerReason ?? evidence.problem,
    starPartsFound: partsShown(evidence, told),
    metrics: shownFigures(evidence.metrics).map((metric) => metric.text),
    jobTermsUsed: evidence.jobTermsUsed,
    jobTermsMissed: evidence.jobTermsMissed,
    ...(evidence.jobTermsKnown === undefined ? {} : { jobTermsKnown: evidence.jobTermsKnown }),
    // Hedges that never say anything else: not "this kind of work" or «думаю о…».
    fillers: [...evidence.fillers, ...plainHedges(evidence)],
    score: evidence.score,
  };
}

/**
 * The parts of the answer shown as found. An answer to a method question tells the candidate's
 * actions as habits ("I update the status as soon as I start", «погружаю в дезраствор…
 * промываю… упаковываю»): the reading holds them as practices, so actions are shown as found (a
 * new user's walk, twenty-sixth session, read «Действия: не найдены» under such a procedure).
 */
function partsShown(
  evidence: StoredReading['reading'],
  told: { answer: string; language: Language },
): AnswerEvidence['starPartsFound'] {
  const parts = new Set(evidence.starPartsFound);
  const toldAsHabits = evidence.questionKind === 'method' && (evidence.practices ?? []).length > 0;
  if (toldAsHabits) parts.add('action');
  // "I re-glued the sole, clamped it overnight…": a deed of the candidate's own, told in the past,
  // whatever its verb (the reading's list of action verbs is the judge's fitted feature).
  if (told.language === 'en' && OWN_DEED_EN.test(told.answer)) parts.add('action');
  // …and wherever the feedback quotes the candidate's own steps («Убеждает ваша собственная роль…
  // сам загружал машину» beside «Действия: не найдены»: a new user's walk, thirty-second session).
  if (evidence.stepQuote || evidence.praise?.key === 'praiseStep') parts.add('action');
  // How a story ended, told in words the result list does not hold («Она заплакала и сказала, что
  // впервые он был на празднике до конца», "since then I always…"): the feedback does not ask for
  // it, so the panel does not call it missing (a new user's walk, thirtieth session: "Result: not
  // found" beside such endings, and "complete stories" undercounted).
  const ended =
    evidence.questionKind === 'story' &&
    parts.has('action') &&
    (evidence.telling?.endsOnEvent === true ||
      (evidence.lessons ?? []).length > 0 ||
      evidence.praise?.key === 'praiseOutcome' ||
      evidence.praise?.key === 'praiseChange');
  if (ended) parts.add('result');
  // "I don't know how it ended": whatever the result words found, no outcome is told.
  // Nor where they say they have no such case ("I can't think of a time…").
  const noCase = evidence.telling?.noCase === true && !evidence.hasExample && !evidence.occasion;
  if (evidence.telling?.outcomeUnknown === true || noCase) {
    parts.delete('result');
  }
  // …nor the scene of an answer set on a day or in a place it names («В декабре 2023 года…», «Один
  // раз пришла машина…»: a new user's walk, thirty-first session, beside a method answer).
  if (evidence.occasion) parts.add('situation');
  return evidence.starPartsFound.length === parts.size
    ? evidence.starPartsFound
    : STAR_ORDER.filter((part) => parts.has(part));
}

/** "I" and a verb in the past that is a deed, not a thought or a feeling ("I clamped", "I rang"). */
const OWN_DEED_EN =
  /\bI (?:\w+ly |then |also |just |first |myself )?(?!(?:was|had|thought|knew|felt|saw|heard|realised|realized|noticed|wanted|liked|loved|hoped|worried|decided|tried|enjoyed|learned|learnt|needed|used|seemed|assumed|expected|remembered|panicked|struggled)\b)(?:[a-z-]{3,}ed|took|made|went|gave|told|rang|sat|put|kept|got|brought|sent|wrote|spoke|cut|set|ran|found|built|drove|caught|paid|left|held|led|stood|taught|bought|fed|swept|hung|shut|spun|stuck|dug|wound)\b/u;
const STAR_ORDER: AnswerEvidence['starPartsFound'] = ['situation', 'task', 'action', 'result'];
