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
import { answerSentences } from './clauses';
import { toldDeed } from './prepared-already';

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
  return typeof next === 'string' ? [next] : next;
}

/** Whether the answer's words already give what the follow-up would ask for. */
function textGives(follow: FollowUp, options: { answer: string; language: Language }): boolean {
  if (follow === 'settledSign' && endsOnHowItStands(options.answer, options.language)) return true;
  if (follow === 'hardestPrep' && toldDeed(options.answer, options.language)) return true;
  return GIVEN_BY_WORDS[follow]?.[options.language].test(options.answer) ?? false;
}

/** How things stand now or how it ended ("We get on fine now", "okay in the end", «в итоге»). */
const STANDS: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:in the end|at the end|eventually|now|nowadays|these days|since then|ever since|still|afterwards|after that|no longer|any ?more|from then on)\b/iu,
  ru: /(?<![\p{L}])(?:в итоге|в конце концов|в конце|теперь|сейчас|с тех пор|до сих пор|потом|после этого|больше не|уже не)(?![\p{L}])/iu,
};
/** The sentences at the end of an answer where it tells how things ended. */
const ENDING_SENTENCES = 2;

/**
 * Whether the answer ends on how things stand with the other person: "how did they take it in the
 * end?" is not asked of it (the thirteenth panel's read: "He was okay in the end", "We get on fine
 * now", "now it's mostly photos of her mum smiling" each asked it, both readers).
 */
function endsOnHowItStands(answer: string, language: Language): boolean {
  // How the other person took it, told anywhere: a story may go on after it to what the candidate
  // changed ("…and he was happy. I also told my chargehand…": the twentieth panel's read, asked
  // how it ended for him, both readers).
  if (REACTION[language].test(answer)) return true;
  const sentences = answerSentences(answer);
  const earlier = sentences.slice(0, -ENDING_SENTENCES).join(' ');
  return sentences
    .slice(-ENDING_SENTENCES)
    .some(
      (sentence) =>
        (STANDS[language].test(sentence) && OTHER_PERSON[language].test(sentence)) ||
        OTHER_DEED[language].test(sentence) ||
        roleDeed(sentence, { earlier, language }),
    );
}
/**
 * A sentence that opens on someone the story has named before, acting («Клиентка потом посоветовала
 * нас соседке» after «Ставили клиентке зеркало…», "The lady rebooked for spring" after "One lady
 * was very particular"): what that person did in the end (the twenty-fifth panel's read: asked
 * how it ended for her, both readers).
 */
const ROLE_DEED: Readonly<Record<Language, RegExp>> = {
  en: /^\W*(?:(?:and|but|so|then|later|afterwards)\s+)?(?:the|that|this|our|my|his|her|their)\s+(\p{L}{3,})\s+(?:\w+ly\s+|then\s+|later\s+)?(?:\w+ed|went|came|got|gave|said|told|took|left|kept|sent|made|wrote|rang|paid|brought|let|put)\b/iu,
  ru: /^[^\p{L}]*(?:(?:а|и|но|потом|затем|позже|в итоге)\s+)?(\p{Lu}?\p{Ll}{3,})\s+(?:(?:\p{L}+)\s+)?\p{L}+(?:л|ла|ли|лся|лась|лись)(?![\p{L}])/u,
};
/** Not someone: the candidate, or a word that opens a sentence on a time or a place. */
const OWN_SUBJECT =
  /^(?:я|мы|i|we|через|после|потом|тогда|сразу|снова|опять|уже|всё|все|это|там|тут|когда|однажды|вскоре|наконец|time|next|same|rest|whole)$/iu;
function roleDeed(sentence: string, options: { earlier: string; language: Language }): boolean {
  const subject = ROLE_DEED[options.language].exec(sentence.trim())?.[1]?.toLowerCase();
  if (!subject || OWN_SUBJECT.test(subject)) return false;
  const stem = subject.slice(0, 5);
  return options.earlier.toLowerCase().includes(stem);
}
/**
 * What the other person did, told among the last sentences ("by the top he was chatting to the
 * other crew", "At the next lock they waited without being asked", «Они подождали у шлюза»): how
 * it ended for them (the twenty-second panel's read: asked of both, both readers).
 */
const OTHER_DEED: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:he|she|they)\s+(?:\w+ly\s+)?(?:(?:was|were)\s+\w+ing|\w+ed|went|came|got|gave|said|told|took|left|kept|sent|made|wrote|rang|paid|brought|let)\b/iu,
  ru: /(?<![\p{L}])(?:он|она|они)\s+(?:\p{L}+\s+)?\p{L}+(?:л|ла|ли|лся|лась|лись)(?![\p{L}])/iu,
};
/**
 * How the other person took it, told ("he said that was better", «он сказал, что так лучше»,
 * "she thanked me"): the fifteenth panel's read, asked how he took it, both readers; «Там ей
 * понравилось», "she liked it" (the eighteenth's, both readers). So is a mood told of someone by
 * name or role ("The dad was still a bit grumpy but the kids were happy"), or the work accepted
 * («Инженер принял без вопросов», «претензий больше не было»): the twenty-fourth panel's read,
 * asked how the person took it, both readers.
 */
const REACTION: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:he|she|they)(?: \w+)? (?:said (?:that |it )?(?:was |is |looked )?(?:better|fine|great|good|perfect|right)|thanked|calmed down|agreed|apologi[sz]ed|came back|liked it|loved it|was (?:happy|pleased|fine|okay|ok)|were (?:happy|pleased|fine))\b|\b(?:he|she|they|the \w+|his \w+|her \w+|their \w+)(?: \w+)? (?:was|were) (?:still |quite |really |very |a bit |a little |much )*(?:happy|pleased|fine|okay|ok|grumpy|annoyed|unhappy|upset|cross|relieved|satisfied|delighted|thrilled|calmer|happier)\b/iu,
  ru: /(?<![\p{L}])(?:он|она|они|клиент\p{L}*|гост\p{L}*)(?: \p{L}+)? (?:сказал\p{L}*,? что (?:так |всё |все )?(?:лучше|хорошо|нормально|отлично|годится)|поблагодарил\p{L}*|успокоил\p{L}*|согласил\p{L}*|извинил\p{L}*|остал\p{L}* довол\p{L}*)(?![\p{L}])|(?<![\p{L}])(?:ей|ему|им|клиент\p{L}*|гост\p{L}*)(?: \p{L}+)? (?:понравил\p{L}*|подошл\p{L}*|стало (?:лучше|легче|спокойнее))(?![\p{L}])|(?<![\p{L}])(?:принял\p{L}* (?:без (?:вопросов|замечаний|претензий)|работу|результат)|претензий (?:больше |уже )?(?:не было|не осталось|нет)|замечаний (?:больше |уже )?не было)(?![\p{L}])/iu,
};
/** The other person, or the two of them ("we get on"), not only the candidate's own next step. */
const OTHER_PERSON: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:he|she|they|him|her|them|his|their|we (?:get|got|still get) on|we(?:'re| are) (?:fine|good|okay|ok))\b/iu,
  ru: /(?<![\p{L}])(?:он|она|они|его|её|ее|их|ему|ей|им|мы (?:помирились|ладим|нормально))(?![\p{L}])/iu,
};

/**
 * Whether the answer tells work done rather than what the candidate is like: no self-portrait
 * ("I always work carefully…"), and a number or a name, or two acts or habits of its own.
 */
const tellsWork = (evidence: AnswerEvidence) =>
  !evidence.selfPortrait &&
  ((evidence.specifics ?? 0) > 0 ||
    evidence.practices.length + evidence.actionVerbs.length >= TOLD_ACTS ||
    (evidence.instructions ?? []).length > 0);
const TOLD_ACTS = 2;
/** From this score a method told step by step tells what is done when a check finds something. */
const CHECKS_TOLD_FROM = 70;
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
    // A gap the answer names ("I'm less practised on forequarters") is what the new part would be
    // (the tenth panel's read: "it asks them to name a gap they named"); what is being done about
    // it, where the answer says so.
    case 'newHere':
      return Boolean(evidence.namedGap);
    // A case told, a change made after one, or a strong answer's method: what a check turns up and
    // what is done then is there already (round 139's export: asked of 46 strong answers that told it).
    // Nor where no steps are told to check along ("I always work carefully…": round 139, "the
    // answer has no steps at all, only claims", both readers).
    case 'checkFound':
      return (
        !tellsWork(evidence) ||
        Boolean(evidence.occasion) ||
        (evidence.lessons ?? []).length > 0 ||
        evidence.score >= CHECKS_TOLD_FROM
      );
    case 'stretchPrep':
      return evidence.namedGap?.bridged === true;
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

/** Whether the question asked about a typical day or week: its answer is a routine, not a case. */
export function asksForRoutine(evidence: AnswerEvidence): boolean {
  const follows = followUps(evidence.questionFollowUps);
  return follows.includes('dayScale') || follows.includes('dayPart');
}
