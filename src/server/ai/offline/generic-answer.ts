// An answer made of qualities every candidate claims ("I am a great team player… customer
// satisfaction is my top priority", «я всегда проявляю ответственность…») or of why the candidate
// chose the field ("I became a teacher because I love children"), given to a question that asked
// how they do something or what happened. It names nothing the question asks about, no case, no
// steps and no figure, so an interviewer hears no answer at all; told as it is, it would outscore
// a short honest answer on length and "action" words.
import { contentStems } from '../../job-description/read-job-description';
import type { Language } from '../../../shared/language';
import { findPhrases, normaliseText } from '../../language/text';
import { STAR_LABEL_WORDS } from './answer-checks';
import type { QuestionKind } from './question-kind';
import { CHANGED_SINCE } from './changed-since';

// Self-descriptions, slogans and motivation, as written in both languages ('*' ends a prefix).
// prettier-ignore
const PLATITUDES: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'team player', 'hard-working', 'hardworking', 'hard worker', 'passionate', 'my passion',
    'i always', 'always put', 'top priority', 'my priority', 'customer first', 'best possible',
    'i love', 'i believe', 'detail-oriented', 'results-oriented', 'result-oriented',
    'fast learner', 'quick learner', 'learn quickly', 'self-motivated', 'highly motivated',
    'dedicated', 'reliable', 'communicate clearly', 'good communicator', 'communication skills',
    'people person', 'extra mile', 'give my best', 'do my best', 'make a difference',
    'i have always been', 'always been interested', 'i chose', 'i became', 'since childhood',
    'in my free time', 'inspired me', 'i strive', 'excellence', 'high standards',
    'highest standards', 'deserves', 'i enjoy', 'i am a great', 'i am very', 'my strengths',
    'customer-oriented', 'customer-focused', 'work well in a team', 'add value', 'bring value',
    'a calling', 'most important thing for me', 'i am confident', 'i am sure i can',
    'got into this', 'fell in love', 'as a kid', 'grew up', 'my dad', 'my father', 'my mother',
    'my mom', 'my mum', 'satisfaction', 'dream job', 'always wanted',
    // Self-portraits and promises of what one "would always" do, in place of how.
    'responsible', 'punctual', 'positive attitude', 'problem solver', 'under pressure',
    'excellent', 'addition to your team', 'open mind', 'i would always', 'i will always',
    'i would never', 'i will never', 'everything possible', 'everything in my power',
    'whatever it takes', 'continuous learning', 'keeps me going', 'wanted to be', 'why i am applying',
    'genuinely love', 'love the moment', 'i am passionate', 'appreciate my',
    // Why the field, told as a memory and a feeling.
    'since i was a kid', 'since i was little', 'ever since', 'i loved', 'what i wanted to do',
    'gets me out of bed', 'matter to me', 'matters to me', 'means a lot to me', 'i would be proud',
    'proud to', 'more than a job', 'serving the community', 'i knew this was', 'i love seeing',
    'represent your company', 'value me', 'appreciate me', 'on time', 'get along with',
    'since i was a child', 'changed my life', 'i want to be part', 'one hundred percent',
    'highest level', 'let my team', 'let the public',
  ],
  ru: [
    'ответственност*', 'ответственный', 'ответственная', 'внимательност*', 'коммуникабельн*',
    'стрессоустойчив*', 'нацелен на результат', 'нацелена на результат', 'ориентирован* на результат',
    'быстро обучаюсь', 'быстро учусь', 'обучаемост*', 'профессиональному росту',
    'профессиональный рост', 'на высоком уровне', 'находить подход', 'нахожу подход',
    'для меня важно', 'я всегда', 'всегда стараюсь', 'люблю', 'мне нравится', 'с детства',
    'это моё', 'это мое', 'командный игрок', 'исполнительн*', 'пунктуальн*', 'трудолюбив*',
    'целеустремл*', 'инициативн*', 'в свободное время', 'вдохновля*', 'мечтал*', 'свои навыки',
    'мои сильные стороны', 'выкладываюсь', 'с душой', 'эффективно работал*',
    'клиентоориентированн*', 'для меня главное', 'работать в команде', 'принести пользу',
    'призвание', 'стремлюсь', 'повышаю квалификацию', 'нацелен*', 'нравится', 'увлёкся',
    'увлекся', 'увлеклась', 'ещё в школе', 'еще в школе', 'ни разу не пожалел*', 'дед', 'мой отец',
    'мой папа', 'моя мама', 'правильную профессию', 'на первое место', 'умею находить',
    'складом ума', 'склад ума', 'всегда мечтал*',
    // Self-portraits and promises of what one "will always" do, in place of how.
    'дисциплинированн*', 'внимательный', 'внимательная', 'вежлив*', 'не пью', 'не курю',
    'сохранять спокойствие', 'в любой ситуации', 'не подведу', 'отзывались обо мне',
    'такие качества', 'физически крепк*', 'всегда буду', 'буду всегда', 'всё возможное',
    'все возможное', 'всё от меня зависящее', 'все от меня зависящее', 'на первом месте',
    'никогда не допущу', 'строго соблюдать', 'максимально внимательн*', 'всегда действовать',
    'с радостью', 'по-настоящему', 'нравил*', 'ради этого', 'ничего приятнее', 'не надоедает',
    'это профессия', 'помогать людям',
    // Why the field, told as a memory and a feeling.
    'обожаю', 'вдохновля*', 'нет ничего важнее', 'всегда хотел*', 'горжусь', 'мне важно',
    'не просто работа', 'любв* к своему делу', 'любовь к своему делу', 'для меня эта профессия',
    'для меня это', 'счастливее', 'ценят меня', 'надежност*', 'общий язык', 'в срок',
    'быстро вникаю', 'легко нахожу', 'никогда не опаздываю', 'работаю честно', 'лажу',
    'конфликтов у меня', 'хвалили', 'можно положиться', 'всему учусь', 'аккуратн*',
  ],
};

/** Distinct platitudes that make an answer one made of them… */
const MIN_PLATITUDES = 2;
/** …with one in most of its sentences: a vague but real answer has a platitude in passing. */
const MIN_PLATITUDE_SENTENCES = 0.6;
const ALMOST_ALL = 0.75;
/** This many sentences, every one general words, make a non-answer whatever words it borrows. */
const ALL_PROMISES_SENTENCES = 3;
const STAR_LABEL = new RegExp(`^\\s*(?:${STAR_LABEL_WORDS}|actions)\\s*[:—–-]`, 'iu');
/** A STAR label and at most this many words make a frame of a template. */
const FRAME_WORDS = 8;
/** Share of the question's own words an answer to it takes up, below which it does not engage. */
const MAX_QUESTION_SHARE = 0.35;

// "I'm a very calm driver" reads as "i am a very calm driver" to the phrases above.
const CONTRACTIONS: ReadonlyArray<[RegExp, string]> = [
  [/\bi'm\b/g, 'i am'],
  [/\bi've\b/g, 'i have'],
  [/\bi'd\b/g, 'i would'],
  [/\bi'll\b/g, 'i will'],
];

function plain(text: string): string {
  return CONTRACTIONS.reduce((out, [from, to]) => out.replace(from, to), normaliseText(text));
}

/** How much of an answer is general words about oneself: distinct phrases, share of sentences. */
export function measurePlatitudes(
  answer: string,
  language: Language,
): { phrases: number; sentenceShare: number } {
  const phrases = PLATITUDES[language];
  const sentences = answer.split(/(?<=[.!?;])\s+/).filter((part) => /\p{L}/u.test(part));
  // The habit a story ends on ("Since then I always check hydration status…", «С тех пор я всегда
  // сверяю…») is what the candidate changed, not a self-portrait (a new user's walk: a strong
  // story lost 8 points for it).
  const general = sentences.filter((sentence) => !CHANGED_SINCE[language].test(sentence));
  const withPlatitude = general.filter(
    (sentence) => findPhrases(plain(sentence), phrases).length > 0,
  ).length;
  return {
    phrases: findPhrases(plain(general.join(' ')), phrases).length,
    sentenceShare: sentences.length === 0 ? 0 : withPlatitude / sentences.length,
  };
}

/** True when an answer to a how or what-happened question is only general words about oneself. */
export function isGenericAnswer(options: {
  answer: string;
  question: string;
  language: Language;
  questionKind: QuestionKind;
  hasExample: boolean;
  steps: readonly string[];
  figures: number;
}): boolean {
  // An open question ("Tell me about yourself", "Why this job?") may be answered with qualities.
  if (options.questionKind === 'open' || !options.question.trim()) return false;
  if (options.steps.length >= 2 || options.figures > 0) return false;
  const phrases = PLATITUDES[options.language];
  const platitudes = findPhrases(plain(options.answer), phrases);
  if (platitudes.length < MIN_PLATITUDES) return false;
  // "Situation: we had a plan to hit." is a template's frame, not a sentence of content.
  const sentences = options.answer
    .split(/(?<=[.!?;])\s+/)
    .filter((part) => /\p{L}/u.test(part))
    .filter((part) => !(STAR_LABEL.test(part) && part.split(/\s+/).length <= FRAME_WORDS));
  if (sentences.length === 0) return false;
  const withPlatitude = sentences.filter(
    (sentence) => findPhrases(plain(sentence), phrases).length > 0,
  ).length;
  const share = withPlatitude / sentences.length;
  if (share < MIN_PLATITUDE_SENTENCES) return false;
  // A case makes it an answer, unless nearly every sentence is a platitude ("when I close up a
  // clean panel I still get that satisfaction" is no case).
  if (options.hasExample && share < ALMOST_ALL) return false;
  // Every sentence a quality or a promise ("I would always approach any new tool with an open
  // mind…"): the question's words said back inside promises are not an answer to it either.
  if (share === 1 && sentences.length >= ALL_PROMISES_SENTENCES && !options.hasExample) return true;
  const questionStems = new Set(contentStems(options.question));
  if (questionStems.size === 0) return false;
  const answered = new Set(contentStems(options.answer).filter((stem) => questionStems.has(stem)));
  return answered.size / questionStems.size < MAX_QUESTION_SHARE;
}
