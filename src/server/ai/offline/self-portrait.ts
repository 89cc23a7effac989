// Sentences in which the candidate says what they are like ("I'm very good with difficult people",
// "I always stay calm", «Я по натуре очень спокойный человек», «Умею расставлять приоритеты»),
// read by their shape, not by a list of qualities: a quality nobody listed reads the same.
// The feedback quotes the first of them where an answer is made of such sentences and names no
// case, detail or step (feedback.ts, `claimsOnly`): what it states is then true by construction.
import type { Language } from '../../../shared/language';
import { CHANGED_SINCE } from './changed-since';
import { answerSentences } from './clauses';

// prettier-ignore
const SHAPES: Readonly<Record<Language, readonly RegExp[]>> = {
  en: [
    // "I'm very patient", "I'm naturally good at…", "I'm a real team player", "I'm a confident communicator"
    /\bI(?:'m|’m| am) (?:also |just |definitely )?(?:a |an )?(?:very|really|naturally|extremely|genuinely|highly|super|incredibly|always|truly|by nature)\b(?! (?:not|unsure|sure|new|nervous)\b)/iu,
    /\bI(?:'m|’m| am) (?:a|an) (?:[a-z-]+ ){0,2}(?:person|player|worker|communicator|learner|listener|negotiator|individual|professional|team member)\b/iu,
    /\bI(?:'m|’m| am) (?:good|great|excellent|strong|comfortable) (?:at|with|under)\b/iu,
    // "I always make sure…", "I never lose my temper", "I work very well under pressure"
    /\bI (?:always|never) (?:make sure|try|stay|keep|put (?:\w+ ){0,3}(?:first|last)\b|put myself|treat|give|go|take|follow|do|remain|lose|look|aim|strive|approach|handle|welcome|see|listen)\b/iu,
    /\bI (?:work|cope|perform|deal with (?:it|things|pressure)) (?:very |really )?well\b/iu,
    // …"the most important thing" too (the sixteenth panel: "I think compassion is the most
    // important thing in this situation", beside "I'm a very empathetic person", went unquoted).
    /\bI (?:believe|think|feel) (?:that )?(?:\w+ ){0,4}(?:is|are) (?:the )?(?:most |really |very |so )?(?:important|key|essential|crucial)\b/iu,
    /\b(?:is|are) (?:really |very |so )?(?:important|key|essential) (?:to me|for me|in any)\b/iu,
    /\b(?:is|are) (?:always )?(?:my|our) (?:number one|top|first|main) priority\b/iu,
    /\bI(?:'m|’m| am) (?:someone|the (?:kind|type) of (?:person|worker))\b/iu,
    /\bI(?:'ve|’ve| have) always (?:been|had|loved|wanted)\b/iu,
    /\bI (?:take (?:a lot of |real |great )?pride|love (?:a challenge|helping|working|learning))\b/iu,
    /\bI(?:'m|’m| am) (?:not afraid|passionate|always (?:happy|willing|keen|looking))\b/iu,
  ],
  ru: [
    // «Я по натуре очень спокойный и стрессоустойчивый человек», «я человек ответственный»
    /(?<![\p{L}])я (?:\p{L}+ ){0,2}?(?:по натуре|по характеру|человек|очень \p{L}+(?:ый|ий|ой|ая|яя))(?![\p{L}])/iu,
    /(?<![\p{L}])я (?:\p{L}+(?:ый|ий|ой|ая|яя))(?:,? (?:и |а также )?\p{L}+(?:ый|ий|ой|ая|яя))* (?:человек|сотрудник|работник|специалист)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:я )?(?:всегда|никогда не) (?:стараюсь|остаюсь|сохраняю|нахожу|довожу|выполняю|соблюдаю|справляюсь|подхожу|отношусь|показываю|подвожу|опаздываю)(?![\p{L}])/iu,
    /(?<![\p{L}])(?<!не )(?<!не очень )(?:я )?умею (?:\p{L}+)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:для меня (?:главное|важно)|мне (?:очень )?важно|считаю, что (?:\p{L}+ ){0,4}(?:важн|главн))/iu,
    /(?<![\p{L}])(?:я )?(?:люблю|обожаю) (?:людей|детей|свою работу|свою профессию|помогать|учиться|общаться|сложные)(?![\p{L}])/iu,
    /(?<![\p{L}])я (?:всегда|с детства) (?:хотел|хотела|мечтал|мечтала|любил|любила|был|была)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:я )?(?:не боюсь|стремлюсь|хочу развиваться|готов(?:а)? к любым)(?![\p{L}])/iu,
    // «Я легко адаптируюсь», «я быстро учусь», «одна из моих сильных сторон» (the thirteenth panel)
    /(?<![\p{L}])я (?:очень )?(?:легко|быстро|отлично) \p{L}+(?:юсь|усь)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:мо(?:и|я|ей|их) )?сильн\p{L}* сторон\p{L}*(?![\p{L}])/iu,
  ],
};

/** A habit told as a change ("I used to…, now I always…", «раньше…, теперь всегда…»). */
const CHANGED: Readonly<Record<Language, RegExp>> = {
  // Not "I'm used to…" (a habit had, not changed: the thirteenth panel's read).
  en: /\b(?:(?:I|we) used to|now I|these days I)\b/iu,
  ru: /(?<![\p{L}])(?:раньше|теперь|сейчас я)(?![\p{L}])/iu,
};

/** The sentences of an answer that say what the candidate is like, in order. */
export function selfPortraitSentences(sentences: readonly string[], language: Language): string[] {
  return sentences.filter(
    (sentence) =>
      !CHANGED_SINCE[language].test(sentence) &&
      !CHANGED[language].test(sentence) &&
      SHAPES[language].some((shape) => shape.test(sentence)),
  );
}

/** At most this many words of a self-portrait are quoted. */
const QUOTED_WORDS = 14;
/** A third of the sentences, or a reading of general words, make an answer one of self-portraits. */
const PORTRAIT_SHARE = 1 / 3;

/** Fewer words than this make no quotable clause («Для меня главное»): the sentence goes on. */
const CLAUSE_WORDS = 5;
const CLAUSE_BREAK = /[,;:—–]\s*|\s+(?:so|but|because|а|но|поэтому|потому что)\s+/gu;
/** A word that joins a clause to what went before ("that…", «что…»), left out of the quote. */
const JOINER = /^(?:(?:that|and|which|so|because|что|и|который|которая|поэтому|потому что)\s+)+/iu;
/** A clause ending on a word that needs what follows ("I always try", «всегда стараюсь»). */
const DANGLING =
  /(?:^|\s)(?:try|to|that|make sure|are|is|was|were|the|a|of|for|with|стараюсь|так|чтобы|что|в|на|для|это)$/iu;

/** The clause of a sentence that says what the candidate is like, cut to a quotable length. */
function portraitClause(sentence: string, language: Language): string {
  const text = sentence.trim().replace(/[.!?]+$/u, '');
  const starts = [0, ...[...text.matchAll(CLAUSE_BREAK)].map((m) => (m.index ?? 0) + m[0].length)];
  const ends = [...[...text.matchAll(CLAUSE_BREAK)].map((m) => m.index ?? 0), text.length];
  const index = starts.findIndex((from, i) =>
    SHAPES[language].some((shape) => shape.test(text.slice(from, ends[i]))),
  );
  const from = starts[Math.max(0, index)] ?? 0;
  const clause = text.slice(from, ends[Math.max(0, index)]).trim().replace(JOINER, '');
  const short = clause.split(/\s+/u).length < CLAUSE_WORDS || DANGLING.test(clause.trim());
  const words = (short ? text.slice(from).trim() : clause).replace(JOINER, '').split(/\s+/u);
  const kept = words.slice(0, QUOTED_WORDS);
  // Cut short, it ends on a word of weight, not a comma or a word that needs what follows.
  while (kept.length > CLAUSE_WORDS && DANGLING.test(kept.join(' ').replace(/[,;:—–]+$/u, ''))) {
    kept.pop();
  }
  const cut = kept.join(' ').replace(/[,;:—–]+$/u, '');
  return words.length > QUOTED_WORDS ? `${cut}…` : words.join(' ');
}

/**
 * The first self-portrait of an answer made of them, quotable ("I'm very good with difficult
 * people"), or null: a third of its sentences are self-portraits, or it reads as general words
 * about oneself (`generic`, or most sentences holding a platitude) and has one.
 */
export function selfPortraitQuote(
  answer: string,
  options: { language: Language; generic: boolean; platitudeSentences: number },
): string | null {
  const sentences = answerSentences(answer);
  // A change told ("I used to…, now I always…") is an account of what the candidate did.
  const told = sentences.some(
    (sentence) =>
      CHANGED_SINCE[options.language].test(sentence) || CHANGED[options.language].test(sentence),
  );
  if (told) return null;
  const portraits = selfPortraitSentences(sentences, options.language);
  const [first] = portraits;
  if (first === undefined) return null;
  const many = portraits.length / Math.max(1, sentences.length) >= PORTRAIT_SHARE;
  if (!many && !options.generic && options.platitudeSentences < 0.5) return null;
  return portraitClause(first, options.language);
}
