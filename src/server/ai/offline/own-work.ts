// Whether an answer tells work the candidate has done or does already ("I've done weekly payrolls",
// "at the moment most of my work is clipper work", «на Hitachi ZX330 я отработал четыре года»).
// Said of an answer about motivation, it has named what the candidate would bring: the feedback
// does not ask for it (training reads to round 39: "add what you would bring here" asked 7 of 15
// such answers for what they had). Broad on purpose: it only ever keeps a request from being made.
import type { Language } from '../../../shared/language';

const DURATION_EN =
  '(?:\\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a few|several|many)(?:\\s+and\\s+a\\s+half)?\\s+(?:years?|months?|seasons?)';
const OWN_WORK = {
  en: new RegExp(
    [
      "I(?:'ve|’ve| have| had)\\s+(?:been|done|worked|run|led|managed|trained|taught|built|covered|looked after|had|got|spent)",
      'I\\s+(?:worked|ran|led|managed|used to|already|currently|still)',
      'I\\s+can\\s+(?:already\\s+)?(?:do|use|run|drive|handle|read|work)',
      "I(?:'m|’m| am)\\s+(?:already|currently|now)",
      'at the moment',
      'currently',
      'my (?:current|last|old|previous|present) (?:job|role|post|place|shop|salon|team|work|company|practice|club|employer|site|ward|school)',
      `${DURATION_EN}\\s+(?:of|as|in|on|at|with|doing|working)`,
    ].join('|'),
    'iu',
  ),
  ru: /(?<![\p{L}])(?:работаю|работал\p{L}*|отработал\p{L}*|проработал\p{L}*|умею|опыт\p{L}*|на прошлой работе|на прежнем месте|на нынешнем месте|сейчас я|сейчас у меня|у меня уже|уже (?:делаю|веду|умею|работаю))(?![\p{L}])/iu,
} as const;

export function tellsOwnWork(answer: string, language: Language): boolean {
  const pattern = OWN_WORK[language];
  if (language === 'ru') return pattern.test(answer);
  // English alternatives above are anchored on words: checked against each word boundary.
  return new RegExp(`(?<![\\p{L}'’])(?:${pattern.source})(?![\\p{L}])`, 'iu').test(answer);
}
