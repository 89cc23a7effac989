// Duties a posting lists in running text rather than in a bulleted section: "You will mix and
// shape the bread, bake pastries and clean down the ovens", «Нужно будет патрулировать угодья,
// выявлять браконьерство…». Each list is read after the phrase that opens it and split into its
// items where the next item opens the same way as the first.
import { ENGLISH_VERBS, LIST_VERBS, RUSSIAN_NOUNS } from './duty-words';

// Phrases in running text after which the posting lists its duties, each with the form its list's
// items take: a verb's base form ("you will inspect …, log … and return …"), a gerund ("tasks
// include moving nets, clearing snow …"), a Russian infinitive ("нужно будет патрулировать …,
// выявлять …") or a Russian noun of action ("в ваши задачи будет входить приёмка …, пастеризация …").
// The post holder named in the third person takes a third-person list ("the technician resurfaces
// …, edges … and monitors …", «костюмер готовит …, сверяет …, гладит …»).
type ListForm =
  | 'base'
  | 'ing'
  | 'infinitive'
  | 'action-noun'
  | 'third-person'
  | 'ru-third-person'
  | 'ru-second-person';
// …nor does "show you how to…" after a holder named by the title ("our beekeepers will show you how
// to light a smoker"): what it shows is read by the lead for a learner's duties.
const NOT_A_DUTY_VERB =
  /^(?:need|be|have|get|receive|join|enjoy|report to|work with us|benefit|earn|also need|(?:show|teach|train) you|иметь|быть|уметь|знать|обладать|получать|пройти|получить|предоставить|работать в команде)(?![\p{L}])/iu;
interface RunningLead {
  lead: RegExp;
  form: ListForm;
  /** Whether its list may go on past "; " ("designing packaging…; preparing artwork…; and …"). */
  semicolons?: boolean;
  /** Words that open each item and are not the duty ("how to" in "we'll show you how to …"). */
  itemOpener?: RegExp;
}
const RUNNING_LEADS: RunningLead[] = [
  {
    // "Most of your week will be spent designing…", "Day to day that means getting…, cooking…":
    // the words of work that follow (a gerund, perhaps after one word) make it a list of duties.
    lead: /(?<![\p{L}])(?:(?:(?:most|much|the bulk|a lot) of )?your (?:time|day|days|week|shifts?) (?:will be |is |are )?spent|(?:that|this|which) means:?)\s+(?!(?:being|having|getting|you|your)(?![\p{L}]))(?=(?:\p{L}+\s+)?\p{L}{3,}ing(?![\p{L}]))/giu,
    form: 'ing',
    semicolons: true,
  },
  {
    // «Нужен специалист, который будет оформлять декларации…; классифицировать товары…».
    lead: /(?<![\p{L}])(?:который|которая|кто) (?:будет|станет)\s+(?=(?:\p{L}+о\s+)?[а-яё-]+(?:ть|ться|чь|чься)(?![\p{L}]))/giu,
    form: 'infinitive',
    semicolons: true,
  },
  {
    // «На практике это значит: регулярно общаться с клиентами…; вести бэклог…».
    lead: /(?<![\p{L}])(?:(?:на практике|по сути|фактически),? )?это (?:значит|означает)\s*[:—–-]?\s+(?=(?:\p{L}+о\s+)?[а-яё-]+(?:ть|ться|чь|чься)(?![\p{L}]))/giu,
    form: 'infinitive',
    semicolons: true,
  },
  {
    // "They will" names the holder only where it opens a sentence: "a design they'll love for life"
    // speaks of the clients.
    lead: /(?<![\p{L}])(?:you will|you'll|you’ll|the successful (?:candidate|applicant|person) will|the post ?holder will|the job ?holder will)(?:\s+also)?\s+|(?:^|(?<=[.!?]\s+))they(?: will|'ll|’ll)(?:\s+also)?\s+/gimu,
    form: 'base',
  },
  {
    lead: /(?<![\p{L}])(?:(?:duties|tasks|responsibilities|work) (?:will )?(?:include|includes|involve|involves)|the (?:role|job|work|position) (?:will )?(?:involves?|includes?)|(?:you will|you'll|you’ll) be responsible for|(?:you will|you'll|you’ll) (?:also )?be(?=\s+\p{L}+ing(?![\p{L}])))\s+/giu,
    form: 'ing',
  },
  {
    // What a trainee will be shown: "Our team leaders will show you how to pick without bruising
    // the fruit…, how to use a picking bag…", «научу сам: как разделать полутушу…, как работать
    // топором…». The work a learner will do, which an entry-level posting lists no other way.
    lead: /(?:(?<![\p{L}])(?:will|we|I)|['’]ll) (?:show|teach|train) you(?: all)?\s+(?=how to\s)|(?<![\p{L}])(?:научу|научим|обучим|покажу|покажем)(?: вас| тебя)?(?: сам| сами| всему| с нуля)?\s*[:—–-]?\s+(?=как\s)/giu,
    form: 'base',
    itemOpener: /how to|как/iu,
  },
  {
    // «Также на вас выкладка витрины, взвешивание и продажа покупателям…»: what is "on you".
    lead: /(?<![\p{L}])(?:(?:также|кроме того,?) )?на вас(?: (?:также|будет|будут|лежит|лежат))?\s*[:—–-]?\s+(?=[а-яё]+(?:ание|яние|ение|ёние|тие|ция|ка|аж)(?![\p{L}]))/giu,
    form: 'action-noun',
  },
  {
    lead: /(?<![\p{L}])(?:вы будете|вам предстоит)\s+/giu,
    form: 'infinitive',
  },
  {
    // «Вы встречаете гостей у входа, ведёте книгу бронирования, рассаживаете гостей…»: the
    // holder addressed in the present, where a sentence opens with «Вы» and a verb.
    lead: /(?:^|(?<=[.!?]\s+))(?:вы|Вы)(?:\s+(?:также|сами|ежедневно|обычно))?\s+(?=[а-яё]{3,}(?:ете|ёте|ите)(?:сь)?(?![\p{L}]))/gmu,
    form: 'ru-second-person',
  },
  {
    // «Нужно» also opens requirements, so only an infinitive of work follows it here.
    lead: /(?<![\p{L}])(?:(?:вам )?(?:также )?(?:нужно|необходимо) будет|(?:также )?нужно)\s+(?=(?:\p{L}+о\s+)?[а-яё-]+(?:ть|ться|чь|чься|сти)(?![\p{L}]))/giu,
    form: 'infinitive',
  },
  {
    lead: /(?<![\p{L}])(?:в (?:ваши |ваших |основные |ежедневные )?(?:задачи|обязанности) (?:будет |будут )?(?:входит|входят|входить|войдут|войдёт|войдет)|(?:ваши |основные )?(?:задачи|обязанности) (?:включают|включают в себя))\s+/giu,
    form: 'action-noun',
  },
];
// Where a running-text sentence (and its list) ends.
const SENTENCE_END = /[.!?](?=\s|$)|[;\n]/u;
const SENTENCE_END_PAST_SEMICOLONS = /[.!?](?=\s|$)|\n/u;
// The next "you will" in the same sentence opens a list of its own.
const NEXT_LEAD = /,?\s+(?:and\s+)?(?:you will|you'll|you’ll)(?![\p{L}])/iu;
// Third-person verbs that say what the job is or gets, not what its holder does.
const NOT_A_DUTY_THIRD_PERSON =
  /^(?:is|has|was|does|needs|must|can|should|gets|earns|receives|joins|reports|comes|means|requires|starts|works for|является|имеет|получает|работает|отвечает|будет|может|должен|должна)(?![\p{L}])/iu;
const RUSSIAN_THIRD_PERSON = /^[а-яё]{3,}(?:ет|ёт|ит|ут|ют|ат|ят)(?:ся)?$/u;
const RUSSIAN_SECOND_PERSON = /^[а-яё]{3,}(?:ете|ёте|ите)(?:сь)?$/u;
// What the holder gets, is or may do, addressed as «вы», not what they do at work.
const NOT_A_DUTY_SECOND_PERSON =
  /^(?:получаете|можете|сможете|имеете|хотите|любите|умеете|знаете|являетесь|становитесь|присоединяетесь|растёте|растете|развиваетесь|учитесь|будете|готовы|работаете в команде)(?![\p{L}])/iu;
// prettier-ignore
const NOUNS_LIKE_VERBS = new Set([
  'бюджет', 'пакет', 'предмет', 'совет', 'ответ', 'кабинет', 'приоритет', 'кредит', 'лимит',
  'визит', 'депозит', 'транзит', 'результат', 'формат', 'аппарат', 'автомат', 'агрегат',
  'комбинат', 'салат', 'штат', 'сайт', 'маршрут', 'институт', 'инструмент', 'документ',
]);
// An infinitive ends in a vowel, «с» or «з» and «ть» («контролировать», «класть», «лезть»), never
// in «-ость» («влажность», «безопасность»: «контролировать температуру и влажность по приборам» is
// one duty); a few common nouns end as one does.
const RUSSIAN_INFINITIVE =
  /^[а-яё-]+(?:[аяеёиоуыэю]|(?<!о)с|з)(?:ть|ться)$|^[а-яё-]{3,}(?:чь|чься)$|^(?:вести|нести|везти|расти|пасти)$/u;
const NOUNS_LIKE_INFINITIVES = new Set([
  'печать',
  'сеть',
  'часть',
  'власть',
  'честь',
  'треть',
  'кровать',
  'мебель',
]);
const ACTION_NOUN_ENDING = /(?:ание|яние|ение|ёние|тие|ция|зия|аж)$|^[а-яё]{5,}ка$/u;

function isEnglishVerb(word: string): boolean {
  return ENGLISH_VERBS.has(word) || LIST_VERBS.has(word);
}

/** An English verb in the third person ("inspects", "carries", "washes"). */
function isThirdPersonVerb(word: string): boolean {
  if (!word.endsWith('s')) return false;
  const bases = [word.slice(0, -1)];
  if (word.endsWith('ies')) bases.push(`${word.slice(0, -3)}y`);
  if (/(?:s|x|z|ch|sh|o)es$/.test(word)) bases.push(word.slice(0, -2));
  return bases.some(isEnglishVerb);
}

/** Whether a word opens a duty of any form: a verb, a gerund, an infinitive, a noun of action. */
export function opensDuty(word: string): boolean {
  const forms: ListForm[] = ['base', 'ing', 'infinitive', 'action-noun'];
  return forms.some((form) => opensItem(word, form));
}

/** Whether a word opens another item of a list of the given form. */
function opensItem(word: string, form: ListForm): boolean {
  const lower = word.toLowerCase();
  if (form === 'base') return isEnglishVerb(lower);
  if (form === 'third-person') return isThirdPersonVerb(lower);
  if (form === 'ru-second-person')
    return RUSSIAN_SECOND_PERSON.test(lower) && !NOT_A_DUTY_SECOND_PERSON.test(lower);
  if (form === 'ru-third-person')
    return RUSSIAN_THIRD_PERSON.test(lower) && !NOUNS_LIKE_VERBS.has(lower);
  if (form === 'ing') return lower.length >= 5 && lower.endsWith('ing');
  if (form === 'infinitive') {
    return (
      RUSSIAN_INFINITIVE.test(lower) &&
      !NOUNS_LIKE_INFINITIVES.has(lower) &&
      !NOT_A_DUTY_VERB.test(lower)
    );
  }
  return RUSSIAN_NOUNS.has(lower) || ACTION_NOUN_ENDING.test(lower);
}

// Inside a list of duties, a short noun in -ка is one too («резка», «сушка», «чистка», «уборка»);
// alone it may be anything («ставка», «скидка»), so it opens no list.
const SHORT_ACTION_NOUN = /^[а-яё]{3,}ка$/u;

/** Whether a word opens a duty in a duty section, where a short noun in -ка does too. */
export function opensDutyInSection(word: string): boolean {
  return opensDuty(word) || SHORT_ACTION_NOUN.test(word.toLowerCase());
}

/** Whether a word opens the next item of a list already read as duties of the given form. */
function opensListItem(word: string, form: ListForm): boolean {
  return (
    opensItem(word, form) || (form === 'action-noun' && SHORT_ACTION_NOUN.test(word.toLowerCase()))
  );
}

/**
 * Splits a running-text list into its items at a comma (or ", and", ", и", ", а также") that opens
 * an item of the same form: "support the headkeeper, help with predator control and assist on
 * shoot days" is three duties, "mount whitetail deer, antelope and turkey" is one.
 */
function splitRunningList(text: string, form: ListForm): string[] {
  const items: string[] = [];
  let start = 0;
  // A colon may open the steps of the duty before it ("a full restoration: take apart and
  // examine …, draw up …"); ", then" always opens the next step.
  const separator =
    /(?:,|:)\s+(?:(then)\s+|(?:and\s+|or\s+|as well as\s+|и\s+|а также\s+|затем\s+)?)(?=([\p{L}-]+))|\s(and|и)\s+(?=([\p{L}-]+))/gu;
  for (const match of text.matchAll(separator)) {
    const next = match[2] ?? match[4] ?? '';
    // Verbs that share one object stay together ("baiting, hauling and stacking pots").
    if (text.slice(start, match.index).trim().split(/\s+/).length < 2) continue;
    if (match[3]) {
      // A bare "and" joins two duties of a gerund or Russian list when the word before it ends
      // an item ("labelling allergens and serving customers"), not when it joins two verbs of
      // one duty ("clean and sanitise the tanks", «формование и посолка»).
      const before = text.slice(0, match.index).split(/\s+/).at(-1) ?? '';
      // A noun in -ка after a bare «и» may be a genitive («поддержание чистоты и порядка»).
      const genitive = form === 'action-noun' && /ка$/u.test(next.toLowerCase());
      if (form === 'base' || genitive || !opensItem(next, form) || opensListItem(before, form)) {
        continue;
      }
    } else if (!match[1] && !opensListItem(next, form)) continue;
    items.push(text.slice(start, match.index));
    start = (match.index ?? 0) + match[0].length;
  }
  items.push(text.slice(start));
  return items;
}

// An item whose object is a pronoun ("get them off to the tannery") says nothing quoted alone.
const PRONOUN_OBJECT =
  /^\S+\s+(?:them|it|this|these|those|him|her|их|его|её|ее|это|эти)(?![\p{L}])/iu;

const LISTED_FORMS: readonly ListForm[] = ['action-noun', 'infinitive', 'ing', 'base'];
const DETERMINER =
  /^(?:the|a|an|our|your|their|this|these|those|we|you|they|he|she|it|i|мы|вы|они|он|она|наш|наша|наши|ваш|ваша|ваши)$/iu;

/**
 * A sentence that lists duties of one form ("кладка стен из газобетона, армирование кладки,
 * облицовка фасадов", "serve customers, take payments and keep the shop clean"), split into them:
 * the form is read from its first word or, after an adjective («серийная формовка …»), its second.
 * A sentence whose next items open no duty of that form stays whole.
 */
export function splitListedDuties(sentence: string): string[] {
  // An aside in brackets is detail, and its commas are not the list's.
  const text = sentence.replace(/\s*\([^)]*\)/g, '');
  const opening = text
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.replace(/[^\p{L}-]/gu, ''));
  // A sentence whose subject opens it ("The Dyeing Master will…", «Мы…») lists nothing by the
  // form of its second word.
  const candidates = DETERMINER.test(opening[0] ?? '') ? [] : opening;
  for (const form of LISTED_FORMS) {
    if (!candidates.some((word) => opensListItem(word, form))) continue;
    const [first = '', ...rest] = splitRunningList(text, form);
    if (rest.length > 0)
      return [first, ...rest.filter((item) => !PRONOUN_OBJECT.test(item.trim()))];
  }
  return [sentence];
}

/**
 * Leads naming the post holder by the job title's words: "the ice technician will …", "the
 * technician resurfaces …", «костюмер готовит …».
 */
function titleLeads(title: string): RunningLead[] {
  // The head noun names the holder: an English title's last word ("ice technician"), a Russian
  // title's first («помощник машиниста», «тренер-преподаватель»).
  const words = (title.split(/[/(|,–—]/u)[0] ?? '')
    .toLowerCase()
    .split(/[^\p{L}-]+/u)
    .filter(Boolean);
  const lastWord = words.at(-1) ?? '';
  const english = /^[a-z]{4,}$/.test(lastWord) ? [lastWord] : [];
  const russian = (words[0] ?? '')
    .split('-')
    .filter((word) => /^[а-яё]{4,}$/.test(word))
    .map((word) => word.slice(0, -2));
  const leads: RunningLead[] = [];
  if (english.length > 0) {
    const holder = String.raw`(?<![\p{L}])(?:the|our|each|every|this) (?:[\p{L}-]+ ){0,2}?(?:${english.join('|')})s?`;
    leads.push(
      { lead: new RegExp(String.raw`${holder} will (?:also )?`, 'giu'), form: 'base' },
      {
        lead: new RegExp(String.raw`${holder} (?:also )?(?=\p{L}+s\s)`, 'giu'),
        form: 'third-person',
      },
    );
  }
  if (russian.length > 0) {
    leads.push({
      lead: new RegExp(
        String.raw`(?<![\p{L}])(?:${russian.join('|')})\p{L}{0,3} (?:также |обычно |ежедневно )?(?=[а-яё]{3,}(?:ет|ёт|ит|ут|ют|ат|ят)(?:ся)?\s)`,
        'giu',
      ),
      form: 'ru-third-person',
    });
  }
  return leads;
}

/** A list's items where each opens with the same words ("how to …, how to … and how to …"). */
function splitAtOpeners(sentence: string, opener: RegExp): string[] {
  return sentence
    .split(
      new RegExp(
        String.raw`(?:^|,\s*(?:(?:and|or|и|или)\s+)?|\s(?:and|or|и|или)\s+)(?:${opener.source})\s+`,
        'iu',
      ),
    )
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The duties a posting lists in running text, after "you will", "tasks include", «нужно будет»… */
export function runningItems(description: string, title = ''): string[] {
  const found: Array<{ at: number; items: string[] }> = [];
  for (const { lead, form: leadForm, semicolons, itemOpener } of [
    ...RUNNING_LEADS,
    ...titleLeads(title),
  ]) {
    for (const match of description.matchAll(lead)) {
      const at = (match.index ?? 0) + match[0].length;
      const rest = description.slice(at);
      if (NOT_A_DUTY_VERB.test(rest)) continue;
      if (leadForm === 'ru-second-person' && NOT_A_DUTY_SECOND_PERSON.test(rest)) continue;
      // A list led by "how to" / «как» is one of verbs, English or Russian.
      const form: ListForm = itemOpener && /^как\s/iu.test(rest) ? 'infinitive' : leadForm;
      if (form.endsWith('third-person')) {
        const first = (rest.split(/\s/)[0] ?? '').toLowerCase();
        // The word after the holder is a verb by its place; in English, one in -s.
        const isVerb =
          form === 'third-person' ? /^\p{L}{3,}s$/u.test(first) : opensItem(first, form);
        if (NOT_A_DUTY_THIRD_PERSON.test(rest) || !isVerb) continue;
      }
      const end = [
        rest.search(semicolons ? SENTENCE_END_PAST_SEMICOLONS : SENTENCE_END),
        rest.search(NEXT_LEAD),
      ]
        .filter((index) => index !== -1)
        .reduce((least, index) => Math.min(least, index), rest.length);
      const sentence = rest
        .slice(0, end)
        // An aside in brackets or between dashes is detail, not a duty.
        .replace(/\s*\([^)]*\)/g, '')
        .replace(/\s[–—]\s[^–—]*?\s[–—](?=[\s,])/gu, ',')
        .replace(/,\s*,/g, ',');
      const items = (itemOpener ? splitAtOpeners(sentence, itemOpener) : [sentence])
        .flatMap((part) => part.split(/;\s*(?:(?:and|и|а также)\s+)?/u))
        .flatMap((part) => splitRunningList(part, form))
        .filter((item) => !PRONOUN_OBJECT.test(item.trim()));
      found.push({ at, items });
    }
  }
  return found.sort((a, b) => a.at - b.at).flatMap(({ items }) => items);
}
