// The words with which an answer already gives what a question's own follow-up would ask for
// (question-follow-up.ts): each follow-up is held back where the answer's words give it, since a
// line that asks for what the answer has is worse than none. Precision first: a word that often
// goes with the thing given is enough to hold the follow-up back.
import type { Language } from '../../../shared/language';
import type { FollowUp } from './question-template';

type Words = Readonly<Record<Language, RegExp>>;

/** Words with which an answer says what it is already doing to prepare. */
const PREPARING: Words = {
  en: /\b(?:practis|practic|course|studying|study|training|reading up|learning|shadow)/iu,
  ru: /(?<![\p{L}])(?:практик|практику|курс|учусь|изучаю|готовлюсь|тренирую|читаю|обучени|занимаюсь)/iu,
};

/**
 * Words with which an answer already says how it will learn what it wants to: a course, training,
 * someone to learn from, a way of doing it ("through your training", "by rebooking", «пройти
 * курсы», «посмотреть на объекте»).
 */
const LEARNING_HOW: Words = {
  en: /\b(?:course|courses|training|train me|train up|shadow\w*|mentor\w*|apprentice\w*|sign up|signed up|enrol\w*|by (?:doing|asking|shadowing|working|taking|going|reading|watching|practis\w+|rebooking|spending)|through (?:your|the|a|an)|learn (?:from|off)|ask (?:to|for|the|if)|you (?:train|offer|fund|pay for|provide|run)|start (?:by|with)|first (?:thing|step|month|week)|I(?:'ll|’ll| will) ask|show me|(?:someone|a colleague|the team) to show)\b/iu,
  ru: /(?<![\p{L}])(?:курс\p{L}*|обучени\p{L}*|наставник\p{L}*|стажир\p{L}*|пройти|пройду|учиться у|поучиться у|у коллег|у старших|попрош\p{L}*|попросить|посмотреть|сходить|записаться|запишусь|спрошу|начну с|первым делом|в первый месяц|в первую неделю|покажут|показать мне|научат)(?![\p{L}])/iu,
};

/** Words with which an answer already says which of its reasons comes first. */
const RANKED: Words = {
  en: /\b(?:most|mostly|main|mainly|above all|first of all|biggest|the one thing|come down to|comes down to)\b/iu,
  ru: /(?<![\p{L}])(?:главн|важнее всего|прежде всего|в первую очередь|больше всего|основн|сводится)/iu,
};

/**
 * A day's scale told already: a number of two digits or more ("about 600 care staff") or a rate
 * per day, week or shift ("four hours a day", «15–20 договоров в неделю», «каждое утро»).
 * Round 44: the scale question asked of such answers read as asking for what they had (5 of 17).
 * So is a week laid out by its days ("Monday to Wednesday… Thursday is EICRs", «по понедельникам…
 * в пятницу»), or a count given as a range in words ("three or four flats", «два-три объекта»):
 * the sixteenth panel's read, "how many, how often" asked of such an answer, both readers.
 */
const SCALE_TOLD: Words = {
  en: /\d{2,}|\b(?:a|per|each|every) (?:day|week|shift|month|night|hour|morning|evening)\b|\b(?:hourly|daily|weekly)\b|\b(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?)\b[\s\S]*\b(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?)\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|\d) (?:or|to) (?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+) [a-z]+s\b/iu,
  ru: /\d{2,}|(?<![\p{L}])(?:(?:в|за) (?:день|неделю|смену|месяц|час|сутки)|кажд(?:ый|ое|ую|ая) (?:день|утро|вечер|смену|неделю|час|ночь)|ежедневно|еженедельно)(?![\p{L}])|(?<![\p{L}])(?:понедельник|вторник|сред[ауы]|четверг|пятниц|суббот|воскресень)\p{L}*[\s\S]*(?<![\p{L}])(?:понедельник|вторник|сред[ауы]|четверг|пятниц|суббот|воскресень)|(?<![\p{L}])(?:одн|дв|тр|четыр|пят|шест|сем|восем|девят|десят)\p{L}*(?:-| или )(?:дв|тр|четыр|пят|шест|сем|восем|девят|десят)\p{L}* \p{L}{3,}/iu,
};

/**
 * A goal tied to a date ("by Christmas", "in January", "within six months", «к концу года», «к
 * лету», «в январе»): a milestone someone can check, whatever the goal (round 42: the milestone
 * question asked of such answers read as asking for what they had).
 */
const MONTHS_EN =
  'january|february|march|april|may|june|july|august|september|october|november|december';
const DATED: Words = {
  en: new RegExp(
    `\\b(?:(?:by|before|until) (?:the )?(?:end|christmas|spring|summer|autumn|winter|new year|next year|${MONTHS_EN})|in (?:${MONTHS_EN})|within (?:a|the|\\w+) (?:month|months|year|weeks))\\b`,
    'iu',
  ),
  ru: /(?<![\p{L}])(?:к (?:концу|лету|весне|осени|зиме|новому году|январю|февралю|марту|апрелю|маю|июню|июлю|августу|сентябрю|октябрю|ноябрю|декабрю)|до конца|в (?:январе|феврале|марте|апреле|мае|июне|июле|августе|сентябре|октябре|ноябре|декабре)|через (?:полгода|год|месяц|\p{L}+ месяц))/iu,
};

/** Something new or different about this job, or what the candidate has not done yet. */
const NEW_TOLD: Words = {
  en: /\b(?:new (?:to|for) me|(?:be|is|are|was) new|different|difference|differs|never (?:done|worked|had|used|been)|(?:haven't|haven’t|have not|hasn't|hasn’t|not) (?:done|worked|had|used|been)|(?:haven't|haven’t|have not|hasn't|hasn’t|has not) \w+|only (?:\w+ ){0,2}(?:a handful|a couple|once|twice)|not (?:yet|really|much|many|on my own|so much)|first time|only (?:ever )?(?:assisted|helped|watched|shadowed)|less experience|gap|catch up|need to (?:learn|get|do|build)|learn more|still learning|(?:don't|do not|didn't|did not) (?:have|do|know)|haven't got|no experience|only a few|not as (?:many|much|big)|smaller|bigger|larger|more than|less than|changed|course|training|weaker|weakest)\b/iu,
  ru: /(?<![\p{L}])(?:нов(?:ое|ым|ой|ая) для меня|будет нов\p{L}*|отлича\p{L}*|по-другому|другое|иначе|друг(?:ая|ой|ие) специфик\p{L}*|нет|пока не|не (?:делал\p{L}*|работал\p{L}*|приходилось|было|вела|вёл|вел|брал\p{L}*|знаю|умею|сталкивал\p{L}*)|впервые|(?:пока |ещё )?только (?:помога|смотре|подава)\p{L}*|сам\p{L}? (?:\p{L}+ )?не \p{L}{3,}л\p{L}?|больше|меньше|меньше опыта|опыта меньше|подтянуть|подучить|придётся (?:учиться|освоить|разобраться)|готов\p{L}* (?:учиться|осваивать)|буду учиться|научусь|освою|курс\p{L}*|обучени\p{L}*|подготовк\p{L}*)(?![\p{L}])/iu,
};

/** What the answer says about afterwards: how things stand now, what changed since. */
const NOW_TOLD: Words = {
  en: /\b(?:now|nowadays|these days|since then|ever since|to this day|still|from then on|after that|afterwards|next time|since|never again|no longer|any ?more)\b/iu,
  ru: /(?<![\p{L}])(?:теперь|сейчас|с тех пор|до сих пор|по сей день|после этого|после того|с того|впредь|в следующий раз|всегда|больше (?:так )?не|больше никогда)(?![\p{L}])/iu,
};

/** A sign that it was put right for the other person: they came back, thanked, stayed. */
const SETTLED_TOLD: Words = {
  en: /\b(?:came back|comes back|come back|still (?:comes|books|uses|asks)|rebooked|booked again|thanked|thank(?:s|ed)? me|wrote (?:in|to)|left (?:us |me )?(?:a|an)(?: \w+)? (?:review|note|card|comment|tip)|asked for me|happy with|satisfied|no (?:more|further) complaints?|complaint was closed|signed it off|still (?:short|curt|annoyed|unhappy|upset|angry|cross) with me|(?:wasn['’]t|was not|weren['’]t|were not) (?:happy|satisfied|pleased))\b/iu,
  ru: /(?<![\p{L}])(?:снова (?:при\p{L}*|записал\p{L}*|обратил\p{L}*)|верн(?:ул|ёт)\p{L}*|поблагодар\p{L}*|спасибо|отзыв\p{L}*|довол\p{L}*|остал\p{L}* недовол\p{L}*|жалоб\p{L}* (?:больше не|закрыт)|до сих пор (?:ход|приход|обращ)\p{L}*|остал\p{L}* (?:клиент|с нами))(?![\p{L}])/iu,
};

/** What follows when the first step is not enough: insisting, going higher, putting it in writing. */
const ESCALATION_TOLD: Words = {
  en: /\b(?:insist\w*|if (?:they|he|she|it|that)(?:'s| is| was)? (?:still|carr\w+ on|kept|keeps|doesn't|does not|didn't|did not|won't|wouldn't|ignor\w+)|still (?:want|wanted|ask|asked|push|pushed|refus\w+)|go(?:es|ing)? (?:above|over|higher)|went (?:above|over|higher)|higher up|escalat\w*|in writing|write it down|wrote it down|report(?:ed|ing)? it|safety rep|whistleblow\w*|carried on|carry on|kept (?:doing|going)|otherwise|owner|manager|supervisor|boss|team lead\w*|foreman|administrator|director|head of|in charge|told (?:the|my|our))\b/iu,
  ru: /(?<![\p{L}])(?:настаива\p{L}*|настоит|всё равно|если (?:он|она|они|это|мастер|руководител\p{L}*) (?:не|продолж\p{L}*|всё)|выше|вышестоящ\p{L}*|в письменн\p{L}* вид\p{L}*|письменно|служебн\p{L}*|докладн\p{L}*|охран\p{L}* труда|сообщ\p{L}* (?:руковод|начальн|старш|мастер)\p{L}*|продолжа\p{L}*|иначе|руковод\p{L}*|начальн\p{L}*|владел\p{L}*|хозя\p{L}*|мастер\p{L}*|старш\p{L}*|администратор\p{L}*|заведующ\p{L}*|директор\p{L}*|бригадир\p{L}*|менеджер\p{L}*|управляющ\p{L}*)(?![\p{L}])/iu,
};

/** How early the other person was told, or what was offered in place of what was promised. */
const EARLY_TOLD: Words = {
  en: /\b(?:as soon as|straight away|right away|immediately|early|earlier|in advance|before (?:it|the|they)|first thing|the moment|at once|offer(?:ed)? (?:them|a|an|to)|instead|(?:\w+|\d+) (?:days?|weeks?|hours?) (?:before|ahead|early|in advance))\b/iu,
  ru: /(?<![\p{L}])(?:как только|сразу|заранее|немедленно|в тот же|первым делом|вместо|предлож\p{L}*|за (?:\p{L}+|\d+) (?:дн\p{L}*|недел\p{L}*|месяц\p{L}*|час\p{L}*))(?![\p{L}])/iu,
};

/** What the candidate is already doing to get ready (a course, practice, reading, shadowing). */
const PREPARING_TOLD: Words = {
  en: /\b(?:practis\w*|practic\w*|course|courses|studying|study|training|reading|learning|shadow\w*|started|begun|already|signed up|booked|asked|watch\w*|talked|arranged|sorted|planned)\b/iu,
  ru: /(?<![\p{L}])(?:практик\p{L}*|курс\p{L}*|учусь|изучаю|готовлюсь|тренирую\p{L}*|читаю|обучени\p{L}*|занимаюсь|уже|начал\p{L}*|записал\p{L}*|смотрю|спрашиваю)(?![\p{L}])/iu,
};

/** A reason given for what the candidate wants ("because", "so that", «потому что», «чтобы»). */
const REASON_TOLD: Words = {
  en: /\b(?:because|so (?:I|that|I'm|I'd)|since|as I|which is why|that's why|that is why|the reason)\b/iu,
  ru: /(?<![\p{L}])(?:потому что|так как|поэтому|чтобы|ведь|из-за)(?![\p{L}])/iu,
};

/**
 * What the candidate does when a check finds something wrong ("if it's out, I…", "anything off
 * goes back", «если что-то не так — …», «если не совпадает, …»): the step-by-step question's
 * follow-up is held back where the answer tells it.
 */
const CHECK_FOUND_TOLD: Words = {
  en: /\bif\b[^.;!?]{0,40}?\b(?:not|\w+n['’]t|wrong|off|out|damaged|missing|short|bad|cracked|loose|fails?|failed|wet|dirty|faulty|broken)\b|\b(?:anything|something) (?:wrong|off|that fails)\b|\b(?:goes|go|sent|send) (?:it |them )?back\b|\b(?:re-?do|start again|do it again)\b|\b(?:bin|reject|scrap)(?:s|ed)? (?:it|them)\b/iu,
  ru: /(?<![\p{L}])(?:если (?:что(?:-то)?|где-то|есть|вижу|видно|нашёл|нахожу|брак)(?![\p{L}])|если (?:\p{L}+ )?не(?![\p{L}])|если [^.;!?]{1,40}?(?:—|–|,)\s*(?:то\s+)?\p{L}+(?:ю|у)(?![\p{L}])|(?:переделыва|переделал|отбраков)\p{L}*|в брак(?![\p{L}])|возвращаю(?![\p{L}]))/iu,
};

/** The follow-ups held back by the answer's words alone, with the words that give each. */
export const GIVEN_BY_WORDS: Partial<Record<FollowUp, Words>> = {
  learnMilestone: DATED,
  planMilestone: DATED,
  learnFirstStep: LEARNING_HOW,
  dealBreaker: RANKED,
  stretchPrep: PREPARING,
  // A day told with its scale keeps the lines it had: "which part suits you least?" in their place
  // was good on none of 15 such training answers (round 45).
  dayScale: SCALE_TOLD,
  newHere: NEW_TOLD,
  preventNow: NOW_TOLD,
  settledSign: SETTLED_TOLD,
  ifInsists: ESCALATION_TOLD,
  ifCarriesOn: ESCALATION_TOLD,
  tellEarly: EARLY_TOLD,
  checkFound: CHECK_FOUND_TOLD,
  hardestPrep: PREPARING_TOLD,
  learnWhyFirst: REASON_TOLD,
};
