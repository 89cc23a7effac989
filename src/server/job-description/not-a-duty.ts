// What a posting says in its duty sections or sentences that is no duty to ask about: other work
// as required, what the job gives or is like, pay, how to apply, contact details.
import { PHONE_NUMBER } from './job-sections';

// "Other estate work as required", «прочие работы по указанию бригадира»: no duty to ask about.
const OTHER_WORK = /^(?:other|any other|прочие|иные|другие)(?![\p{L}])/iu;
// What the job is like or gives rather than what its holder does: a state ("always be on your
// feet and outside in whatever the weather"), the shifts ("rotating early, late and night
// shifts"), training or a certificate the employer provides («работать под присмотром
// наставника», "complete a Certificate III", "attend college one day a week"), and what a
// trainee will learn or study ("study for your provisional PCV licence", "learn both in the
// classroom and on our floors", «изучать ассортимент»): asked what can go wrong with it, or where
// they did it before, a learner has no answer. Quoted as a duty, each was rated 1–2 (rounds 9
// and 15).
const NOT_A_DUTY_ITEM =
  /^(?:learn|learning|study|studying|учиться|обучаться|изучать|осваивать|освоить)(?![\p{L}])|^(?:always (?:be|being)|(?:be|being) (?:able|prepared|happy|comfortable|willing|ready|fit|on your feet|outdoors|outside)|быть (?:готов|в состоянии))(?![\p{L}])|(?:rotating|working|work) (?:[\p{L}\d-]+,? (?:and |or )?){0,4}(?:shifts|weekends|nights|hours)(?![\p{L}])|(?<![\p{L}])\d+(?:[.,]\d+)? hours (?:a|per) week|monday to friday|с понедельника по пятницу|работ\p{L}* (?:в|по) (?:\p{L}+ ){0,2}(?:смен|график|выходн)|attend(?:ing)? (?:[\p{L}\d-]+ ){0,4}(?:training|college|course|classes)(?![\p{L}])|training (?:is )?provided|complet(?:e|ing) (?:a|an|the|your) (?:[\p{L}\d-]+ ){0,5}(?:certificate|qualification|course|apprenticeship|induction|program|programme)|под (?:присмотром|руководством) наставника|(?:with|alongside) (?:a|your|our) mentor(?![\p{L}])|under (?:close )?supervision|(?:пройти|проходить|прохождение) обучени/iu;
/**
 * A price or pay ("перегородки — от 450 руб./м²", «оплата сдельная, расценки честные», "£14.50 per
 * hour"): what the work pays, never a duty (round 24 of the question rating quoted both).
 */
const PAY =
  /\d\s*(?:руб|₽|£|\$|€|usd|eur)|[£$€]\s*\d|^(?:оплата|зарплата|заработная плата|оклад|выплат\p{L}*|pay|salary|wage)(?![\p{L}])|^(?:официальное )?оформление (?:по ТК|как|официальн|в штат|с первого)|^(?:расч[её]т|выплаты|аванс)\s+(?:\p{L}+\s+)?(?:еженедельн|ежедневн|каждый|каждую|раз в|два раза|2 раза|по факту|наличн|на карту)/iu;
/**
 * What the job gives ("Local Government Pension Scheme, 26 days' leave plus bank holidays", «ДМС
 * после испытательного срока», «отпуск 28 дней»): a benefit, never a duty. Only at the item's
 * start, so "process annual leave requests" and "administer the pension scheme" stay duties (the
 * fifth frozen panel's blind question rating found a benefit line quoted as a duty, rated 1).
 * Nor what the employer gives ("We offer paid training, including dementia care…", «Предлагаем
 * обучение за счёт компании»): quoted as a duty in round 50, rated 1 by both raters.
 */
const BENEFIT =
  /^(?:(?:local|government|company|workplace|contributory|generous|competitive|stakeholder|enhanced|excellent|good|nhs|civil service)\s+){0,3}(?:pension|pensions|annual leave|sick pay|paid holiday|holiday allowance|life assurance|private health|health insurance|employee discount|staff discount)(?![\p{L}])|^\d+\s+days['’]?\s+(?:annual\s+)?(?:leave|holiday)|^(?:дмс|добровольное медицинское страхование|(?:оплачиваемый |ежегодный )?отпуск(?: \d+| по)|корпоративн\p{L}* (?:скидк|пенси))|^(?:we(?:'ll| will)? (?:also )?(?:offer|provide|give|pay for|fund|cover)|you(?:'ll| will) (?:get|receive|be offered|have access)|(?:мы )?(?:предлагаем|предоставляем|оплачиваем)|компания (?:предоставляет|оплачивает))(?![\p{L}])/iu;
/**
 * How to apply ("Apply with your CV", «Пишите в сообщения на Авито…»): said to the applicant, never
 * a duty. A Russian duty is an infinitive or a noun, never a plural imperative.
 */
const APPLYING =
  /^(?:apply|send (?:us|your|a) |call us|email us|e-mail us|contact us|get in touch|пишите|звоните|присылайте|пришлите|отправляйте|откликайтесь|приходите на собеседование)(?![\p{L}])/iu;
/**
 * A note or a prohibition ("please note: scribes do not place orders"): what the holder does not
 * do (round 33 of the question rating quoted it as a duty and asked what goes wrong doing it).
 * In English only at the item's start or after its subject ("ensure doors do not stay open" is a
 * duty); in Russian its predicate anywhere («курение на территории запрещено», not «контроль
 * проноса запрещённых предметов»).
 */
const NOTE_OR_PROHIBITION =
  /^(?:please note|note:|nb[:.]|важно:|обратите внимание)|^(?:[\p{L}-]+ )?(?:do not|does not|don['’]t|doesn['’]t|will not|won['’]t|never|may not|must not)(?![\p{L}])|(?<![\p{L}])(?:не допускается|не разрешается|запрещено|запрещается)(?![\p{L}])/iu;
/**
 * A check the applicant goes through ("go through our network's fit and proper checks", "pass a
 * DBS check", «пройти медосмотр»): done to the holder, not by them (round 33: rated 1, "something
 * the candidate undergoes, not a task"). In English only where the check ends the item: "go
 * through safety checks with each new starter" and "pass on messages…" are duties.
 */
const UNDERGOING =
  /^(?:go(?:ing)? through|pass(?:ing)?|undergo(?:ing)?|be subject to)\s+(?:[\p{L}\d'’-]+\s+){0,6}?(?:checks?|vetting|screening|medical|clearance)(?:\s*\([^)]*\))?\s*$|^(?:пройти|проходить|прохождение)(?![\p{L}])(?:.*?)(?:проверк|медосмотр|медкомисси|собеседован|флюорограф)/iu;
/**
 * A requirement under the duties ("Must hold a valid SIA licence"): what the holder has, not does;
 * so is experience asked for or a wish ("Care experience preferred but full training given",
 * «опыт работы желателен»: a new user's walk, thirty-eighth session, was asked "Tell me about a time
 * you did this" of it).
 */
const REQUIREMENT =
  /^(?:you )?must (?:have|hold|be)(?![\p{L}])|^(?:[\p{L}-]+\s+){0,2}(?:experience|опыт)(?![\p{L}])|(?<![\p{L}])(?:preferred|desirable)(?=\s+but\b|\s*[,.;(]|\s*$)|(?<![\p{L}])(?:желательн\p{L}*|приветствуется|будет плюсом|будет преимуществом)(?![\p{L}])/iu;
/**
 * The person wanted rather than the work ("We need someone who is punctual and dependable", «Нам
 * нужен человек, который не боится…»): a quality asked for, never a duty to ask what goes wrong
 * with (the twenty-third panel's raters: "treats a personal requirement as a task", rated 2).
 */
const PERSON_WANTED =
  /^(?:we(?:['’]re| are)? (?:need|want|looking for|seek|seeking)|the ideal (?:candidate|person|applicant)(?: (?:is|will be))?)\s+(?:(?:someone|somebody|a person|people|an individual|candidates?|applicants?)\s+)?(?:who(?:['’]s| is| are| has| have| can)|with)(?![\p{L}])|^(?:нам (?:нужен|нужна|нужны)|(?:мы )?ищем)\s+(?:(?:человек\p{L}*|сотрудник\p{L}*|кандидат\p{L}*)\s*,?\s*)?(?:котор\p{L}+|с|со)(?![\p{L}])/iu;
/** Whether a line names the person wanted, not the work (a whole line, before it is split). */
export function isPersonWanted(line: string): boolean {
  return PERSON_WANTED.test(line.replace(/^[\s•·*–—-]+/u, ''));
}
/** A phone number, an address to write to or a link: contact details, never a duty. */
const CONTACT = new RegExp(String.raw`${PHONE_NUMBER.source}|@|https?:|www\.`, 'u');

/**
 * Whether an item is what the job pays or how to apply, never work of any kind: no duty to quote,
 * nor a responsibility to ask about (a learner's "under a mentor" is still their work there).
 */
export function isPayOrContact(raw: string, bare: string): boolean {
  return CONTACT.test(raw) || PAY.test(bare) || BENEFIT.test(bare) || APPLYING.test(bare);
}

/** Whether an item found where duties stand is no duty to quote (`bare`: without its bullet). */
export function isNotADuty(raw: string, bare: string): boolean {
  return (
    isPayOrContact(raw, bare) ||
    OTHER_WORK.test(bare) ||
    NOT_A_DUTY_ITEM.test(bare) ||
    NOTE_OR_PROHIBITION.test(bare) ||
    UNDERGOING.test(bare) ||
    REQUIREMENT.test(bare) ||
    PERSON_WANTED.test(bare)
  );
}
