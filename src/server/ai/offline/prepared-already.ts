// What the candidate has already done to get ready for the hard part of a job, told in the past
// ("I watched how the conductor on my route does it", «Посмотрела, как делает кондуктор на моём
// маршруте», «заранее решила для себя порядок»). The thirteenth panel's readers marked "what have
// you already done about it?" after such an answer as asking for what it has (both readers); the
// feedback praises the sentence instead. Read by its shape: the candidate's own past deed.
import type { Language } from '../../../shared/language';
import { answerSentences } from './clauses';

/** An own deed in the past: "I watched", "I've asked", «посмотрела», «я уже записалась». */
export const OWN_DEED: Readonly<Record<Language, RegExp>> = {
  en: /\bI(?:'ve|’ve| have)? (?:already |also |even |just )?(?!used\b|wanted\b|liked\b|loved\b|lived\b|hated\b|worked\b|started working\b)(?:[a-z]{3,}ed|bought|read|took|went|did|began|spoke|made|found|sat|rang|wrote|done|taken|gone|spoken|begun|been (?!working\b|living\b|wanting\b|hoping\b|thinking\b)[a-z]{3,}ing)\b/iu,
  // The verb opens its sentence or follows «я» within two words (the subject is often dropped),
  // or «ещё», «также» («Ещё повторил, как армировать газоблок»: the twenty-second panel's read).
  ru: /(?:^|(?<![\p{L}])я (?:\p{L}+ ){0,2})(?:уже |заранее |специально |сама |сам |даже |ещё |еще |также |тоже )?(?!был|мог|хотел|думал|работал|жил|любил|знал|сначала|вначале)\p{L}{3,}(?:ал|ял|ил|ел|ул|ыл|ала|яла|ила|ела|ула|ыла|али|яли|или|ели|ули)(?:сь|ся)?(?![\p{L}])/imu,
};
/** Said as a plan already under way: «уже», «заранее», «специально», "already". */
const UNDER_WAY: Readonly<Record<Language, RegExp>> = {
  en: /\balready\b/iu,
  ru: /(?<![\p{L}])(?:уже|заранее|специально)(?![\p{L}])/iu,
};
/**
 * What was not done, or only a little ("I haven't…", «не посмотрела», "never"; "I've pressed
 * hundreds of suits but only ever had two wedding dresses": the gap, not a step taken — the
 * twenty-first panel's read, both readers).
 */
const DENIED: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:not|never|only)\b|n['’]t\b/iu,
  ru: /(?<![\p{L}])(?:не|ни|только|всего|лишь)(?![\p{L}])/iu,
};
/** A deed supposed is none either ("if I…", «если бы»). */
const SUPPOSED: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:if|would|could|should)\b/iu,
  ru: /(?<![\p{L}])(?:если|бы|б)(?![\p{L}])/iu,
};
/** Words in a sentence quoted as what was done. */
const MIN_WORDS = 6;
/** Where a clause starts: after a comma, a dash, a colon or "so", "and", «и», «а». */
const CLAUSE_START = /(?:[,;:—–]\s*|\s(?:so|and|but|и|а|но|поэтому)\s)(?=[^,;:—–]*$)/iu;

/** Where a clause of the candidate's own starts after a comma or a semicolon (", and I'd…"). */
const NEXT_CLAUSE: Readonly<Record<Language, RegExp>> = {
  en: /[,;]\s*(?:(?:and|but|so|then)\s+)?I\b/u,
  ru: /[,;]\s*(?:(?:и|а|но|потом)\s+)?я(?![\p{L}])/iu,
};

/** Whether the answer tells something the candidate has already done. */
export function toldDeed(answer: string, language: Language): boolean {
  return answerSentences(answer).some(
    (sentence) => OWN_DEED[language].test(sentence) || UNDER_WAY[language].test(sentence),
  );
}

/**
 * The clause that tells an own deed plainly (not denied, not supposed), to quote: from where its
 * clause starts ("…the first tour — so I've asked a tour manager…" quotes "I've asked…").
 */
export function preparedSentence(sentences: readonly string[], language: Language): string | null {
  for (const sentence of sentences) {
    const deed = OWN_DEED[language].exec(sentence);
    if (!deed) continue;
    const before = sentence.slice(0, deed.index);
    const start = CLAUSE_START.exec(before);
    const head = start ? sentence.slice(start.index + start[0].length, deed.index) : before;
    // …to where the next clause of the candidate's starts ("…and I bought a book, and I'd hope
    // someone here would show me": a wish after the deed is not what was done).
    const rest = sentence.slice(deed.index);
    const end = NEXT_CLAUSE[language].exec(rest);
    const clause = (head + (end ? rest.slice(0, end.index) : rest)).trim();
    // A deed followed by what was never done is the gap told ("I've called plenty of lighting and
    // sound, but I've never been on the book…"), not a step taken.
    const after = end ? rest.slice(end.index) : '';
    if (clause.split(/\s+/u).length < MIN_WORDS || SUPPOSED[language].test(clause)) continue;
    if (DENIED[language].test(clause) || DENIED[language].test(after)) continue;
    return clause.charAt(0).toUpperCase() + clause.slice(1);
  }
  return null;
}
