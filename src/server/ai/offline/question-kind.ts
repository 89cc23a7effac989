// What a question asks for, because each kind is answered well in its own way: a story ("Tell me
// about a time…") needs a situation, the candidate's actions and how it ended (STAR); a method
// question ("How do you…", "Walk me through how…") needs steps and how the candidate checks the
// work, ideally with an example; an open question (background, motivation) needs concrete facts.

import type { QuestionKind } from '../coach';

export type { QuestionKind };

const STORY =
  /\b(walk me through it(?=:)|take one real example|tell me about a (?:time|situation|case|moment|mistake|deal|project|disagreement|conflict)|describe a (?:time|situation|case|moment|mistake|decision|project)|give (?:me )?an example of a time|tell me about your (?:most|hardest|toughest|biggest|last)|tell me about a \w+ (?:you|when))\b|tell me about something you|what did you (?:change|do) (?:to|when|after)|расскажите, что вы (?:изменили|сделали|предприняли|поменяли)|расскажите о (?:случае|ситуации|своей ошибке|ошибке|проекте|разногласии|сделке|своей самой|самой|самом|том, как)|опишите (?:случай|ситуацию)|приведите пример(?:,)? когда|был ли у вас случай|расскажите подробнее: что было|возьмите один реальный пример/iu;
const METHOD =
  /^(?:how (?:do|would|did|will|can) you|расскажите, как (?:вы|бы вы)(?![\p{L}])|walk me through how|what (?:steps|process|checks)|what do you (?:check|do when|look)|how is|which (?:tools|steps|checks)|как (?:вы|бы вы|именно вы)(?![\p{L}])|каким образом|что вы (?:проверяете|делаете, когда|делаете, если)|по каким (?:шагам|показателям)|с чего вы начн[её]те|какие шаги|на как(?:ие|ой|ую) [^?]*опира(?:етесь|ются)|какие (?:инструменты|методы|приёмы|приемы))|(?<![\p{L}])(?:step by step|по шагам|what do you do|what would you do|что вы (?:будете делать|сделаете)|ваши действия|what are your (?:first )?steps|каковы ваши (?:первые )?(?:шаги|действия)|which (?:numbers|figures|metrics|signs) would you)(?![\p{L}])/iu;

// "Расскажите о рабочем решении…", "Tell me about a decision…": a story, unless it asks about
// the candidate in general ("о себе", "yourself", "your background"); «Расскажите, как вы
// организуете…», asked in the present, is a method (round 97: a case asked of such an answer).
const TELL_ABOUT =
  /^(?:tell me about (?:a|an|one|the)\s|расскажите, как\s(?:вам\s|вы\s(?!\p{L}+(?:ете|ите|ёте)(?![\p{L}])))|расскажите (?:о|об|про)\s(?!себе|себя|своём опыте|своем опыте|своих|вашем опыте|вашей|ваших))/iu;

/** The kind of answer a question calls for. */
export function classifyQuestion(question: string): QuestionKind {
  const text = question.trim();
  if (STORY.test(text) || TELL_ABOUT.test(text)) return 'story';
  // "A problem appears before a deadline. What do you do, step by step?" is a method question.
  const sentences = text.split(/(?<=[.?!])\s+/);
  if (sentences.some((sentence) => METHOD.test(sentence.trim()))) return 'method';
  return 'open';
}
