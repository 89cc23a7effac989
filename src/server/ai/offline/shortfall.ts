// A shortfall of the candidate's own in how they work, told plainly ("I don't always get round to
// ringing everyone", «честно, не всегда успеваю всех обзвонить», "I got a bit short with…"):
// the point an interviewer will come back to. The feedback quotes it in place of a line that names
// nothing. The sixteenth panel's readers found "be ready to go deeper" and "have a case ready"
// generic beside such answers (medium and plain answers: 10 and 9 of 16 good), and named the
// admitted gap as the weak point to speak to. Never where the answer goes on to say what the
// candidate does about it ("…, but I owned up and rang her first thing", «поэтому теперь…»).
import type { Language } from '../../../shared/language';
import { quoted, sentencesOf } from './quote-sentence';
import type { AnswerEvidence } from './analyse-answer';
import type { FeedbackKey } from './feedback';

/** The candidate's own admission, from where it starts to the end of its sentence. */
const SHORTFALL: Readonly<Record<Language, RegExp>> = {
  en: /\bI (?:\w+ )?(?:don['’]t|do not|didn['’]t|did not|can['’]t|couldn['’]t|won['’]t) always (?!see eye|agree|get on|get along|like|enjoy|know|have)\b[^.;!?]*|\bI (?:sometimes|occasionally|often) (?:forget|forgot|miss|missed|rely|relied|skip|skipped|lose track|lost track|run out|ran out)\b[^.;!?]*|\bI (?:did |do )?(?:get|got) (?:a bit |quite |really |a little )?(?:short|snappy|ratty|sloppy|careless) with\b[^.;!?]*/iu,
  ru: /(?<![\p{L}])(?:(?:я )?не всегда (?:успева\p{L}*|получа\p{L}*|уда[её]тся|удава\p{L}*|помн\p{L}*|провер\p{L}*|успел\p{L}*|доходят руки)|(?:я )?иногда (?:полага\p{L}*|забыва\p{L}*|пропуска\p{L}*|не успева\p{L}*))(?![\p{L}])[^.;!?]*/iu,
};

/** What the candidate then does about it, told in the same sentence or the next. */
const DEALT_WITH: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:but I|so I|so now|since then|now I|after that I|these days I|which is why I|that's why I|I've (?:since|started|now))\b/iu,
  ru: /(?<![\p{L}])(?:но я|поэтому (?:я|теперь|сейчас)|теперь я|с тех пор|после этого я|сейчас я|так что я|зато я)(?![\p{L}])/iu,
};

/** Words a quoted shortfall keeps at least, so that it reads as said ("I don't always do" is not). */
const MIN_WORDS = 5;

/** The shortfall quoted, or null where none is told, or where what is done about it follows. */
export function findShortfall(answer: string, language: Language): string | null {
  const sentences = sentencesOf(answer);
  for (const [index, sentence] of sentences.entries()) {
    const found = SHORTFALL[language].exec(sentence.text);
    if (!found) continue;
    const told = found[0].trim().replace(/[,\s]+$/u, '');
    if (told.split(/\s+/u).length < MIN_WORDS) continue;
    const after = [sentence.text.slice(found.index), sentences[index + 1]?.text ?? ''].join(' ');
    if (DEALT_WITH[language].test(after)) return null;
    return quoted(told);
  }
  return null;
}

/** Lines that name nothing of the answer: an admitted shortfall is named in their place. */
const NAMES_NOTHING: ReadonlySet<FeedbackKey> = new Set([
  'prepareDepth',
  'prepareCase',
  'prepareExample',
  'prepareLesson',
  'prepareEvidence',
  'prepareHardPart',
  'prepareDepthPlan',
  'prepareChallenge',
  'keepSolid',
  'keepCases',
]);
/**
 * The shortfall the candidate admits ("I don't always get round to…"; shortfall.ts), quoted in
 * place of a line that names nothing; not after a question about a mistake, which is its topic.
 */
export function shortfallInstead(key: FeedbackKey, evidence: AnswerEvidence): FeedbackKey {
  const mistake = (evidence.questionFollowUps ?? []).includes('preventNow');
  const shortfall = evidence.telling?.shortfall;
  return shortfall && !mistake && NAMES_NOTHING.has(key) ? 'shortfallNamed' : key;
}
