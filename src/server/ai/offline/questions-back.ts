// An answer made only of questions to the interviewer ("And is the uniform given from day one?",
// «Хотел бы уточнить по графику… И спецодежда выдаётся сразу?»): a certain verdict, like a copy
// of the question. A new user's walk typed questions about the schedule in place of a story and
// was praised for setting the scene (twenty-seventh session). Every sentence must be a question
// or an enquiry, and one must end with a question mark: a story with a question in it ("What could
// I do? I rang the vet…"), or an answer that ends with one for the interviewer, is an answer.
import type { Language } from '../../../shared/language';

/** What a sentence opens with when it asks something of the listener, in the first person or not. */
const ENQUIRY: Readonly<Record<Language, RegExp>> = {
  en: /^(?:(?:and|also|just|so|but|oh),?\s+)?(?:(?:I(?:'d| would) (?:like|love|want) to|I want to|I wanted to|can I|could I|may I) (?:ask|know|check|clarify|understand|find out)|I(?:'m| am| was) (?:wondering|curious)|(?:could|can|would) you (?:tell|say|explain|let me know)|(?:quick|one more|another|my) question|I have a question|is it possible to (?:ask|know))(?![\p{L}])/iu,
  ru: /^(?:(?:и|а|ещё|еще|также|тоже|кстати),?\s+)?(?:хотел(?:а|ось)? бы (?:уточнить|узнать|спросить|понять)|хочу (?:уточнить|узнать|спросить)|подскажите|скажите,? пожалуйста|(?:мне |ещё |еще |также )?интересно[,:—]|можно (?:узнать|уточнить|спросить)|уточните|у меня (?:есть )?вопрос|вопрос[:—])/iu,
};

/** A sentence ends as a question: its mark, perhaps before a closing quote or bracket. */
const ASKS = /\?[»"”')\]]*\s*$/u;
/** Longer than this, an answer is told, whatever its sentences look like. */
const MAX_WORDS = 80;

/** Whether an answer is only questions to the interviewer, at least one of them with its mark. */
export function isQuestionsBack(answer: string, language: Language): boolean {
  const words = answer.split(/\s+/u).filter(Boolean).length;
  if (words === 0 || words > MAX_WORDS) return false;
  const sentences = answer
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\p{L}/u.test(sentence));
  if (sentences.length === 0) return false;
  return (
    sentences.some((sentence) => ASKS.test(sentence)) &&
    sentences.every((sentence) => ASKS.test(sentence) || ENQUIRY[language].test(sentence))
  );
}
