// How many numbers, times and names an answer gives: the details only someone who was there would
// know ("four bays", "twenty minutes", «две обработки», "last winter", "Glasgow", «Сбер»). The feedback says an answer
// has none only when this count is 0, so it errs towards finding one: any digit, any word that
// counts (one, a couple, half, «пару», «полтора», «полчаса», every inflection of a Russian numeral; not
// "first" or «раз», as often "at first" and «ещё раз») and any capitalised word inside a
// sentence is a detail here.
import type { Language } from '../../../shared/language';
import { normaliseText, tokenize } from '../../language/text';

const NUMBER_WORDS: Readonly<Record<Language, RegExp>> = {
  en: /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|thousands?|millions?|billions?|dozens?|couple|half|twice)$/u,
  ru: /^(?:од(?:ин|н[аоуиеы]\p{L}*)|дв(?:а|е|ух|ум|умя|ое|оих|ой\p{L}*)|тр(?:и|ое|[её]х|[её]м|емя|[её]мя|ет\p{L}*)|оба|обе|обоих|четыр\p{L}*|четвер\p{L}*|пят\p{L}*|шест\p{L}*|сем[иь]\p{L}*|седьм\p{L}*|восем\p{L}*|восьм\p{L}*|девят\p{L}*|десят\p{L}*|\p{L}+надцат\p{L}*|двадцат\p{L}*|тридцат\p{L}*|сорок\p{L}*|\p{L}+десят\p{L}*|сто|ста|сотн\p{L}*|\p{L}+сот\p{L}*|двест\p{L}*|тысяч\p{L}*|миллион\p{L}*|миллиард\p{L}*|пар[аууы]|полтор\p{L}*|половин\p{L}*|дюжин\p{L}*|дважды|трижды|пол(?:часа|дня|года|месяца|недели|смены|ночи|суток|литра|метра|килограмма))$/u,
};

/**
 * When it happened and how long it took: a season, a part of the day, a weekday, a month, a unit
 * of time ("last winter", "for a week", «в марте», «за месяц»).
 */
const TIME_WORDS: Readonly<Record<Language, RegExp>> = {
  en: /^(?:winter|summer|spring|autumn|morning|afternoon|evening|night|nights|yesterday|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|august|september|october|november|december|christmas|easter|minutes?|hours?|days?|weeks?|fortnight|months?|years?)$/u,
  ru: /^(?:зим\p{L}*|весн\p{L}*|летом|осень\p{L}*|осенью|утр\p{L}*|вечер\p{L}*|ноч\p{L}*|вчера|позавчера|выходн\p{L}*|понедельник\p{L}*|вторник\p{L}*|сред[ауы]|четверг\p{L}*|пятниц\p{L}*|суббот\p{L}*|воскресень\p{L}*|январ\p{L}*|феврал\p{L}*|март\p{L}*|апрел\p{L}*|мая|июн\p{L}*|июл\p{L}*|август\p{L}*|сентябр\p{L}*|октябр\p{L}*|ноябр\p{L}*|декабр\p{L}*|новогодн\p{L}*|минут\p{L}*|час|часа|часов|часу|дн[яеийюм]\p{L}*|день|сут\p{L}*|недел\p{L}*|месяц\p{L}*|год\p{L}*|лет)$/u,
};

/**
 * Capitalised words after a sentence's first word (a place, a firm, a person, a product), and
 * anywhere a word with a capital inside it ("ePCR", "NPLQ", «ПУЭ», «ВКонтакте»).
 */
function countNames(answer: string): number {
  return answer.split(/(?<=[.!?;:])\s+|\n+/u).flatMap((sentence) =>
    sentence
      .trim()
      .split(/\s+/u)
      .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
      .filter(
        (word, index) =>
          /^\p{L}+\p{Lu}/u.test(word) ||
          (index > 0 && /^\p{Lu}/u.test(word) && !/^I(?:['’]\p{L}+)?$/u.test(word)),
      ),
  ).length;
}

/** "One of", «одна из» counts nothing («это одна из моих сильных сторон»: the thirteenth panel). */
const ONE_OF: Readonly<Record<Language, RegExp>> = {
  en: /\bone of\b/giu,
  ru: /(?<![\p{L}])од(?:ин|на|но|ним|ной|ного|ному|ну) из(?![\p{L}])/giu,
};

/** A number in digits or words. */
const isNumber = (token: string, language: Language) =>
  /\d/u.test(token) || NUMBER_WORDS[language].test(token);

/** Numbers (in digits or words), times and names the answer gives. */
export function countSpecifics(answer: string, language: Language): number {
  const tokens = tokenize(normaliseText(answer.replace(ONE_OF[language], ' ')));
  // …inside a word joined by a hyphen too ("a four-claw setting", "a two-week wait", «двух-трёх»):
  // the twenty-fifth panel's read, "told without a single number" of a platinum four-claw.
  const numbers = tokens.filter(
    (token) =>
      token.split('-').some((part) => isNumber(part, language)) || TIME_WORDS[language].test(token),
  ).length;
  return numbers + countNames(answer);
}

/**
 * Effort claimed as a share of more than everything ("I always give 110 percent", «выкладываюсь на
 * сто процентов»): a boast, not a detail of the work. The feedback does not count it as a figure
 * where it decides that an answer is only what the candidate says they are like (a new user's
 * walk, thirty-second session: such an answer was told "expect “why us?”").
 */
const EFFORT_BOAST: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:1\d\d|(?:a|one) hundred(?: and \w+)?)\s*(?:%|percent|per cent)/giu,
  ru: /(?:(?<![\p{L}\d])1\d\d|(?<![\p{L}])сто)\s*(?:%|процент\p{L}*)/giu,
};
/**
 * The numbers counted as details inside such boasts ("one hundred percent" is two words that
 * count: the twenty-first panel's vague answer "I always give one hundred percent" kept one).
 */
export function countEffortBoasts(answer: string, language: Language): number {
  return [...answer.matchAll(EFFORT_BOAST[language])]
    .map((boast) => tokenize(normaliseText(boast[0])).filter((token) => isNumber(token, language)))
    .reduce((sum, numbers) => sum + Math.max(1, numbers.length), 0);
}

/** "One" that counts nothing: "number one priority", "the one who", «ни одна заявка». */
const NO_COUNT: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:number one|the one|one (?:another|by one|thing at a time|step at a time|day at a time))\b/giu,
  ru: /(?<![\p{L}])(?:ни од\p{L}*|номер один|один за другим|по одному|по одной)(?![\p{L}])/giu,
};
/** A unit of time fixed by when it was ("every morning", «прошлой зимой»), not "hard days". */
const WHEN: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:every|each|last|that|this|next|on a|one)\s+(?:\p{L}+\s+)?(?:winter|summer|spring|autumn|morning|afternoon|evening|night|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|easter|day|week|month|year|shift|season)\b/gu,
  ru: /(?<![\p{L}])(?:кажд\p{L}*|прошл\p{L}*|позапрошл\p{L}*|т(?:от|у|ой|ом)|эт(?:от|у|ой|им)|следующ\p{L}*|по)\s+(?:\p{L}+\s+)?(?:зим\p{L}*|весн\p{L}*|лет\p{L}*|осен\p{L}*|утр\p{L}*|вечер\p{L}*|ноч\p{L}*|выходн\p{L}*|понедельник\p{L}*|пятниц\p{L}*|суббот\p{L}*|воскресень\p{L}*|дн\p{L}*|день|недел\p{L}*|месяц\p{L}*|год\p{L}*|смен\p{L}*|сезон\p{L}*)(?![\p{L}])/giu,
};
/** An abbreviation in capitals ("NPLQ", «ПУЭ», "PPE"): a detail only where nobody gave it. */
const ACRONYM = /^\p{Lu}{2,6}$/u;

/**
 * What could back a claim about oneself: numbers in digits or words (not a share of more than
 * everything), and names and abbreviations the question and the posting did not give. Not a
 * bare unit of time ("hard days", "over the years": what countSpecifics also counts), and not
 * "the correct PPE" of a posting that asks for it.
 */
export function countBackingDetails(
  answer: string,
  options: { language: Language; given: readonly string[]; names: number },
): number {
  const { language } = options;
  const counted = answer.replace(ONE_OF[language], ' ').replace(NO_COUNT[language], ' ');
  const numbers = tokenize(normaliseText(counted)).filter((token) =>
    token.split('-').some((part) => isNumber(part, language)),
  ).length;
  const times = [...normaliseText(answer).matchAll(WHEN[language])].length;
  const given = new Set(options.given.flatMap((text) => text.split(/[^\p{L}]+/u)));
  const acronyms = new Set(
    answer.split(/[^\p{L}]+/u).filter((word) => ACRONYM.test(word) && !given.has(word)),
  ).size;
  const boasts = countEffortBoasts(answer, language);
  return Math.max(0, numbers - boasts) + times + acronyms + options.names;
}
