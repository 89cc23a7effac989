// A gap the candidate names in their own words ("I haven't swept a chimney myself yet", "I'm less
// used to the HACCP plan itself", «Опыта работы с ГБО у меня пока нет»), read by its shape: the
// candidate, now, not having done or not having something. The tenth frozen panel's readers asked
// of such answers how the gap would be closed ("doesn't mention the bed-transfer gap", "no plan
// to learn"), where the feedback told them to expect a follow-up any answer could get. The
// feedback quotes the gap and asks for what is being done about it, only where the answer says
// nothing of that (`bridged`): a line that asks for what the answer has is worse than none.
// Not a record ("I've never missed a shift", «никогда не опаздывал»), not a story's past ("I'd
// never done a deep clean before"), not words quoted from someone else.
import type { Language } from '../../../shared/language';
import { answerSentences } from './clauses';
import { hollowPromise } from './hollow-plan';

/** The gap quoted, and whether the answer says how it is being closed. */
export interface NamedGap {
  quote: string;
  bridged: boolean;
  /**
   * Told in the simple past ("I never drove a fridge trailer before"): a story's starting point as
   * often as a gap now (round 82: praised as a gap not yet closed in a story of learning it).
   */
  past?: boolean;
  /**
   * A promise to learn it that says no way of doing so ("I think I'd pick it up", «думаю,
   * разберусь»), quoted: hollow-plan.ts.
   */
  hollow?: string;
}

/** A gap told in the simple past ("I never drove a fridge trailer before"). */
const PAST_GAP_EN =
  /\bI never (?:drove|drive|did|do|worked|work|used|use|ran|run|operated|operate|had|have) [^.!?;]{0,50}\b(?:before|yet|myself)\b/iu;
/** What has not been done, in the present perfect: the verbs of experience. */
const DONE_EN =
  '(?:done|worked|driven|run|used|operated|managed|led|handled|taught|swept|supervised|cooked|fitted|installed|looked after|cared for|dealt with|been (?:on|in|a|an|on my own)|had (?:a|an|any|much|the|my own)|held)';
/** A word that marks a lack, not a record ("yet", "before", "myself", "much", "as a job"). */
const LACK_EN =
  '(?:yet|before|myself|on my own|as a job|professionally|properly|full[- ]time|much|many|a lot|in the uk|here)';

// prettier-ignore
const GAP: Readonly<Record<Language, readonly RegExp[]>> = {
  en: [
    // "I haven't swept a chimney myself yet", "I've never driven anything bigger than a van"
    new RegExp(`\\bI (?:haven't|haven’t|have not|have never|'ve never|’ve never|'ve not|’ve not)(?: (?:really|actually|properly|ever))? ${DONE_EN}\\b`, 'iu'),
    new RegExp(`\\bI (?:haven't|haven’t|have not|have never|'ve never|’ve never|'ve not|’ve not)(?: (?:really|actually|ever))? \\w+(?:ed|en|wn|ne|un|ht|lt)\\b[^.!?;]{0,60}\\b${LACK_EN}\\b`, 'iu'),
    // "I never drove a fridge trailer before" (not a habit kept: "I never cut the checks")
    PAST_GAP_EN,
    // "I'm less used to the HACCP plan", "I'm not great with it yet", "I'm not confident on…"
    /\bI(?:'m|’m| am) (?:less|not (?:as|very|that|so|yet|really)) (?:used to|experienced|practised|practiced|familiar|confident|strong|quick|good|great)\b/iu,
    /\bI(?:'m|’m| am) not (?:great|brilliant|strong|confident|experienced|familiar|used to|trained|qualified|fluent)\b/iu,
    // "I don't have my CSCS card yet", "I haven't got the licence", "I've only done it twice"
    /\bI (?:don't|don’t|do not) (?:have|hold) (?:much |any |a lot of |the |my |an? )?(?:\w+ ){0,2}(?:experience|licence|license|certificate|qualification|ticket|card|training)\b/iu,
    /\bI (?:haven't|haven’t|have not) got (?:my|a|an|the|any|much)\b/iu,
    /\bI(?:'ve|’ve| have) only (?:ever )?(?:done|worked|used|driven|been|had (?:a|one|two|the))\b/iu,
    // "Water-fed would be new to me", "the paperwork is new to me" (the twelfth panel's read:
    // "what would be new for you here?" asked of such an answer).
    /\b(?:would|will|is|'s|’s|was) (?:be )?(?:quite |completely |totally |all |a bit )?new (?:to|for) me\b/iu,
  ],
  ru: [
    // «я пока не работала с ГБО», «я ещё ни разу не водил…»
    /(?<![\p{L}])я (?:\p{L}+ )?(?:пока|ещё|еще)(?: ни разу)? не (?:(?:работал|делал|водил|сталкивал|пробовал|занимал|вёл|вел|имел|обслуживал|проводил|оформлял|управлял)\p{L}*|умею|знаю)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:мне )?(?:пока |ещё |еще |раньше )?не (?:приходилось|доводилось)(?![\p{L}])/iu,
    // «опыта работы с ГБО у меня пока нет», «у меня нет прав категории C», «опыта мало»
    /(?<![\p{L}])опыта (?:\p{L}+ ){0,4}(?:у меня )?(?:пока |ещё |еще )?(?:нет|мало|маловато|немного|меньше)(?![\p{L}])/iu,
    /(?<![\p{L}])у меня (?:пока |ещё |еще )?нет (?:опыта|прав|допуска|удостоверени\p{L}*|сертификат\p{L}*|корочк\p{L}*|медкнижки)(?![\p{L}])/iu,
    /(?<![\p{L}])(?:мне (?:пока |ещё |еще )?не хватает (?=\p{L})|у меня меньше опыта(?![\p{L}]))/iu,
    // «Двухэтажную плату сам ещё не разделял», «сама пока не вела»: the candidate, not yet.
    /(?<![\p{L}])(?:я|сам|сама)(?: \p{L}+)? (?:пока|ещё|еще)(?: ни разу)? не \p{L}{3,}(?:л|ла)(?![\p{L}])/iu,
    // «Это будет для меня новым», «для меня это новое»
    /(?<![\p{L}])(?:будет|было бы|это) (?:\p{L}+ )?для меня нов\p{L}*|для меня (?:это )?(?:будет )?(?:в новинку|нов(?:ое|ым|ая|ый))(?![\p{L}])/iu,
  ],
};

/** A sentence that supposes or tells a story's past ("if I haven't…", "I'd never…", «если я не…»). */
const NOT_NOW: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:if|when|unless|whether|until|since|I(?:'d|’d| had) (?:never|not)|I hadn['’]t)\b/iu,
  ru: /(?<![\p{L}])(?:если|когда|с тех пор)(?![\p{L}])/iu,
};

/** Words with which an answer says how it is closing the gap: learning, a course, a plan. */
// …or asks someone to show or check the work at first ("someone to check my first few", «чтобы
// мастер посмотрел мои первые химчистки»: the thirteenth panel's read, both readers), or names the
// nearest it has done ("…, but I've done two narrowboat holidays and did most of the locks", «но
// я помогал…»: the twenty-second panel's read, "what have you done to close it?" asked of it).
const BRIDGE: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:learn\w*|course\w*|training|train\w*|shadow\w*|stud(?:y|ying|ied)|practi[cs]\w*|reading|read up|watch\w*|video\w*|book(?:ed)?|sign(?:ed)? up|enrol\w*|apply(?:ing)? for|get(?:ting)? my|working (?:on(?! my own| your own| the )|towards)|plan\w*|I(?:'d|’d| would) (?:\w+ )?(?:like|love|want|need|be|ask|start|expect|pick|get)|sat in|sit in|sitting in|observ\w*|I (?:will|would|want to|need to|intend|mean to)|I'll|I’ll|I’d|keen|happy to|willing|pick (?:it|that|things|them) up|catch up|ask\w*|mentor\w*|buddy|manual|guide|quick learner|prepar\w*|started|already|(?:show|check|watch|supervise|look over|sign off) (?:me|my|how I)|(?:check|watch|look at) (?:\w+ )?(?:first|early) (?:few|ones|jobs|shifts|weeks)|but I(?:['’]ve| have)? (?:done|did|worked|had|used|helped|handled|run|ran|driven|drove|looked after|been doing))\b/iu,
  ru: /(?<![\p{L}])(?:уч\p{L}*|науч\p{L}*|осво\p{L}*|осваива\p{L}*|курс\p{L}*|обучени\p{L}*|стажир\p{L}*|наставник\p{L}*|изуча\p{L}*|читаю|смотрю|подтян\p{L}*|разбер\p{L}*|готов\p{L}*|планирую|собираюсь|хочу|хотел\p{L}*|спрош\p{L}*|попрош\p{L}*|буду|уже|начал\p{L}*|записал\p{L}*|получ\p{L}*|пройд\p{L}*|пройти|чтобы (?:\p{L}+ ){0,2}(?:показал|посмотрел|проверил|подсказал|объяснил|научил)\p{L}*|(?:посмотрел|проверил)\p{L}* мои первы\p{L}*|(?:но|зато)(?: я)?(?: сам| сама)? \p{L}{3,}(?:л|ла))(?![\p{L}])/iu,
};

/** Words quoted from someone else are not the candidate's gap. */
const QUOTED = /"[^"]*"|“[^”]*”|«[^»]*»/gu;

/** At most this many words of the gap are quoted. */
const QUOTED_WORDS = 16;
/** A quote cut short keeps at least this many words and ends on one of weight. */
const MIN_WORDS = 4;
const DANGLING =
  /(?:^|\s)(?:a|an|the|to|of|for|with|and|or|but|so|on|in|at|и|а|но|с|в|на|по|для|к)$/iu;
/** Where a gap's clause ends: a comma, "but"/"so", a semicolon, a dash. */
const CLAUSE_END = /,|\s+(?:but|so|and I|though|although|а|но|поэтому|зато)\s+|[;:—–]/iu;

/** "What I haven't done is…", "The one thing I haven't done…": the quote starts with its subject. */
const LEAD_IN = /\b(?:what|the (?:only |one )?(?:thing|part|bit)s?(?: that)?)\s+$/iu;
/** A gap of fewer words than this ("I haven't done") is quoted with the rest of its sentence. */
const FEW_WORDS = 4;

function gapClause(sentence: string, found: number): string {
  const lead = LEAD_IN.exec(sentence.slice(0, found));
  const at = lead ? lead.index : found;
  const whole = sentence
    .slice(at)
    .trim()
    .replace(/[.!?]+$/u, '');
  const clauseEnd = whole.search(CLAUSE_END);
  const rest =
    clauseEnd > 0 && whole.slice(0, clauseEnd).split(/\s+/u).length < FEW_WORDS
      ? sentence.trim().replace(/[.!?]+$/u, '')
      : whole;
  const end = rest === whole ? clauseEnd : -1;
  const clause = end > 0 ? rest.slice(0, end) : rest;
  const words = clause.replace(/[,]+$/u, '').split(/\s+/u);
  const kept = words.slice(0, QUOTED_WORDS);
  while (kept.length > MIN_WORDS && DANGLING.test(kept.join(' '))) kept.pop();
  const text = kept.join(' ').replace(/[,;:]+$/u, '');
  return words.length > QUOTED_WORDS ? `${text}…` : text;
}

/** The first gap the candidate names, with whether the answer says how it is being closed. */
export function namedGap(answer: string, language: Language): NamedGap | null {
  const sentences = answerSentences(answer);
  const hollow = hollowPromise(sentences, language);
  const found = firstGap(sentences, { answer, language });
  if (!hollow) return found;
  return { ...(found ?? { quote: hollow.gap, bridged: false }), hollow: hollow.promise };
}

function firstGap(
  sentences: readonly string[],
  { answer, language }: { answer: string; language: Language },
): NamedGap | null {
  for (const sentence of sentences) {
    const own = sentence.replace(QUOTED, ' ');
    if (NOT_NOW[language].test(own)) continue;
    const match = GAP[language]
      .map((shape) => shape.exec(own))
      .find((found): found is RegExpExecArray => found !== null);
    if (!match) continue;
    const quote = gapClause(own, match.index);
    // What is being done about it may come anywhere in the answer (precision first).
    const bridged = BRIDGE[language].test(answer.replace(QUOTED, ' '));
    return { quote, bridged, ...(match[0] === PAST_GAP_EN.exec(own)?.[0] ? { past: true } : {}) };
  }
  return null;
}

/**
 * A sentence in which the candidate says what they have not done or do not have ("I've never
 * dispatched a train", «в 1С: Склад я сам не работал», «удостоверения … у меня нет»): never quoted
 * as praise of what they did (a new user's walk: both praised as «подробности, которые знает
 * только тот, кто сам это делал» and «настоящее действие»).
 */
const OWN_GAP: Readonly<Record<Language, RegExp>> = {
  en: /\bI(?:'ve|’ve| have)? never (?:\w+ed|done|been|driven|run|used)\b(?! so\b)|\bI (?:haven't|haven’t|have not|'ve not|’ve not) (?:done|worked|used|driven|run|operated|loaded|dealt|been|fitted|installed|handled|looked after)\b|\bI (?:don't|don’t|do not) (?:have|hold) (?:any |much |the |a |an |my )?(?:\w+ )?(?:experience|licence|license|certificate|qualification|card|ticket|training)\b|\bno experience\b|\b(?:is|was|would be) new to me\b/iu,
  ru: /(?<![\p{L}])(?:(?:я|сам|сама)(?: \p{L}+)? не (?:работал\p{L}*|делал\p{L}*|ездил\p{L}*|водил\p{L}*|пользовал\p{L}*|сталкивал\p{L}*|занимал\p{L}*|умею)|(?:опыта|прав|удостоверени\p{L}*|допуска|сертификат\p{L}*|корочк\p{L}*|медкнижк\p{L}*)(?: \p{L}+){0,4} у меня (?:пока )?нет|у меня (?:пока )?нет (?:опыта|прав|удостоверени\p{L}*|допуска|сертификат\p{L}*)|нет опыта|мой пробел)(?![\p{L}])/iu,
};

export function namesOwnGap(text: string, language: Language): boolean {
  const gap = OWN_GAP[language].exec(text);
  // …unless what follows it is the experience the candidate has ("Лифтёром я не работал, но восемь
  // лет был дежурным электриком"): that is what the praise is of.
  return gap !== null && !BUT_HAVE.test(text.slice(gap.index + gap[0].length));
}
const BUT_HAVE = /(?:^|[\s,])(?:но|зато|ближе всего|but|though|the closest)[\s,]/iu;
