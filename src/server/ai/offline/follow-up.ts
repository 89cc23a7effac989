// One short follow-up, as a real interviewer would ask before moving on, when the answer lacks
// what the question needs: in a story, the candidate's own part or how it ended; in a method, the
// steps or a real example. None for an answer that is not one (the feedback says so already),
// for open questions (background, motivation), or when nothing is missing.
import type { Language } from '../../../shared/language';
import type { AnswerEvidence } from './analyse-answer';
import { shownConcern } from './score-answer';
import { toldCase } from './told-case';
import { STRONG_ANSWER_SCORE } from './feedback';

const FOLLOW_UPS = {
  en: {
    ownAction: 'And what did you do yourself, step by step?',
    result: 'How did it end: what changed, and how did you know?',
    steps: 'Which steps would you take, in what order?',
    example: 'Can you give one real example of when you did this?',
  },
  ru: {
    ownAction: 'А что именно сделали вы сами, по шагам?',
    result: 'Чем всё закончилось: что изменилось и как вы это поняли?',
    steps: 'Какие шаги вы сделаете и в каком порядке?',
    example: 'Приведите один реальный пример, когда вы так делали.',
  },
} as const satisfies Record<Language, Record<string, string>>;

/**
 * The same follow-ups in other words, asked where the answer before had the same one (a new user's
 * walk, thirty-second session: "How did it end…?" word for word after two answers in a row).
 */
const FOLLOW_UPS_AGAIN = {
  en: {
    ownAction: 'What was your own part in that one — what did you do, in order?',
    result: 'And how did that one turn out in the end — what changed?',
    steps: 'Walk me through it: what would you do first, and what next?',
    example: 'Is there one real time you did this that you could tell me about?',
  },
  ru: {
    ownAction: 'А какой была ваша собственная роль — что вы сделали, по порядку?',
    result: 'А чем закончилась эта история — что изменилось?',
    steps: 'Проведите меня по шагам: что вы сделаете сначала, а что потом?',
    example: 'Есть ли один реальный случай, когда вы так делали? Расскажите о нём.',
  },
} as const satisfies Record<Language, Record<keyof (typeof FOLLOW_UPS)['en'], string>>;

/** The follow-up in other words where it would repeat the one just asked, word for word. */
export function followUpAfter(
  followUp: string,
  options: { previous: string | null | undefined; language: Language },
): string {
  if (options.previous !== followUp) return followUp;
  const needs = Object.keys(FOLLOW_UPS[options.language]) as FollowUpNeed[];
  const need = needs.find((key) => FOLLOW_UPS[options.language][key] === followUp);
  return need ? FOLLOW_UPS_AGAIN[options.language][need] : followUp;
}

/** What a follow-up asks for. */
export type FollowUpNeed = keyof (typeof FOLLOW_UPS)['en'];

/** Past this, an answer has said enough that an interviewer moves on rather than press. */
const LONG_ANSWER_WORDS = 150;
/** From this many clauses an answer lists what is done: its steps are not asked for again. */
const LISTED_CLAUSES = 3;
/** An example is asked for only after a short answer: a long one usually holds one. */
const SHORT_ANSWER_WORDS = 80;

/** What the answer lacks that one more question could bring out, if anything. */
export function followUpNeedOf(evidence: AnswerEvidence): FollowUpNeed | null {
  // A template of the job's terms is not asked to say more of the same; general words or an
  // example beside the point are, since a follow-up is how they become an answer.
  if (evidence.isNonAnswer || evidence.problem !== null) return null;
  // Nor one that says it has no such case: "what did you do yourself?" asks for what it has not.
  // (A case told after it, "…but once I…", is still one.)
  if (evidence.telling?.noCase === true && !evidence.hasExample && !evidence.occasion) return null;
  if (shownConcern(evidence) === 'keyword_stuffing') return null;
  if (evidence.wordCount >= LONG_ANSWER_WORDS) return null;
  // An answer the feedback praises as one to keep is not asked for a part it lacks: "How did it
  // end?" under "A solid answer — keep this level" contradicts it, and the reader missed the
  // ending (training jobs' story answers graded 75 or more: 40 of 229 were asked for the ending or
  // their own part; 14 of those 40 the judge scores 70 or more, against 20 of the other 921).
  if (evidence.score >= STRONG_ANSWER_SCORE) return null;
  // Steps the feedback quotes as the candidate's own are not asked for right after it ("And what
  // did you do yourself, step by step?" under praise of those steps: a new user's walk, thirtieth
  // session).
  const stepsQuoted =
    Boolean(evidence.stepQuote) ||
    evidence.praise?.key === 'praiseStep' ||
    evidence.praise?.key === 'praisePlan';
  if (evidence.questionKind === 'story') {
    // Only what the candidate is like, no case at all: one real time, not how "it" ended (the
    // thirteenth panel's read: "add how it ended" to «Я легко адаптируюсь…», both readers).
    if (evidence.selfPortrait && !toldCase(evidence) && !evidence.occasion) return 'example';
    // Nor an answer that names the gap in place of the case asked for ("I haven't assisted at a
    // professional fitting yet. At college I pinned hems…"): "How did it end?" after the feedback
    // on that gap asks about a story the candidate said they have not got (a new user's walk,
    // thirty-seventh session).
    if (evidence.namedGap) return null;
    if (
      evidence.actionVerbs.length === 0 &&
      !evidence.starPartsFound.includes('action') &&
      !stepsQuoted
    ) {
      return 'ownAction';
    }
    // A story whose last sentence tells what happened has told how it ended, in words the result
    // reader may not know ("We had eleven referrals in the first month", «Списали около 18 тысяч
    // вместо возможных 80»): it is not asked "How did it end?" (a new user's walk, twenty-second
    // session: "…we glazed it on the Monday" was).
    const hasResult =
      evidence.starPartsFound.includes('result') ||
      evidence.resultMetrics.length > 0 ||
      evidence.telling?.endsOnEvent === true;
    return hasResult ? null : 'result';
  }
  if (evidence.questionKind === 'method') {
    // "Which steps would you take?" only of an answer of one or two clauses: one that lists three
    // things done ("Full obs, check for head injury, see how long she was down…", «Делю тесто…
    // перевешиваю… формую…») has given them in words the step reader does not know (45 of the
    // training answers graded 75 or more were asked it; a new user's walk, twenty-second session).
    if (
      !stepsQuoted &&
      evidence.steps.length < 2 &&
      evidence.practices.length === 0 &&
      (evidence.telling?.clauses ?? 0) < LISTED_CLAUSES
    ) {
      return 'steps';
    }
    // Nor asked for an example after one told in words no cue list knows (a new user's walk:
    // «Приведите один реальный пример…» after «В прошлом месяце у клиентки…»).
    const example = evidence.occasion || toldCase(evidence);
    return example || evidence.wordCount >= SHORT_ANSWER_WORDS ? null : 'example';
  }
  return null;
}

/** The follow-up question in the interview's language, or null when none is needed. */
export function chooseFollowUp(evidence: AnswerEvidence, language: Language): string | null {
  const need = followUpNeedOf(evidence);
  return need ? FOLLOW_UPS[language][need] : null;
}
