// Structure an answer shows beyond the word lists: when and where a story happened (a time, a
// shift, a year), how it ended (a change from one figure to another, an outcome verb), the steps
// of a method ("first… then… finally", "сначала… затем…"), and whether a method has an example.
import { emptyLesson } from './empty-lesson';
import { answerSentences, clauseAround, sentenceAround } from './clauses';
import { isLimitKept, isSetting } from './figure-kinds';
import type { Language } from '../../../shared/language';
import { findPhrases, normaliseText } from '../../language/text';
import { getLexicon } from '../../language/lexicon';
import { hasNoNumber, type Metric } from './metrics';
import { findVagueOutcome } from './vague-outcome';
import { toldSetback } from './setback';
import { toldSignAfterLesson } from './sign-after-lesson';
import { OUTCOME_WORDS, SUPPOSING } from './outcome-words';
import { findSteps } from './step-words';

/** A clause of what may or will be, not what was or is. */
const MAYBE: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:might|may|will|could|going to)\b|'ll\b/iu,
  ru: /(?<![\p{L}])(?:может|могут|будет|буду|будут|будем|смогу|сможет|наверное)(?![\p{L}])/iu,
};

const SITUATION_PATTERNS: readonly RegExp[] = [
  // A story that opens on its occasion: "When our unit moved to…", «Когда в отделении ввели…».
  /^\s*(?:when|once|during|после того как|когда|однажды|во время)\s(?:\p{L}+\s){1,6}\p{L}+/iu,
  /(?<![\p{L}\p{N}])(?:at|around|by)\s\d{1,2}(?::\d{2})?\s?(?:a\.?m\.?|p\.?m\.?)/iu,
  /(?<![\p{L}\p{N}])(?:in|by|during)\s(?:19|20)\d\d(?![\p{N}])/iu,
  /(?<![\p{L}])(?:last|one|that|a busy|on a|during (?:a|my|the|one))\s(?:night|morning|evening|afternoon|day|shift|week|month|quarter|year|winter|summer|spring|autumn|fall|weekend|holiday|semester|term|launch|audit|peak season|inventory)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:when i (?:was|worked|joined|started|led|ran)|at my (?:previous|last|current|first)|in my (?:previous|last|current|first)|at (?:a|the) (?:hospital|clinic|school|warehouse|store|bank|agency|startup|company|firm|call cent(?:er|re)|distribution cent(?:er|re)))(?![\p{L}])/iu,
  /(?<![\p{L}])(?:в|во)\s(?:19|20)\d\d\s?(?:г\.|году)/iu,
  // "on a service call", "at one client's site", «на одном объекте», «в прошлом рейсе».
  /(?<![\p{L}])(?:on|at)\s(?:a|one|my last|our last|my first)\s(?:[\p{L}'’-]+\s){0,2}(?:call|job|site|project|visit|contract|case|matter|route|trip|run|event|audit|inspection|fit-out|install|renovation)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:на|в)\s(?:одном|одной|прошлом|прошлой|последнем|последней|первом|первой)\s(?:\p{L}+\s)?(?:объекте|проекте|вызове|заказе|рейсе|деле|проверке|смене|стройке|точке)(?![\p{L}])/iu,
  // The day of one occasion: "A Saturday in May", "one Tuesday", «в прошлую пятницу» (a new user's
  // walk, twenty-sixth session); not a day that recurs or is planned ("every Saturday", "on a
  // Saturday we get forty bikes", «утренник в пятницу»). A month is left to occasion.ts.
  /(?<![\p{L}])(?<!(?:on|every|each)\s)(?:a|one|last|that)\s(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:в|во)\s(?:прошл\p{L}+|одн\p{L}+)\s(?:понедельник|вторник|среду|четверг|пятницу|субботу|воскресенье)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:однажды|как-то раз|ночью|утром|вечером|в ночную смену|на смене|в прошл\p{L}+ (?:году|месяце|квартале|неделе|смене)|прошлой (?:зимой|весной|осенью)|прошлым летом|когда я (?:работал\p{L}*|был\p{L}*|пришл\p{L}*|руководил\p{L}*)|на (?:прошлой|предыдущей|первой|текущей) работе|на прошлом месте|в прошлой компании|во время)(?![\p{L}])/iu,
];

const CHANGE_PATTERNS: readonly RegExp[] = [
  /(?<![\p{L}])never\s(?:\p{L}+\s){0,4}again(?![\p{L}])|(?<![\p{L}])больше\sне\s\p{L}+/iu,
  /(?<![\p{L}])from\s[$€£₽]?\d[\d\s.,]*\S*\s(?:\p{L}+\s)?(?:to|down to|up to)\s[$€£₽]?\d/iu,
  /(?<![\p{L}])(?:с|со)\s[$€£₽]?\d[\d\s.,]*\S*\s(?:\p{L}+\s)?до\s[$€£₽]?\d/iu,
  /(?<![\p{L}])(?:down|up|dropped|fell|rose|grew|went)\s(?:to|by)\s[$€£₽]?\d/iu,
  // «на 6 %» alone is as often a setting («6/0 на 6 %», the oxidant; the ninth frozen panel's read:
  // praised as a result, untrue for both readers) as a change: only «до» reads as one without a verb
  // of change, which the sentence's result words find («снизили на 6 %»).
  /(?<![\p{L}])до\s\d[\d\s.,]*\s?(?:%|процент\p{L}*|раз\p{L}*|минут\p{L}*|час\p{L}*|дн\p{L}*|рубл\p{L}*|₽)/iu,
  // «на 10 % выше», «на 5 минут короче»: «на» with a comparative after it is a change.
  /(?<![\p{L}])на\s\d[\d\s.,]*\s?(?:%|процент\p{L}*|раз\p{L}*|минут\p{L}*|час\p{L}*|дн\p{L}*|рубл\p{L}*|₽)\s+(?:\p{L}+\s+)?(?:больше|меньше|выше|ниже|короче|длиннее|быстрее|медленнее|раньше|позже|дешевле|дороже)(?![\p{L}])/iu,
];

/**
 * A procedure told as instructions, without "I" ("Stop the service, get them to the basin and
 * flush with cool water… call them next day", «Остановить процедуру, промыть прохладной водой…»):
 * clauses that begin with a verb of instruction. English: the verbs of everyday instructions, in
 * their base form; Russian: an infinitive or an imperative, by its ending.
 */
// prettier-ignore
const INSTRUCTION_VERBS_EN = new Set([
  'stop', 'check', 'call', 'ring', 'phone', 'tell', 'ask', 'get', 'put', 'take', 'make', 'keep',
  'give', 'send', 'write', 'record', 'report', 'rinse', 'wash', 'clean', 'remove', 'turn',
  'switch', 'move', 'bring', 'follow', 'inform', 'contact', 'explain', 'reassure', 'watch',
  'monitor', 'assess', 'document', 'escalate', 'advise', 'offer', 'apologise', 'apologize', 'fix',
  'replace', 'test', 'confirm', 'isolate', 'secure', 'clear', 'flush', 'cool', 'apply', 'start',
  'finish', 'use', 'open', 'close', 'lock', 'log', 'note', 'mark', 'label', 'arrange', 'agree',
  'plan', 'prepare', 'set', 'find', 'look', 'listen', 'sit', 'stay', 'wait', 'hand', 'pass',
  'photograph', 'measure', 'count', 'list', 'sort', 'prioritise', 'prioritize', 'update', 'review',
  'double-check', 'recheck', 'sign', 'book', 'fill', 'complete', 'notify', 'warn', 'evacuate',
]);
const INSTRUCTION_RU = /^[а-яё]{3,}(?:ть|ти|чь|ться|йте|ите|ьте)$/u;
/** How many instruction clauses make a procedure laid out step by step. */
const INSTRUCTION_CLAUSES = 3;

function findInstructionSteps(answer: string, language: Language): string[] {
  const clauses = answer.split(/[,;.!?:–—\n]+|\s(?:and|then|и|затем|потом)\s/u);
  const verbs = clauses.flatMap((clause) => {
    const first =
      clause
        .trim()
        .split(/\s+/u)[0]
        ?.toLowerCase()
        .replace(/[^\p{L}-]/gu, '') ?? '';
    const isInstruction =
      language === 'en' ? INSTRUCTION_VERBS_EN.has(first) : INSTRUCTION_RU.test(first);
    return isInstruction ? [first] : [];
  });
  return verbs.length >= INSTRUCTION_CLAUSES ? [...new Set(verbs)] : [];
}

/**
 * "Once" that says how often or as soon as, not one time it happened: "at once", "once a week",
 * "once you've…", "once it's…" (the twentieth panel's read: "all coming in at once" read as a
 * case, and the method answer asked to go deeper instead of for one).
 */
const NOT_AN_EXAMPLE: Readonly<Record<Language, RegExp>> = {
  en: /(?<![\p{L}])(?:(?:all )?at once|once (?:a|an|per|every|in a while|again|more|or twice|you|(?:i|we|they|it|that)(?:'ve|'re|'m|'s)))(?![\p{L}])/gu,
  ru: /(?!)/gu,
};

// prettier-ignore
const EXAMPLE_WORDS: Readonly<Record<Language, readonly string[]>> = {
  en: ['for example', 'for instance', 'e.g.', 'last month', 'last week', 'last year', 'recently', 'once', 'one time', 'when i', 'at my'],
  ru: ['например', 'к примеру', 'недавно', 'однажды', 'был случай', 'в прошлом месяце', 'в прошлом году', 'когда я', 'на прошлой работе'],
};

// prettier-ignore
const REASON_WORDS: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'because', 'that is why', "that's why", 'which is why', 'so that', 'the reason', 'i want to',
    'i enjoy', 'draws me', 'attracts me', 'matters to me', 'important to me', 'i care about',
    'i am looking for', "i'm looking for",
  ],
  ru: [
    'потому что', 'поэтому', 'так как', 'мне важно', 'для меня важно', 'мне нравится',
    'меня привлекает', 'привлекает', 'хочу', 'мне интересно', 'именно поэтому', 'ради',
  ],
};

/** A way of working taken up after it ("We started reading the dates back", «мы стали звонить»). */
const ADOPTED: Readonly<Record<Language, RegExp>> = {
  en: /(?<!\bwhen |\bafter |\bonce )\b(?:we|I) (?:started|began) (?!(?:to )?work|working|panick|shout)(?:to \w+|\w+ing)\b/iu,
  ru: /(?<![\p{L}])(?<!когда )(?<!как )(?:мы|я) (?:стали|начали|начал|начала) (?!работать|трудиться)\p{L}+(?:ть|ться)(?![\p{L}])/iu,
};

/**
 * What the candidate changed afterwards, or took from it ("since then I always…", «с тех пор
 * я…»): the lesson a story ends on. Discourse words any trade uses, never a trade's own.
 */
// prettier-ignore
const LESSON_WORDS: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'since then', 'ever since', 'from then on', 'these days i', 'now i always', 'i now always',
    'i always do it now', 'i learned', 'i learnt', 'the lesson', 'next time i', 'i would do the same',
    "i'd do the same", 'i do that now', 'i do it now', 'i now check', 'now i check',
    'taught me', 'showed me', 'made me realise', 'made me realize', "today i'd", 'today i would',
    'looking back', 'in hindsight', "i'd have", 'i would have', 'after that i always',
    'after that we always', 'sometimes you just have to', 'the main thing is',
    'the main thing was', 'the key was', 'what i took from', 'never did that again',
    'never made that mistake again', 'lesson learned', 'lesson learnt', 'my takeaway',
  ],
  ru: [
    'с тех пор', 'я понял', 'я поняла', 'поняла, что',
    'понял, что', 'сделала вывод', 'сделал вывод', 'в следующий раз', 'сделал бы так же',
    'сделала бы так же', 'с того раза', 'теперь', 'научил меня', 'научила меня', 'научило меня',
    'показал, что', 'показала, что', 'показало, что', 'для себя', 'после этого я всегда',
    'после этого всегда', 'главное —', 'главное -', 'главное было', 'оглядываясь назад',
    'вывод простой', 'вывод такой', 'мой вывод', 'больше так не делал', 'больше так не делала',
    'больше так не делаю',
  ],
};

/**
 * A habit of now told after a story ("Now I keep a backup playlist ready", "These days we ring
 * ahead"): what was changed, where a sentence before it tells events in the past (the thirteenth
 * panel's read: "what would you do differently?" asked of such an answer, both readers). Not one's
 * present job or state ("Now I work at…", "now I'm…", "now I think…"); «теперь» is a lesson word.
 */
const NOW_HABIT_EN =
  /^(?:(?:and|so|but)\s+)?(?:now|nowadays|these days),?\s+(?:I|we)\s+(?:always\s+|usually\s+|also\s+|just\s+)?(?!am\b|was\b|were\b|work\b|live\b|have\b|had\b|think\b|feel\b|want\b|would\b|will\b|can\b|could\b|need\b|hope\b|love\b|like\b|enjoy\b|get\s+on\b|earn\b)[a-z]+\b/iu;
/** Past-tense words before it that make the sentences before a story. */
const STORY_PAST_WORDS = 2;

/** The rule a story ends on ("I always try to talk to the site manager early…"; fifteenth panel). */
const ENDS_ON_RULE: Readonly<Record<Language, RegExp>> = {
  en: /^(?:(?:and|so|but)\s+)?(?:I|we)\s+(?:now\s+)?always\s+(?:try to\s+)?[a-z]+\b/iu,
  ru: /^(?:(?:и|так что|поэтому)\s+)?(?:я|мы)\s+(?:теперь\s+)?всегда\s+(?:стараюсь\s+)?\p{L}+/iu,
};

function nowHabit(sentences: readonly string[], language: Language): string[] {
  let past = 0;
  for (const [index, sentence] of sentences.entries()) {
    const trimmed = sentence.trim();
    const rule = index === sentences.length - 1 ? ENDS_ON_RULE[language].exec(trimmed) : null;
    if (index > 0 && past >= STORY_PAST_WORDS && rule) return [rule[0]];
    if (index > 0 && past >= STORY_PAST_WORDS && language === 'en' && NOW_HABIT_EN.test(trimmed)) {
      return [NOW_HABIT_EN.exec(trimmed)![0]];
    }
    past += trimmed
      .toLowerCase()
      .split(/[^\p{L}']+/u)
      .filter((word) => PAST_TENSE_WORD[language].test(word)).length;
  }
  return [];
}

/** A verb in the past tense, as one lower-case token ("checked", "took", «проверил»). */
export const PAST_TENSE_WORD = {
  en: /^(?:[a-z]{3,}ed|was|were|had|did|went|came|saw|told|said|got|took|made|found|gave|kept|left|put|ran|rang|sat|stood|thought|knew|felt|brought|caught|sent|spent|met|lost|paid|heard|held|led|wrote|spoke|broke|chose|drove|fell|forgot|began|taught|bought|built|cut|let|set|shut|understood|won|woke)$/u,
  ru: /^[а-яё]{2,}(?:л|ла|ло|ли|лся|лась|лось|лись)$/u,
} as const;

// The answer names what was hard or will be ("the hardest part", "a stretch", «сложнее всего»,
// «вызовом будут…»): it is not asked for it.
const DIFFICULTY: Readonly<Record<Language, RegExp>> = {
  en: /(?<![\p{L}])(?:hard|harder|hardest|difficult|difficulty|tricky|struggle[ds]?|struggling|stretch|challenge|challenging|tough|toughest|nervous|worried|mistakes?)(?![\p{L}])/iu,
  ru: /(?<![\p{L}])(?:сложн\p{L}*|трудн\p{L}*|тяж[её]л\p{L}*|непрост\p{L}*|вызов\p{L}*|боюсь|переживаю|волнуюсь|подтянуть|ошиб\p{L}*)(?![\p{L}])/iu,
};

// "I check…", "I always call…", "я проверяю", "сначала сверяю": what the candidate does as a rule.
const NOT_PRACTICES = new Set([
  'am',
  'have',
  'think',
  'believe',
  'like',
  'love',
  'want',
  'try',
  'guess',
  'feel',
  'know',
  'hope',
  'was',
  'had',
  'did',
  'would',
  'will',
  'can',
  'could',
  'should',
  'might',
  'must',
  'mean',
  'say',
  'думаю',
  'считаю',
  'люблю',
  'хочу',
  'стараюсь',
  'пытаюсь',
  'знаю',
  'могу',
  'буду',
  'надеюсь',
]);
const PRACTICE_EN =
  /(?<![\p{L}])i\s(?:always\s|usually\s|then\s|first\s|also\s|still\s|never\s|normally\s|typically\s)?([a-z]{3,})(?![\p{L}])/giu;
const PRACTICE_RU =
  /(?<![\p{L}])(?:я|сначала|потом|затем|дальше|всегда|обычно|сразу)\s(?:сам\s|сама\s|всегда\s|обычно\s|сразу\s)?(\p{L}{3,}(?:ю|у))(?![\p{L}])/giu;

// A Russian first-person present form ("проверяю", "объясняю", "сверяю") names a habit even
// without "я"; nouns rarely end this way.
const RUSSIAN_FIRST_PERSON = /(?<![\p{L}])(\p{L}{3,}(?:аю|яю|ею))(?![\p{L}])/giu;

/** What the candidate does as a rule, told in the present ("I check", «сверяю»), distinct. */
export function findPractices(answer: string, language: Language): string[] {
  const pattern = language === 'ru' ? PRACTICE_RU : PRACTICE_EN;
  const matches = [
    ...answer.matchAll(pattern),
    ...(language === 'ru' ? answer.matchAll(RUSSIAN_FIRST_PERSON) : []),
  ];
  const verbs = matches
    .map((match) => (match[1] ?? '').toLowerCase())
    .filter((verb) => !NOT_PRACTICES.has(verb) && (language === 'ru' || !/ed$/.test(verb)));
  return [...new Set(verbs)];
}

export interface AnswerStructure {
  /** Words that place the story in time or place ("at 3 a.m.", "однажды ночью"). */
  situationCues: string[];
  /** An outcome: a change from one figure to another, or an outcome verb. */
  outcomeCues: string[];
  /** Figures that measure the candidate's own result (in a sentence that says how it ended). */
  resultMetrics: Metric[];
  /** Figures told as what was or is, not supposed ("if it doubled…", "I'd give it ten minutes"). */
  toldMetrics: Metric[];
  /** Step words of a method, distinct. */
  steps: string[];
  /**
   * Verbs of a procedure told as instructions ("Stop…, get them to the basin…, call them next
   * day"), when three clauses or more are: steps laid out, for the feedback only (not the judge's).
   */
  instructions: string[];
  /** Whether a method answer grounds itself in an example. */
  hasExample: boolean;
  /** What the candidate does as a rule, in the present tense ("I check", "сверяю"), distinct. */
  practices: string[];
  /** Reasons given ("because", "мне важно"), distinct: what a motivation answer rests on. */
  reasons: string[];
  /** What the candidate changed or took from it afterwards ("since then", «с тех пор»), distinct. */
  lessons: string[];
  /** Whether it tells, after them, how it has gone since (sign-after-lesson.ts). */
  signAfterLesson: boolean;
  /** How much the outcome changed, said without a figure ("quite a few"), when no figure is. */
  vagueOutcome: string | null;
  /**
   * Whether it names something hard ("the hardest part", «сложнее всего») or tells a setback
   * ("at first it didn't…", «получилось не сразу»; setback.ts).
   */
  namesDifficulty: boolean;
}

/** The structure of an answer, beyond STAR word lists. */
export function readStructure(options: {
  answer: string;
  language: Language;
  metrics: readonly Metric[];
}): AnswerStructure {
  const { answer, language } = options;
  const normalised = normaliseText(answer);
  const situationCues = SITUATION_PATTERNS.flatMap((pattern) => {
    const match = pattern.exec(answer);
    return match ? [match[0].trim()] : [];
  });
  const changes = CHANGE_PATTERNS.flatMap((pattern) => {
    const match = pattern.exec(answer);
    return match ? [match[0].trim()] : [];
  });
  const outcomeCues = [...changes, ...findPhrases(normalised, OUTCOME_WORDS[language])];
  const resultWords = [...getLexicon(language).star.result, ...OUTCOME_WORDS[language]];
  const resultMetrics = options.metrics.filter((metric) => {
    const sentence = sentenceAround(answer, metric.index);
    if (SUPPOSING[language].test(sentence.trim())) return false;
    if (CHANGE_PATTERNS.some((pattern) => pattern.test(sentence))) return true;
    // A limit kept, or a figure told "at" a level with no word of result in its own clause, is
    // no result (figure-kinds.ts).
    if (isLimitKept(answer, { index: metric.index, language })) return false;
    const at = isSetting(answer, { index: metric.index, language });
    const around = at ? clauseAround(answer, metric.index) : sentence;
    return findPhrases(normaliseText(around), resultWords).length > 0;
  });
  const steps = [...new Set(findSteps(answer, { normalised, language }))];
  const hasExample =
    situationCues.length > 0 ||
    findPhrases(normalised.replace(NOT_AN_EXAMPLE[language], ' '), EXAMPLE_WORDS[language]).length >
      0;
  const practices = findPractices(answer, language);
  const reasons = findPhrases(normalised, REASON_WORDS[language]);
  const lessons = [
    ...findPhrases(normalised, LESSON_WORDS[language]).filter(
      (lesson) => !emptyLesson(lesson, { answer, language }),
    ),
    // Told after the story's opening, not as how it began ("When I started on the tills…").
    ...(ADOPTED[language].exec(answerSentences(answer).slice(1).join(' '))?.slice(0, 1) ?? []),
    ...nowHabit(answerSentences(answer), language),
  ];
  // …nor a time the clause supposes ("which might be me in five years": the twenty-sixth panel's
  // read, praised as a detail; «может, через год»).
  const toldMetrics = options.metrics.filter(
    (metric) =>
      !SUPPOSING[language].test(sentenceAround(answer, metric.index).trim()) &&
      !(metric.kind === 'duration' && MAYBE[language].test(clauseAround(answer, metric.index))),
  );
  return {
    situationCues,
    outcomeCues,
    resultMetrics,
    toldMetrics,
    steps,
    instructions: findInstructionSteps(answer, language),
    hasExample,
    practices,
    reasons,
    lessons,
    signAfterLesson:
      lessons.length > 0 &&
      toldSignAfterLesson(answerSentences(answer), {
        language,
        // Where the change was found, however it was found ("So I started going back…").
        lessonWords: [...LESSON_WORDS[language], ...lessons.map((lesson) => normaliseText(lesson))],
        outcomeWords: OUTCOME_WORDS[language],
        changePatterns: CHANGE_PATTERNS,
      }),
    vagueOutcome: resultMetrics.some((metric) => !hasNoNumber(metric))
      ? null
      : findVagueOutcome(answer, {
          resultWords,
          language,
          supposing: SUPPOSING[language],
          pastTense: PAST_TENSE_WORD[language],
        }),
    namesDifficulty: DIFFICULTY[language].test(answer) || toldSetback(answer, language),
  };
}
