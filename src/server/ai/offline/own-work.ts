// Whether an answer about motivation names what the candidate brings already: a licence, a ticket
// or a qualification they hold ("I've got my counterbalance and reach licences"), what they can
// do ("I can do balayage and foils"), or how long they have done the work ("three years as a
// waiter at Vnukovo", «два года работаю на ресепшене»). Such an answer is not told to "add what
// you would bring here": the round-40 training read found that line asking 9 of 31 answers for
// what they had, each of them of this kind; a workplace mentioned in passing ("where I am now is
// all NHS", «раньше работала с поставками») is not, and there the line was useful (22 of 31).
import type { Language } from '../../../shared/language';

const NUMBER_EN =
  '(?:(?:about|around|nearly|almost|over|roughly|more than|just over|just under)\\s+)?(?:\\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a few|several)(?:\\s+and\\s+a\\s+half)?';
const OWN_WORK_EN = new RegExp(
  [
    // A licence, ticket or qualification held.
    "I(?:'ve|’ve| have)(?: got)?\\s+(?:my|the|a|an|both|all)\\b[^.!?]{0,60}?\\b(?:licen[cs]es?|tickets?|certificates?|qualifications?|cards?|NVQ|diploma|degree|level\\s+\\d)",
    "I(?:'m|’m| am)\\s+(?:fully\\s+)?(?:qualified|certified|registered|licensed)",
    // What the candidate can do already.
    'I\\s+can\\s+(?:already\\s+)?(?:do|use|run|drive|handle|operate|cut|fit|shoe|read|speak)\\s+(?!well|it|that|this|the job|a good|my best|anything|everything)\\p{L}',
    // Work done: "I've done Safe and Well visits as on-call", "I've done weekly payrolls".
    "I(?:'ve|’ve| have)\\s+(?:already\\s+)?done\\s+(?!it|that|this|a bit|some|nothing|anything)\\p{L}",
    // Work done, told in the present perfect of a deed ("I've trained 6 people on the RF
    // scanner", "I have handled the float"), or as what they do already ("I already train new
    // starters"); not a feeling, a wish or a hearing ("I’ve always wanted", "I’ve heard"), nor
    // "I’ve worked" (a workplace in passing, where the line was useful: round 40).
    "I(?:'ve|’ve| have)\\s+(?:already\\s+)?(?!been|worked|wanted|loved|liked|enjoyed|learned|noticed|heard|watched|followed|dreamed|always|never|just)\\p{L}+ed\\b",
    // …or in its continuous ("I've been making soft cheese at the goat farm": the twenty-third
    // panel's read, "add what you would bring" asked of it, both readers); not a wish or a search.
    "I(?:'ve|’ve| have)\\s+been\\s+(?!(?:wanting|thinking|looking|hoping|trying|meaning|planning|waiting|considering|dreaming|reading|watching|learning|working|applying|saving|going)\\b)\\p{L}{3,}ing\\s+(?!for\\b|to\\b|about\\b)\\p{L}",
    'I\\s+already\\s+(?!know|have|am|feel|like|love|think|want|understand|see|believe|enjoy)\\p{L}+\\b',
    // How long they have done the work: "three years as a loader", "eight years on the bins".
    `\\b${NUMBER_EN}\\s+years?\\s+(?:as|of|on|in|at|doing|working|running)\\b`,
    `I(?:'ve|’ve| have)\\s+(?:been\\s+)?(?:doing|done|worked|working|run|running)\\b[^.!?]{0,40}?\\bfor\\s+${NUMBER_EN}\\s+(?:years?|months?)`,
    // The work held now: "I'm a postie — I walk twelve miles a round", "I work as a porter"; not
    // a quality or a private role ("I'm a quick learner", "I'm a mum of two": the fourteenth
    // panel's read found "add what you would bring" asked of the postie, twice).
    "I(?:'m|’m| am)\\s+(?:currently\\s+|now\\s+|still\\s+)?(?:a|an)\\s+(?!(?:perfectionist|person|people|believer|fan|mum|mom|mother|dad|father|parent|student|learner|player|fast|quick|good|great|hard|keen|big|natural)\\b)\\p{L}+(?=\\s*[,.;:—–-]|\\s+(?:at|for|in|with|on|by|and)\\b)",
    'I\\s+(?:currently\\s+|now\\s+)?work\\s+as\\s+(?:a|an)\\s+\\p{L}',
  ].join('|'),
  'iu',
);
const NUMBER_RU =
  '(?:(?:около|почти|больше|более|примерно|уже)\\s+)?(?:\\d+|один|одну|два|две|три|четыре|пять|шесть|семь|восемь|девять|десять|пятнадцать|двадцать|полтора|несколько)';
const OWN_WORK_RU = new RegExp(
  [
    // Held: «у меня есть права категории C», «у меня удостоверение стропальщика».
    'у меня (?:есть\\s+)?(?:права|допуск\\p{L}*|удостоверени\\p{L}*|сертификат\\p{L}*|категори\\p{L}*|диплом\\p{L}*|корочк\\p{L}*|разряд\\p{L}*)',
    // Can do: «умею», «работал и с тем, и с другим».
    '(?<![\\p{L}])умею(?![\\p{L}])',
    'работал\\p{L}* и с(?![\\p{L}])',
    // How long the candidate has done it, not a span ahead («через три года», «за ближайшие
    // несколько лет»): «я три года официант», «два года работаю», «стаж восемь лет».
    `(?<![\\p{L}])я\\s+(?:уже\\s+)?${NUMBER_RU}\\s+(?:год|года|лет)(?![\\p{L}])`,
    // …«два года так работал» (the twenty-fourth panel's read: "turn it towards the job" asked).
    `(?<![\\p{L}])${NUMBER_RU}\\s+(?:год|года|лет)\\s+(?:я\\s+)?(?:(?:уже|так|там|тут|здесь)\\s+)?(?:работаю|работал\\p{L}*|был\\p{L}*|веду|вёл|вела)(?![\\p{L}])`,
    `(?<![\\p{L}])(?:от|про)?работал\\p{L}*[,\\s]+(?:\\p{L}+[,\\s]+){0,3}?${NUMBER_RU}\\s+(?:год|года|лет)(?![\\p{L}])`,
    `(?:стаж|опыт)\\p{L}*\\s+(?:\\p{L}+\\s+){0,2}${NUMBER_RU}\\s+(?:год|года|лет)(?![\\p{L}])`,
    // The work held now: «сейчас работаю почтальоном», «я работаю кассиром».
    '(?<![\\p{L}])работаю\\s+(?:сейчас\\s+)?\\p{L}{3,}(?:ом|ем|ой|ей)(?![\\p{L}])',
  ].join('|'),
  'iu',
);

export function tellsOwnWork(answer: string, language: Language): boolean {
  return (language === 'ru' ? OWN_WORK_RU : OWN_WORK_EN).test(answer);
}
