// A promise to learn something new that says no way of doing so: "I've never used Sage, but I'm a
// quick learner", «С водогрейными котлами не работал, но думаю, разберусь», «…, но готов учиться»
// (a new user's walk, thirty-seventh session: that gap and promise went unremarked). The fifteenth frozen
// panel's readers asked of such answers for "a concrete plan" where the feedback praised the
// candidate's past work or asked a question any answer could get (the croupier's "I think with a
// bit of retraining I'd fit in quickly", the zootechnician's «думаю, разберусь»). Read by shape:
// the promise next to a gap the candidate names (in its sentence or the one before), and no way of
// closing it in the answer (a course, someone to show them, a manual, something started,
// a time frame) from the gap on: a line that asks for what the answer has is worse than none.
import type { Language } from '../../../shared/language';

/** A promise to cope with or learn what is new, with no way said. */
// prettier-ignore
const PROMISE: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:I(?:'m|’m| am) a (?:fast|quick) learner|I (?:learn|pick (?:things|stuff|it) up) (?:fast|quickly|quick)|I(?:'ll|’ll| will| would|'d|’d) (?:soon |quickly |easily )?(?:pick (?:it|that|them|this|things) up|get the hang of|learn (?:it|fast|quickly)|figure (?:it|that) out)|(?:it )?(?:shouldn't|should not|won't|wouldn't) take (?:me )?long|I can learn|I(?:'m|’m| am) (?:happy|willing|ready|keen|eager) to learn)/iu,
  ru: /(?<![\p{L}])(?:разберусь|освоюсь|научусь|освою|быстро (?:учусь|обучаюсь|осваиваю\p{L}*|схватываю|разбираюсь|вникаю)|(?:легко|быстро) обучаем\p{L}*|готов(?:а)? (?:учиться|научиться|обучаться|осваивать|освоить|разбираться))(?![\p{L}])/iu,
};

/** The candidate naming something they have not done or do not know. */
// prettier-ignore
const GAP_MARK: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:haven't|haven’t|have not|'ve not|’ve not|never|don't know|don’t know|do not know|not (?:used|done|worked|dealt|familiar)|new (?:to|for) me|would be new|no experience|only seen|don't have|don’t have|less (?:used|experience)|bigger than (?:I|what I)|more than I(?:'ve|’ve| have))\b/iu,
  ru: /(?<![\p{L}])(?:у меня(?: [^.!?]{0,40})? не было|не (?:работал\p{L}*|знаю|знаком\p{L}*|делал\p{L}*|сталкивал\p{L}*|пробовал\p{L}*|занимал\p{L}*|принимал\p{L}*|вёл|вел|вела|умею|доводилось|приходилось|пользовал\p{L}*)|нет опыта|опыта (?:нет|мало|немного)|для меня нов\p{L}*|больше, чем у меня|посерь[её]знее|незнаком\p{L}*)(?![\p{L}])/iu,
};

/** The candidate as the subject of a sentence. */
const FIRST_PERSON: Readonly<Record<Language, RegExp>> = {
  en: /\bI\b/u,
  ru: /(?<![\p{L}])(?:я|у меня|мне|сам|сама)(?![\p{L}])/iu,
};

/** A way of closing the gap: a course, someone who shows them, a manual, something begun, a time. */
// prettier-ignore
const MEANS: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:course|courses|training|trained|retrain\w*|induction|shadow\w*|mentor\w*|buddy|manual|guide|video\w*|read up|reading|stud(?:y|ied|ying)|practi[cs]\w*|ask(?:ed|ing)? (?:\w+ ){0,3}(?:to show|for help|colleague|supervisor|manager|how|someone)|show(?:n|ed|ing|s)? me|with (?:someone|a colleague|help)|already|started|booked|enrol\w*|signed up|first (?:week|day|shift|month|few)\w*|(?:a|one|few|couple of|two|three) (?:days|weeks|shifts|week|fortnight|month|months))\b/iu,
  ru: /(?<![\p{L}])(?:курс\p{L}*|обучени\p{L}*|обучаете|стажир\p{L}*|наставник\p{L}*|инструкци\p{L}*|видео\p{L}*|изуча\p{L}*|спрош\p{L}*|попрош\p{L}*|спросить|покажут|показать|уже|начал\p{L}*|записал\p{L}*|практик\p{L}*|тренир\p{L}*|перв\p{L}+ (?:недел|дн|смен|месяц)\p{L}*|за (?:неделю|месяц|пару|две|три|несколько)|документаци\p{L}*|регламент\p{L}*)(?![\p{L}])/iu,
};

/** A word of doubt that opens the promise's clause and is quoted with it ("I think", «думаю»). */
const LEAD_HEDGE =
  /(?:^|[\s,])(?:I think|I guess|I reckon|so I think|думаю|наверное|я думаю)\s*,?\s*$/iu;
/** Where the promise's clause starts: after "but", "so", a comma, a semicolon or a dash. */
const CLAUSE_START = /(?:,|;|:|—|–|\s(?:but|so|and|но|а|и|так что))\s+/giu;
/** Where it ends. */
const CLAUSE_END = /[,;:—–.!?]/u;
/** Quotes are at most this many words. */
const QUOTED_WORDS = 12;

function clauseOf(sentence: string, found: { index: number; 0: string }): string {
  const at = found.index;
  const length = found[0].length;
  const before = sentence.slice(0, at);
  let start = 0;
  for (const boundary of before.matchAll(CLAUSE_START)) start = boundary.index + boundary[0].length;
  // "…, but I think I'd pick it up": the doubt is part of what is quoted.
  const lead = LEAD_HEDGE.exec(sentence.slice(0, start));
  if (lead && start - lead.index < 20) start = lead.index + (/^[\s,]/u.test(lead[0]) ? 1 : 0);
  const after = sentence.slice(at + length);
  const end = after.search(CLAUSE_END);
  const clause = `${sentence.slice(start, at + length)}${end < 0 ? after : after.slice(0, end)}`;
  const words = clause
    .trim()
    .replace(/^(?:but|so|and|но|а|и|так что)\s+/iu, '')
    .split(/\s+/u);
  const kept = words.slice(-QUOTED_WORDS).join(' ');
  if (words.length > QUOTED_WORDS) return `…${kept}`;
  // Quoted whole, it starts as a sentence does («Думаю, разберусь»).
  return kept.charAt(0).toUpperCase() + kept.slice(1);
}

/** The promise, quoted, and the gap it answers (its sentence), or null. */
export function hollowPromise(
  sentences: readonly string[],
  language: Language,
): { promise: string; gap: string } | null {
  for (const [index, sentence] of sentences.entries()) {
    const promise = PROMISE[language].exec(sentence);
    if (!promise) continue;
    // In its sentence, or the one before where the candidate is its subject ("I", «я»): not "the
    // foreman never complained" («мастер замечаний не делал»).
    const gapAt = [index, index - 1].find(
      (at) =>
        GAP_MARK[language].test(sentences[at] ?? '') &&
        (at === index || FIRST_PERSON[language].test(sentences[at] ?? '')),
    );
    if (gapAt === undefined) continue;
    const gapIn = sentences[gapAt]!;
    // A way told from the gap on ("I've booked a course"), not of earlier work ("I already…").
    if (MEANS[language].test(sentences.slice(gapAt).join(' '))) return null;
    return {
      promise: clauseOf(sentence, promise),
      gap: gapIn.trim().replace(/[.!?]+$/u, ''),
    };
  }
  return null;
}
