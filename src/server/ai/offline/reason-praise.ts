// The sentence of an answer about motivation that gives a reason of the candidate's own with its
// facts ("A round that finishes early suits me now I've got my son after school", «Мне важно
// официальное оформление и 2/2: по будням вожу дочь на плавание»): quoted as praise where the
// feedback would otherwise prepare for "why us?" or "what will be hardest?". The twelfth frozen
// panel's readers found those lines generic beside such reasons (5 of 7 motivation texts read
// as not useful), and "why us?" asking for a reason the answer had drawn from the posting.
import type { Language } from '../../../shared/language';
import type { Metric } from './metrics';
import { selfPortraitSentences } from './self-portrait';
import { factsIn, type Sentence } from './work-praise';
import { answerSentences } from './clauses';

/** Words that give a reason or say how the job fits the candidate's life. */
const REASON: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:because|so (?:I|that)|suits?|fits?|matters to me|important (?:to|for) me|which is why|that['’]s why|the reason|why I|I need|I want|I(?:['’]d| would) (?:like|want)|draws me|I(?:['’]ve| have) had enough)\b/iu,
  ru: /(?<![\p{L}])(?:потому что|поэтому|так как|важн\p{L}*|подход\p{L}*|устраива\p{L}*|удобн\p{L}*|привлека\p{L}*|нрав\p{L}*|хочу|хотел\p{L}* бы|чтобы|надоел\p{L}*|ради)(?![\p{L}])/iu,
};
/** The candidate in the sentence: "I", "my", «я», «мне», «мой». */
const OWN: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:I|I've|I'm|I’ve|I’m|my|me)\b/u,
  ru: /(?<![\p{L}])(?:я|мне|меня|мой|моя|мои|моё|у меня)(?![\p{L}])/iu,
};
/** A figure said as one, not denied ("no two days are the same", «ни одного дня»). */
const asserted = (sentence: Sentence, metric: Metric) =>
  !/(?:^|\s)(?:no|not|ни)\s*$/iu.test(
    sentence.text.slice(0, Math.max(0, metric.index - sentence.start)),
  );
/** Words enough to give a reason with its facts. */
const MIN_WORDS = 8;
/**
 * What suits anyone: the way to work, the shifts, the pay ("closer to home", «график пять через
 * два», «зарплата белая»). Told bare, no motivation with its facts (the sixteenth panel's read:
 * «Я ищу работу ближе к дому, и мне подходит график пять через два» so praised, untrue for both
 * readers); told with why it matters to the candidate ("…now I've got my son after school", «…: по
 * будням вожу дочь на плавание»), it is one.
 */
const CONVENIENCE: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:close(?:r)? to (?:home|where I live)|near(?:er)? (?:to )?(?:home|where I live)|commute|on my doorstep|the (?:hours|shifts|pay|money|salary)|\d\/\d|(?:four|five|three) on,? (?:four|two|three) off)\b/iu,
  ru: /(?<![\p{L}])(?:ближе к дому|рядом с домом|недалеко от дома|недалеко|дорога|график\p{L}*|зарплат\p{L}*|\d\/\d|(?:два|пять|три|сутки) через (?:два|три|двое|трое))(?![\p{L}])/iu,
};
/**
 * Convenience told bare: every clause of the sentence names the way to work, the shifts or the pay
 * («Я ищу работу ближе к дому, и мне подходит график пять через два»), none says what in the
 * candidate's life makes it matter («…, в выходные с ним бабушка», «…, я так и работала»).
 */
function bareConvenience(sentence: string, language: Language): boolean {
  if (!CONVENIENCE[language].test(sentence)) return false;
  const reason = new RegExp(REASON[language].source, 'giu');
  return !sentence
    .split(
      /[,;:—–(]|\s-\s|(?=\b(?:because|since|as)\b)|(?=(?<![\p{L}])(?:потому что|так как|чтобы)(?![\p{L}]))/iu,
    )
    .some(
      (clause) =>
        !CONVENIENCE[language].test(clause) &&
        clause.replace(reason, ' ').trim().split(/\s+/u).filter(Boolean).length >= LIFE_WORDS,
    );
}
/** Words of a clause, beside its word of reason, that tell something of the candidate's life. */
const LIFE_WORDS = 3;

/**
 * How many sentences give a reason of the candidate's own ("A round that finishes early suits me",
 * «График 2/2 мне подходит»), with facts or without: two or more have said why this job.
 */
export function reasonsTold(answer: string, language: Language): number {
  return answerSentences(answer).filter(
    (sentence) => REASON[language].test(sentence) && OWN[language].test(sentence),
  ).length;
}

/** The motivation sentence richest in facts that gives a reason of the candidate's own, or null. */
export function reasonSentence(
  sentences: readonly Sentence[],
  options: { language: Language; metrics: readonly Metric[]; names: readonly string[] },
): string | null {
  const { language } = options;
  const found = sentences
    .filter(
      (sentence) =>
        sentence.text.split(/\s+/u).length >= MIN_WORDS &&
        !sentence.text.includes('?') &&
        REASON[language].test(sentence.text) &&
        OWN[language].test(sentence.text) &&
        !bareConvenience(sentence.text, language) &&
        // "I'm a hard worker, which is why…" says what they are like, not why this job; «Мне важно
        // официальное оформление и 2/2…» reads as one, but its figure is a fact of the job.
        (selfPortraitSentences([sentence.text], language).length === 0 ||
          /\d/u.test(sentence.text)),
    )
    // A figure the reader of figures does not take ("2/2", «5/2») is a fact of the schedule too.
    .map((sentence) => ({
      sentence,
      facts:
        factsIn(sentence, {
          ...options,
          metrics: options.metrics.filter((metric) => asserted(sentence, metric)),
        }) + (/\d/u.test(sentence.text) ? 1 : 0),
    }))
    .filter(({ facts }) => facts > 0)
    .sort((a, b) => b.facts - a.facts)[0];
  return found ? found.sentence.text : null;
}
