// The sentence in which the candidate tells, in detail, a step of their own (done once or as a
// habit), as the praise of a strong answer quotes it (specific-praise.ts): never a supposition, a
// plan, a thought, a feeling, a job taken or held, nor a sentence someone else acts in.
import type { Language } from '../../../shared/language';
import { selfPortraitSentences } from './self-portrait';
import { withHadWrittenOut } from './events-told';
import { BRIDGES, findActionVerbs } from './action-verbs';
import { findPractices, PAST_TENSE_WORD } from './answer-structure';
import { factsIn, type Sentence } from './work-praise';
import { quoted, wordCount } from './quote-sentence';
import { chainedPastEn, OBJECT_EN } from './past-chain';
import {
  continuesOtherRu,
  withLaterClauses,
  selfInSubordinate,
  withoutConditions,
} from './own-step-subject';
import { getLexicon } from '../../language/lexicon';
import { normaliseText, tokenize } from '../../language/text';

/**
 * How hard it was ("it was hard", «было тяжело»), or that it got easier («Потом люди вернулись,
 * стало легче»: "a concrete outcome" untrue for both readers of the twenty-first panel): a
 * feeling, not a step or how it ended.
 */
export const FEELING: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:(?:it was|it's|that was) (?:[\w,]+ ){0,3}?(?:hard|tough|difficult|stressful|exhausting|tiring)|(?:it|things) (?:got|became|gets|was) (?:\w+ )?(?:easier|calmer|quieter))\b/iu,
  ru: /(?<![\p{L}])(?:(?:было|бывает|был|была|выдался|выдалась) (?:[\p{L},]+ ){0,3}?(?:тяжело|трудно|нелегко|сложно|непросто|тяжёл\p{L}*|тяжел\p{L}*|трудн\p{L}*)|(?:стало|становилось) (?:\p{L}+ )?(?:легче|полегче|проще|спокойнее))(?![\p{L}])/iu,
};

/** Whether the sentence opens on what the candidate thought or felt ("I just thought…", «Я поняла…»). */
export function opensOnThought(sentence: string, language: Language): boolean {
  const words = tokenize(normaliseText(sentence)).slice(0, LEAD_WORDS + 1);
  const self = words.findIndex((word) => SELF[language].has(word));
  if (self === -1) return false;
  const verb = words.slice(self + 1).find((word) => !BRIDGES.has(word) && word !== 'just') ?? '';
  // "I was signed off in five weeks" tells what happened, not a thought.
  return MENTAL[language].test(verb) && !/^(?:was|were|am|are|got|get)$/u.test(verb);
}

/** A time clause that opens a sentence ("When…", «Когда…»). */
const TIME_OPENING = /^(?:when|когда)(?![\p{L}])/iu;
/** A way of working told as the old one ("I used to…", «Раньше я…»). */
const OLD_WAY = /\b(?:used to|previously|before that)\b|(?<![\p{L}])(?:раньше|прежде)(?![\p{L}])/iu;
/** A supposition or a plan, not what was done: "if", "would", «если», «бы». */
const SUPPOSES: Readonly<Record<Language, RegExp>> = {
  // …nor what was not done ("I didn't weigh waste properly", "What I haven't done much of…").
  en: /\bI (?:didn['’]t|did not|don['’]t|do not|haven['’]t|have not|never|wasn['’]t|was not|wouldn['’]t|won['’]t lie|can['’]t (?:lie|remember|recall|say))\b|\b(?:if|unless|would|could|should|might|will|going to|try to|need to|have to|want to|hope to|plan to|planning to)\b|['’](?:d|ll)\b/iu,
  // …nor a plan or a need ("I know I need to learn the British way…"; the tenth panel's read).
  ru: /(?<![\p{L}])(?:если|бы|буду|будем|попробую|постараюсь|стоит|надо|нужно|хочу|планирую|собираюсь|придётся|придется)(?![\p{L}])/iu,
};
/**
 * An opinion of something ("The asbestos one I found really useful", "I found it quite tiring"), or
 * a rule of what the candidate does not do, told with its reason or alone («Сам не переделываю без
 * согласования, потому что…»; «Я не стала спорить, коротко извинилась…» is a step): the fourteenth
 * panel's read found both praised as "what you did yourself".
 */
const NO_STEP: Readonly<Record<Language, RegExp>> = {
  en: /\bI found\s+(?:(?:it|that|this|them)\s+)?(?:really |very |quite |so |a bit |pretty |most )?(?:useful|helpful|hard|difficult|easy|interesting|tiring|stressful|rewarding|challenging|boring|fun|tough)\b/iu,
  // …nor what the candidate is like in general («Я вообще новое быстро осваиваю…»: the twenty-third).
  ru: /(?<![\p{L}])(?:я|сам|сама)\s+(?:никогда\s+)?не\s+\p{L}+(?:\s+\p{L}+){0,3}(?:,\s*(?:потому|так как|ведь|иначе)|[.!?]*$)|(?<![\p{L}])я вообще\s+(?:\p{L}+\s+){0,2}?\p{L}+(?:ю|у|юсь|усь)(?![\p{L}])/iu,
};
/**
 * A lapse of the candidate's own ("I forgot the sensor plug", «начал ошибаться») or looking after
 * themselves ("I eat a proper lunch", "get enough sleep", «высыпаться»): told in a story, never
 * the step to hold up as what they did (the fifteenth panel's read: both quoted as "what you did
 * yourself" beside the safety routine and the notebook the story turned on). Nor a lapse noticed
 * ("I caught myself…", «я поймал себя на том, что не перемерил…»: the twentieth's, both readers),
 * nor a mishap or a thing let slip ("I ran out of nitrile gloves", "What I let slip a bit was the
 * tidying", «опоздал»: the twenty-first's, both readers).
 */
export const NOT_HELD_UP: Readonly<Record<Language, RegExp>> = {
  en: /\bI\s+(?:(?!(?:he|she|they|we|you|him|her|them|it)\b)\w+\s+){0,4}?(?:forgot|made (?:a |some )?mistakes?|messed up|got (?:it|that) wrong|started making mistakes|ran out of|ran late|ran behind|overslept|spilled|spilt|got stuck|got lost|let (?:\w+ )?(?:slip|slide)|eat|ate|(?:have|had|get|got|take|took) (?:a |my |some |proper |decent |enough |an early )*(?:lunch|breakfast|dinner|meals?|sleep|kip|rest|night)|slept|sleep|by mistake|by accident|accidentally|miscounted|short-changed)\b|\bnights? out\b|\bcaught myself\b|\bwent (?:on holiday|away for|to the (?:seaside|lake|beach))\b|\btook (?:a|the|some) (?:\w+ )?(?:week|weeks|days?) off\b/iu,
  ru: /(?<![\p{L}])(?:начал\p{L}* ошибаться|ошиб(?:ся|лась|ался|алась)|забыл|забыла|перепутал|перепутала|поесть|пообедать|обедал|обедала|высып\p{L}*|выспа\p{L}*|спал|спала|сплю|отсыпал\p{L}*|поймал\p{L}* себя|упустил\p{L}*|опоздал\p{L}*|проспал\p{L}*|уронил\p{L}*|пролил\p{L}*|застрял\p{L}*|в суете|по ошибке|случайно|нечаянно|по невнимательности|обсчитал\p{L}*|недодал\p{L}*|забыва\p{L}*|в отпуск|на море|на озеро|на рыбалку|отдыхал\p{L}*)(?![\p{L}])/iu,
};
/** What a step was for ("so they could settle", "in case it rained"): no supposition of the step. */
const PURPOSE =
  /\b(?:so(?: that)?|in case|so as)\s+(?:\p{L}+\s+){0,3}?(?:could|would|might|will|\p{L}+['’]d)\b[^,;.]*/giu;
/**
 * What the candidate thought, saw, wanted or is, not did: "I decided", «я поняла», «я живу» are
 * no step of their own to praise.
 */
export const MENTAL: Readonly<Record<Language, RegExp>> = {
  en: /^(?:were|are|am|was|got|get|enjoy|panicked|froze|worried|decided|saw|looked|watched|glanced|spotted|noticed|realised|realized|thought|knew|wanted|qualified|remember(?:ed)?|understood|heard|wondered|assumed|expected|worried|enjoyed|preferred|agreed|live[sd]?|know|think|want|love|like|prefer|hope|believe|feel|understand|see)$/u,
  ru: /^(?:замеча|наблюда|представля|вспомина|возмути|растерял|испугал|волновал|обидел|удивил|пережива|нервнича|узна|научил(?:ся|ась)|реш|увид|замет|подума|вспомни|понима|поня|помн|жив|хоч|хоте|люб|зна|счита|дума|чувств|увер|соглас|предпоч|надея|мечта|вижу|видел|слыш)/u,
};
/**
 * A job taken, held or left ("I started on the tills at Asda, then moved to…", «Потом я пошёл
 * работать помощником»): the candidate's history, not a step of their work.
 */
export const CAREER_MOVE: Readonly<Record<Language, RegExp>> = {
  // …or a stretch of time served somewhere ("I did four years at a parcel depot", "two summer
  // seasons": the thirteenth panel's read, a background sentence quoted as steps).
  en: /\b(?:that's where I(?:'ve| have)? (?:been|worked)|I\s+(?:\w+\s+)?went (?:on|with|through) (?:an? )?agency|(?:I|I've)\s+(?:\w+\s+)?(?:work(?:ed)? (?:in|at|for|as)|got a (?:job|place)|moved (?:to|into|on)|started (?:on|at|as|in|out|work)|joined|had my|went back (?:to )?(?:work|college|school|uni|university|studying|full[- ]time|part[- ]time)|left|became|have been (?:a|an|at|in|with)|(?:did|done|spent|put in) (?:\w+ ){0,2}(?:years?|seasons?|summers?|winters?|months?)(?: \w+){0,3} (?:at|in|as|with|on|for)))\b/iu,
  // «я» may be left out at the sentence's start where it goes to a post or a place («Потом
  // перешёл инкассатором…», «После армии устроился в ЧОП»: the seventeenth panel's read, quoted as
  // the candidate's role; «Сначала работал в бригаде у частника, крыли дачи…»: the eighteenth's),
  // not to the next step («Потом перешёл к проверке»).
  ru: /(?<![\p{L}])я\s+(?:\p{L}+\s+)?(?:работа[лю]\p{L}*|пош[её]л работать|пошла работать|переш[её]л|перешла|устроил\p{L}*|поступил\p{L}*|уш[её]л|ушла|переехал\p{L}*|окончил\p{L}*|закончил\p{L}*)(?![\p{L}])|^[^\p{L}]*(?:(?:потом|затем|тогда|сначала|до этого|после\s+\p{L}+)\s+)?(?:(?:переш[её]л|перешла|устроил\p{L}*|поступил\p{L}*|пош[её]л работать|пошла работать)\s+(?:\p{L}+(?:ом|ем|ой|ей)(?![\p{L}])|в\s|во\s)|работала?\s+(?:\p{L}+(?:ом|ем|ой|ей)(?![\p{L}])|в\s|во\s|у\s|на\s))/iu,
};

/**
 * A reflection told after the story ("What I took from it is that…", «Что я из этого вынесла…»):
 * a lesson, not a step (the twelfth frozen panel's read: quoted as "your own steps", untrue).
 */
const REFLECTION: Readonly<Record<Language, RegExp>> = {
  en: /^(?:so |and |but )?(?:what|the (?:main |big |one |real )?(?:thing|lesson|takeaway)s?(?: that)?) I (?:\w+ )?(?:took|take|learn\w*|got|realis\w*|realiz\w*|noticed|found|understood|know|remember)\b|\b(?:took|take) (?:away )?from (?:it|that|this)\b/iu,
  ru: /^(?:и |но |так что )?(?:что|чему|главное,? что) я (?:\p{L}+ )?(?:вынес\p{L}*|понял\p{L}*|усвоил\p{L}*|научил\p{L}*|запомнил\p{L}*)|(?<![\p{L}])вынес\p{L}* (?:из (?:этого|этой истории|того случая))/iu,
};
/**
 * Where someone else starts to say what to do in an English sentence ("I rang the boss and he said
 * to just do the fronts…"): what follows is their instruction, not the candidate's steps (the
 * twelfth panel's read).
 */
// …or does the part that settled it ("I rang the boss and he spoke to the nursery": the sixteenth
// panel's read, the boss's act quoted as the candidate's own, untrue for both readers).
const OTHER_ACTS_EN =
  /\b(?:he|she|they|(?:the|my) (?:boss|manager|customer|client|driver|supervisor|chef|foreman|gaffer|owner|senior \w+))\s+(?:\w+ly\s+|then\s+|just\s+)?(?:said|told|asked|wanted|suggested|decided|insisted|instructed|reckoned|thought|spoke|talked|rang|phoned|called|sorted|dealt|took (?:over|charge)|fixed|handled|arranged|agreed)\b/iu;
/**
 * The candidate as someone else's help ("…and I helped", «…, а я помогал: собирал заявки»): the
 * assistant's part, not the step to hold up where they then did it alone (the sixteenth panel's
 * read, both readers: "quotes the assistant phase").
 */
const ASSISTING: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:and|while|but) I (?:just |only |mainly |mostly )?(?:helped|assisted)(?: (?:him|her|them|out))?\s*[,.;:—–]/iu,
  ru: /(?<![\p{L}])а я (?:только |лишь |просто |в основном )?(?:помогал|помогала|подавал|подавала)(?![\p{L}])/iu,
};
/**
 * A first sentence that only announces the answer ("Let me tell you what happened", «Расскажу, как
 * было у меня, так понятнее»): the scene starts after it (the sixteenth panel's read, the scene of
 * the sentence after one quoted as the candidate's role).
 */
const PREFACE =
  /^(?:let me (?:tell|give|explain|walk)|I'll (?:tell|give|explain|walk)|I can (?:tell|give)|here's (?:an|one|what)|(?:good|great|fair) question|расскажу|приведу|могу рассказать|давайте (?:расскажу|приведу)|вот (?:пример|случай)|хороший вопрос)(?![\p{L}])/iu;
const PREFACE_WORDS = 10;
/** The part of a sentence that is the candidate's own: up to where someone else acts. */
function ownPart(text: string, language: Language): string {
  if (language !== 'en') return ownPartRu(text);
  const other = OTHER_ACTS_EN.exec(text);
  return other ? text.slice(0, other.index) : text;
}
/**
 * A Russian sentence up to where someone else is named acting («Позвонила супервайзеру, он прислал
 * список…»: the thirteenth panel's read, his reply quoted as her own steps).
 */
function ownPartRu(text: string): string {
  const words = text.split(/(\s+)/u);
  // …where that person opens a clause («…, он прислал»), not inside one («ради чего она ходит»).
  const opensClause = (before: string | undefined) =>
    before !== undefined && /(?:[,;:—–]|^(?:и|а|но|потом|тогда|тут))$/iu.test(before);
  const at = words.findIndex(
    (word, index) =>
      index > 0 &&
      opensClause(words[index - 2]) &&
      OTHER_ACTOR_RU.test(word.toLowerCase().replace(/[^\p{L}]/gu, '')),
  );
  return at === -1 ? text : words.slice(0, at).join('');
}

/** Words before the candidate's "I" in a sentence that tells their own step ("Then", "On one shift"). */
const LEAD_WORDS = 3;
const SELF: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: new Set(['i', "i've", "i'd"]),
  ru: new Set(['я']),
};

/** Whether the sentence is the candidate's own, told from its first words: "So I…", «Потом я…». */
function opensOnOwnAction(sentence: string, language: Language): boolean {
  // Nor a condition, nor an opinion ("I think I'm proud of it because…", «Мне кажется…»).
  const opening =
    /^(?:if|when|whenever|once|as soon as|i think|i believe|i guess|если|когда|как только|я думаю|думаю|мне кажется)(?![\p{L}])/iu;
  if (opening.test(sentence.trim())) {
    // …but a time told as it happened ("When a rabbit stopped breathing in recovery, I called…",
    // «Когда в ресторане отключили свет, я собрал…») opens on what the candidate then did.
    const comma = sentence.indexOf(',');
    const when = comma > 0 ? sentence.slice(0, comma) : '';
    const past = tokenize(normaliseText(when)).some((word) => PAST_TENSE_WORD[language].test(word));
    if (!TIME_OPENING.test(sentence.trim()) || !past) return false;
    return opensOnOwnAction(sentence.slice(comma + 1), language);
  }
  const words = tokenize(normaliseText(sentence)).slice(0, LEAD_WORDS + 1);
  // What they understood or tried, or how hard it was, is no step («Я понимала, что не успею», «Я
  // старалась улыбаться», «Было тяжело, я…»; round 69).
  const self = words.findIndex((word) => SELF[language].has(word));
  const verb = self === -1 ? '' : (words[self + 1] ?? '');
  // "I got them out of the room" is a deed; "I got stuck", "I got angry" are not.
  const gotDeed = /^(?:got|get)$/u.test(verb) && OBJECT_EN.test(words[self + 2] ?? '');
  if ((MENTAL[language].test(verb) && !gotDeed) || /^(?:старал|tried$)/u.test(verb)) return false;
  if (FEELING[language].test(words.slice(0, 2).join(' '))) return false;
  // A Russian habit is told without «я»: «Считаю по чертежам…», «Потом отдаю список…».
  if (words.some((word) => SELF[language].has(word)) && !selfInSubordinate(sentence, language)) {
    return true;
  }
  // …a little after where it is placed («Поэтому у автобуса с каждым отхожу на полминуты…»; the
  // twelfth panel's read: such a compact answer was told to "go deeper" with nothing named), before
  // anyone else acts in it.
  if (language === 'ru') {
    // Not past «когда» («Был у нас случай, когда жилец сам поменял батарею…»: round 80), not a
    // noun in «-ею» («батарею», «идею»), not a job held («третий год работаю сиделкой»).
    const lead = tokenize(normaliseText(sentence)).slice(0, RU_HABIT_WORDS);
    const other = lead.findIndex((word) => OTHER_SUBJECT.test(word) || word === 'когда');
    const own = lead.slice(0, other === -1 ? lead.length : other);
    if (own.some((word) => /^\p{L}{4,}(?:аю|яю)$/u.test(word) && !/^работа/u.test(word))) {
      return true;
    }
  }
  // …and a Russian step done, often so, from its verb: «Вырезал участок, переварил…», «Потом
  // сообщила мастеру…» (the eleventh panel's read: compact answers told so praised with nothing).
  if (language !== 'ru') return false;
  const lead = words.filter((word) => !BRIDGES.has(word) && !['и', 'а', 'но'].includes(word));
  const own = (word: string) =>
    PAST_ONE_RU.test(word) && !MENTAL.ru.test(word) && !STATE_RU.test(word);
  // Its object first («Резец переточил, на чистовом уменьшил подачу, кромку довёл…») only in a
  // chain of such verbs: «Мастер пришёл, посмотрел…» is someone else's.
  // …of one gender, as one person's («Терминал одобрил оплату, а ЕАС зависла» is not a chain).
  const tokens = tokenize(normaliseText(sentence));
  const verbs = tokens.filter(own);
  const feminine = verbs.filter((verb) => verb.endsWith('а')).length;
  const chain = Math.max(feminine, verbs.length - feminine) >= STEP_CHAIN;
  // …and never where the candidate names themselves after it: «Ветеринар приехал вечером, сказал…,
  // потом я ему…делал ванночки» opens on the one who acted first (the twenty-fifth panel's read).
  return own(lead[0] ?? '') || (chain && own(lead[1] ?? '') && !tokens.includes('я'));
}

/**
 * A state, not a deed («сидела», «плакала», «молчал», «ждала»): «Сидела и плакала…», told of a
 * child, was quoted as the candidate's role (the twelfth frozen panel's read, untrue for both).
 */
const STATE_RU =
  /^(?:сидел|стоял|лежал|плакал|смеял|молчал|спал|ждал|кричал|боял|радовал|скучал|грустил|злил)/u;

/** Verbs of one person in the past in a row from which an object may open the sentence. */
const STEP_CHAIN = 3;
/** A Russian verb of one person in the past («вырезал», «сообщила»), not «сначала», «мало». */
// …nor a noun that ends like one («смотрел журнал», «по каналу», «персонал»: «Ветеринар приезжал раз
// в неделю, смотрел журнал…» was read as three verbs of the candidate's, the twenty-fifth panel's
// read, quoted as "what you did yourself", both readers).
const PAST_ONE_RU =
  /^(?!сначала$|дотла$|мала$|сила$|дела$|стала$|стал$|была$|был$|(?:журнал|канал|сигнал|материал|персонал|подвал|отдел|раздел|предел|пенал|финал|вокзал|интервал|терминал|генерал|капитал|минерал|идеал|арсенал|пробел|штурвал|самосвал)$)\p{L}{3,}(?:ал|ил|ел|ёл|ял|ул|ала|ила|ела|яла|ула)$/u;

/** Words of a Russian sentence within which its first verb of the candidate's habit may come. */
const RU_HABIT_WORDS = 9;

/** Sentences of an answer compact enough that its first may be the step praised. */
const COMPACT_SENTENCES = 2;
/** Another person who acts (not «что», «кто», «мы»: a clause or the team goes on with the candidate). */
const OTHER_ACTOR_RU =
  /^(?:он|она|они|коллега|мастер|бригадир|начальник|клиент|клиентка|водитель|супервайзер|администратор|директор|менеджер)$/u;
/** Someone else named as the one who acts («он», «она», «мастер»…): the candidate's verbs stop there. */
const OTHER_SUBJECT =
  /^(?:он|она|они|оно|мы|вы|ты|кто|который|которая|которые|что|коллега|мастер|бригадир|начальник|клиент|клиентка)$/u;

/**
 * The candidate's verbs in the past in a Russian sentence, from its start to where someone else
 * acts («Я в обед подошёл, посмотрел — перекос плуга: он передний корпус выставил…» holds two):
 * what the list of action verbs does not know is still a deed told («подошёл», «посмотрел»).
 */
function leadingOwnPast(sentence: string, speaker: Gender | null): number {
  const tokens = tokenize(normaliseText(sentence));
  // Verbs of the other gender than the candidate's are someone else's («Скинула пять, влезла в
  // платье…» in a trainer's answer told «я бы поздравил»: round 78, untrue for both readers).
  if (speaker && tokens.some((token) => PAST_ONE_RU.test(token) && genderOf(token) !== speaker)) {
    return 0;
  }
  const end = tokens.findIndex((token) => OTHER_SUBJECT.test(token));
  const lead = tokens.slice(0, end === -1 ? tokens.length : end);
  return lead.filter(
    (token, index) =>
      PAST_ONE_RU.test(token) &&
      !MENTAL.ru.test(token) &&
      !STATE_RU.test(token) &&
      lead[index - 1] !== 'не',
  ).length;
}

type Gender = 'm' | 'f';
const genderOf = (verb: string): Gender => (/(?:ла|лась)$/u.test(verb) ? 'f' : 'm');

/** The candidate's gender, from «я» and a verb in the past after it («я поздравил», «я бы сказала»). */
function speakerGender(sentences: readonly Sentence[]): Gender | null {
  const tokens = tokenize(normaliseText(sentences.map((sentence) => sentence.text).join(' ')));
  for (const [index, token] of tokens.entries()) {
    if (token !== 'я') continue;
    const verb = tokens
      .slice(index + 1, index + 4)
      .find((word) => /^\p{L}{2,}(?:л|ла|лся|лась)$/u.test(word) && !RU_NOT_VERBS.has(word));
    if (verb) return genderOf(verb);
  }
  return null;
}
/** Words after «я» that end like a past verb and are not one. */
const RU_NOT_VERBS = new Set(['сначала', 'мало', 'дотла', 'сама', 'сам']);

/** What a compact answer's opening sentence gives up against its second, when both tell steps. */
const OPENING_HANDICAP = 0.5;
/** Own actions in one sentence from which it tells steps of the candidate's own, in a row. */
const STEP_ACTIONS = 2;
/** Clauses of a sentence with one own action in it from which it tells steps in a row. */
const STEP_CLAUSES = 3;
/** Words of a sentence that tells a step in detail ("Я выборку сделал мало" tells one, bare). */
const STEP_WORDS = 10;

/**
 * The sentence in which the candidate tells, in detail, what they did or do themselves: two of
 * their own actions or more in it ("I wrote it on the condition sheet, took a photo…"), with a
 * figure or a name where more than one sentence does; never a supposition or a plan.
 */
export function ownStep(
  evidence: Parameters<typeof factsIn>[1],
  { sentences, language }: { sentences: readonly Sentence[]; language: Language },
): string | null {
  const lexicon = getLexicon(language);
  // What was done ("I wrote", «я сверила») and what is done as a rule ("I check", «сверяю»).
  const speaker = language === 'ru' ? speakerGender(sentences) : null;
  // Verbs of the other gender than the candidate's are someone else's («Я к водителю, водитель
  // остановил, открыл двери…» in a conductor's answer told «сказала»: the thirteenth panel's read).
  const theirs = (verb: string) =>
    speaker !== null && PAST_ONE_RU.test(verb.toLowerCase()) && genderOf(verb) !== speaker;
  const listedOwn = (sentence: Sentence) =>
    [
      ...findActionVerbs(tokenize(normaliseText(sentence.text)), {
        lexicon,
        isRussian: language === 'ru',
      }).own,
      ...findPractices(sentence.text, language),
    ].filter((verb) => !MENTAL[language].test(verb.toLowerCase()) && !theirs(verb)).length;
  const details = (sentence: Sentence) => factsIn(sentence, evidence);
  const own = (sentence: Sentence) => ({ ...sentence, text: ownPart(sentence.text, language) });
  const clauses = (text: string) =>
    text.split(/[,;:]|\s(?:and|then|и|а потом|потом|затем)\s/u).length;
  const first =
    sentences.length > COMPACT_SENTENCES &&
    PREFACE.test(sentences[0]!.text.trim()) &&
    wordCount(sentences[0]!.text) <= PREFACE_WORDS
      ? 1
      : 0;
  const candidates = withLaterClauses(sentences, first)
    .filter(
      ({ sentence, index, head }) =>
        // The first sentence sets the scene, but a compact answer may open on the step itself
        // (an answer of one sentence is not quoted back whole).
        (index > first || sentences.length === COMPACT_SENTENCES) &&
        !ASSISTING[language].test(sentence.text) &&
        !(language === 'ru' && continuesOtherRu(sentence.text, sentences[index - 1]?.text)) &&
        opensOnOwnAction(sentence.text, language) &&
        // Fewer words quoted were minor or vague steps (round 73: 6 of 7 untrue, Russian at 7–9).
        wordCount(sentence.text) >= STEP_WORDS &&
        // The way it used to be done, not the candidate's way ("Раньше я говорила «таковы
        // правила»…": round 73, untrue for both readers).
        !OLD_WAY.test(sentence.text) &&
        !REFLECTION[language].test(sentence.text.trim()) &&
        !sentence.text.includes('?') &&
        !SUPPOSES[language].test(
          withoutConditions(withHadWrittenOut(sentence.text)).replace(PURPOSE, ' '),
        ) &&
        !NO_STEP[language].test(sentence.text) &&
        !NOT_HELD_UP[language].test(sentence.text) &&
        // What follows "I caught myself cutting corners:" is the lapse told (the twenty-sixth
        // panel's read: «подхожу к дереву и не расчищаю путь отхода» praised, both readers).
        !NOT_HELD_UP[language].test(head ?? '') &&
        // "I always make sure both parties feel listened to" says what they are like, not a step.
        selfPortraitSentences([sentence.text], language).length === 0 &&
        clauses(ownPart(sentence.text, language)) >= STEP_ACTIONS,
    )
    .map(({ sentence }) => ({
      sentence,
      // A compact answer's first sentence is quoted only where the second tells less (round 75:
      // «Делаю по одному делу за раз…» quoted before the night it was done, 2 of 2 "generic").
      own: listedOwn(own(sentence)),
      // Two verbs of the candidate's in a row count where the list knows neither of them.
      lead:
        language === 'ru'
          ? leadingOwnPast(sentence.text, speaker)
          : chainedPastEn(ownPart(sentence.text, language), MENTAL.en),
      detail: details(sentence) - (sentence === sentences[first] ? OPENING_HANDICAP : 0),
    }))
    .filter(
      ({ own, lead, sentence }) =>
        (Math.max(own, lead) >= STEP_ACTIONS ||
          (own >= 1 && clauses(ownPart(sentence.text, language)) >= STEP_CLAUSES)) &&
        // A job held or left is where, not how, the candidate works (round 59: 5 of 50 such).
        !(own < STEP_ACTIONS + 1 && CAREER_MOVE[language].test(sentence.text)),
    );
  const weight = (c: { own: number; lead: number; detail: number }) =>
    Math.max(c.own, c.lead) + c.detail;
  const best = candidates.sort((a, b) => weight(b) - weight(a))[0];
  return best ? quoted(best.sentence.text) : null;
}
