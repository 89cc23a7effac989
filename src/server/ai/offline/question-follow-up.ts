// The follow-up a question has of its own (question-template.ts `next`), said after an answer to
// it in place of a line that fits any answer. The training reads of rounds 10–40 found
// "an interviewer will pick one point here and press for more" true and useful after 2 of 77
// answers about motivation, and "what will be hardest for you?" after 14 of 69; their notes asked
// for what the question itself leads to: a plan made concrete, the one deal-breaker that decides,
// a team that worked. Each follow-up is said only where the answer does not already give it.
import type { Language } from '../../../shared/language';
import type { AnswerEvidence } from './analyse-answer';
import type { FollowUp } from './question-template';
import { toldCase } from './told-case';
import { GIVEN_BY_WORDS } from './follow-up-words';

/** Words with which an answer says what it is already doing to prepare. */
const PREPARING: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:practis|practic|course|studying|study|training|reading up|learning|shadow)/iu,
  ru: /(?<![\p{L}])(?:практик|практику|курс|учусь|изучаю|готовлюсь|тренирую|читаю|обучени|занимаюсь)/iu,
};

/**
 * Words with which an answer already says how it will learn what it wants to: a course, training,
 * someone to learn from, a way of doing it ("through your training", "by rebooking", «пройти
 * курсы», «посмотреть на объекте»).
 */
const LEARNING_HOW: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:course|courses|training|train me|train up|shadow\w*|mentor\w*|apprentice\w*|sign up|signed up|enrol\w*|by (?:doing|asking|shadowing|working|taking|going|reading|watching|practis\w+|rebooking|spending)|through (?:your|the|a|an)|learn (?:from|off)|ask (?:to|for|the|if)|you (?:train|offer|fund|pay for|provide|run))\b/iu,
  ru: /(?<![\p{L}])(?:курс\p{L}*|обучени\p{L}*|наставник\p{L}*|стажир\p{L}*|пройти|пройду|учиться у|поучиться у|у коллег|у старших|попрош\p{L}*|попросить|посмотреть|сходить|записаться|запишусь)(?![\p{L}])/iu,
};

/** Words with which an answer already says which of its reasons comes first. */
const RANKED: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:most|mostly|main|mainly|above all|first of all|biggest|the one thing|come down to|comes down to)\b/iu,
  ru: /(?<![\p{L}])(?:главн|важнее всего|прежде всего|в первую очередь|больше всего|основн|сводится)/iu,
};

/**
 * A day's scale told already: a number of two digits or more ("about 600 care staff") or a rate
 * per day, week or shift ("four hours a day", «15–20 договоров в неделю», «каждое утро»).
 * Round 44: the scale question asked of such answers read as asking for what they had (5 of 17).
 */
const SCALE_TOLD: Readonly<Record<Language, RegExp>> = {
  en: /\d{2,}|\b(?:a|per|each|every) (?:day|week|shift|month|night|hour|morning|evening)\b|\b(?:hourly|daily|weekly)\b/iu,
  ru: /\d{2,}|(?<![\p{L}])(?:(?:в|за) (?:день|неделю|смену|месяц|час|сутки)|кажд(?:ый|ое|ую|ая) (?:день|утро|вечер|смену|неделю|час|ночь)|ежедневно|еженедельно)(?![\p{L}])/iu,
};

/**
 * A goal tied to a date ("by Christmas", "in January", "within six months", «к концу года», «к
 * лету», «в январе»): a milestone someone can check, whatever the goal (round 42: the milestone
 * question asked of such answers read as asking for what they had).
 */
const MONTHS_EN =
  'january|february|march|april|may|june|july|august|september|october|november|december';
const DATED: Readonly<Record<Language, RegExp>> = {
  en: new RegExp(
    `\\b(?:(?:by|before|until) (?:the )?(?:end|christmas|spring|summer|autumn|winter|new year|next year|${MONTHS_EN})|in (?:${MONTHS_EN})|within (?:a|the|\\w+) (?:month|months|year|weeks))\\b`,
    'iu',
  ),
  ru: /(?<![\p{L}])(?:к (?:концу|лету|весне|осени|зиме|новому году|январю|февралю|марту|апрелю|маю|июню|июлю|августу|сентябрю|октябрю|ноябрю|декабрю)|до конца|в (?:январе|феврале|марте|апреле|мае|июне|июле|августе|сентябре|октябре|ноябре|декабре)|через (?:полгода|год|месяц|\p{L}+ месяц))/iu,
};

/**
 * The question's own follow-up as the answer's reading holds it: none where its words already
 * give it (which reason comes first, what is being done to prepare).
 */
export function followUpOf(
  next: FollowUp | readonly FollowUp[] | null | undefined,
  options: { answer: string; language: Language },
): { questionFollowUp: readonly FollowUp[] | null; questionFollowUps: readonly FollowUp[] } {
  const all = followUps(next);
  const kept = all.filter((follow) => !textGives(follow, options));
  return { questionFollowUp: kept.length > 0 ? kept : null, questionFollowUps: all };
}

/** A template's or a stored reading's follow-ups as a list (older readings hold a single one). */
function followUps(next: FollowUp | readonly FollowUp[] | null | undefined): readonly FollowUp[] {
  if (!next) return [];
  return typeof next === 'string' ? [next as FollowUp] : next;
}

/** Whether the answer's words already give what the follow-up would ask for. */
function textGives(follow: FollowUp, options: { answer: string; language: Language }): boolean {
  if (follow === 'learnFirstStep') return LEARNING_HOW[options.language].test(options.answer);
  const words = GIVEN_BY_WORDS[follow];
  if (words) return words[options.language].test(options.answer);
  if (follow === 'dealBreaker' && RANKED[options.language].test(options.answer)) return true;
  if (follow === 'stretchPrep' && PREPARING[options.language].test(options.answer)) return true;
  // A day told with its scale keeps the lines it had: "which part suits you least?" in their place
  // was good on none of 15 such training answers (round 45).
  if (follow === 'dayScale' && SCALE_TOLD[options.language].test(options.answer)) return true;
  const milestone = follow === 'learnMilestone' || follow === 'planMilestone';
  if (milestone && DATED[options.language].test(options.answer)) return true;
  return false;
}

/** Whether the answer's evidence gives what its question's own follow-up would ask for. */
function evidenceGives(follow: FollowUp, evidence: AnswerEvidence): boolean {
  switch (follow) {
    // A figure or a name of its own ("twenty-five sessions a week", «с 1,5–2 до 3–4 сделок», "the
    // VNA licence", "Level 4") is a sign an interviewer can check already (round 42: 6 of 10
    // milestone questions asked of answers with a licence, a rate or a qualification read so).
    case 'learnMilestone':
    case 'planMilestone':
      return evidence.metrics.length > 0 || (evidence.specifics ?? 0) > 0;
    case 'teamCase':
      return evidence.hasExample || toldCase(evidence);
    case 'dayPart':
      return evidence.namesDifficulty === true;
    case 'dayScale':
      return evidence.metrics.length > 0;
    // What the candidate changed afterwards is what keeps a mistake from happening again.
    case 'preventNow':
      return (evidence.lessons ?? []).length > 0;
    default:
      return false;
  }
}

/** The question's own follow-up: the first the answer does not give already. */
export function questionFollowUp(evidence: AnswerEvidence): FollowUp | null {
  return (
    followUps(evidence.questionFollowUp).find((follow) => !evidenceGives(follow, evidence)) ?? null
  );
}

/** Whether the question asked what the candidate wants to learn (its follow-ups say so). */
export function asksWhatToLearn(evidence: AnswerEvidence): boolean {
  return followUps(evidence.questionFollowUps).includes('learnMilestone');
}
