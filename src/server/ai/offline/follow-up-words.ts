// The words with which an answer already gives what a question's own follow-up would ask for
// (question-follow-up.ts): each follow-up is held back where the answer's words give it, since a
// line that asks for what the answer has is worse than none. Precision first: a word that often
// goes with the thing given is enough to hold the follow-up back.
import type { Language } from '../../../shared/language';
import type { FollowUp } from './question-template';

type Words = Readonly<Record<Language, RegExp>>;

/** Something new or different about this job, or what the candidate has not done yet. */
const NEW_TOLD: Words = {
  en: /\b(?:new (?:to|for) me|(?:be|is|are|was) new|different|difference|differs|never (?:done|worked|had|used|been)|(?:haven't|have not|hasn't|not) (?:done|worked|had|used|been)|not (?:yet|really|much|many|on my own|so much)|first time|less experience|gap|catch up|need to (?:learn|get|do|build)|learn more|still learning|(?:don't|do not|didn't|did not) (?:have|do|know)|haven't got|no experience|only a few|not as (?:many|much|big)|smaller|bigger|larger|more than|less than|changed|course|training|weaker|weakest)\b/iu,
  ru: /(?<![\p{L}])(?:нов(?:ое|ым|ой|ая) для меня|будет нов\p{L}*|отлича\p{L}*|по-другому|другое|иначе|друг(?:ая|ой|ие) специфик\p{L}*|нет|пока не|не (?:делал\p{L}*|работал\p{L}*|приходилось|было|вела|вёл|вел|брал\p{L}*|знаю|умею|сталкивал\p{L}*)|впервые|больше|меньше|меньше опыта|опыта меньше|подтянуть|подучить|придётся (?:учиться|освоить|разобраться)|готов\p{L}* (?:учиться|осваивать)|буду учиться|научусь|освою|курс\p{L}*|обучени\p{L}*|подготовк\p{L}*)(?![\p{L}])/iu,
};

/** What the answer says about afterwards: how things stand now, what changed since. */
const NOW_TOLD: Words = {
  en: /\b(?:now|nowadays|these days|since then|ever since|to this day|still|from then on|after that|afterwards|next time|since|never again|no longer|any ?more)\b/iu,
  ru: /(?<![\p{L}])(?:теперь|сейчас|с тех пор|до сих пор|по сей день|после этого|после того|с того|впредь|в следующий раз|всегда|больше (?:так )?не|больше никогда)(?![\p{L}])/iu,
};

/** A sign that it was put right for the other person: they came back, thanked, stayed. */
const SETTLED_TOLD: Words = {
  en: /\b(?:came back|comes back|come back|still (?:comes|books|uses|asks)|rebooked|booked again|thanked|thank(?:s|ed)? me|wrote (?:in|to)|left a (?:review|note|card)|asked for me|happy with|satisfied|no (?:more|further) complaints?|complaint was closed|signed it off)\b/iu,
  ru: /(?<![\p{L}])(?:снова (?:при\p{L}*|записал\p{L}*|обратил\p{L}*)|верн(?:ул|ёт)\p{L}*|поблагодар\p{L}*|спасибо|отзыв\p{L}*|довол\p{L}*|жалоб\p{L}* (?:больше не|закрыт)|до сих пор (?:ход|приход|обращ)\p{L}*|остал\p{L}* (?:клиент|с нами))(?![\p{L}])/iu,
};

/** What follows when the first step is not enough: insisting, going higher, putting it in writing. */
const ESCALATION_TOLD: Words = {
  en: /\b(?:insist\w*|if (?:they|he|she|it|that)(?:'s| is| was)? (?:still|carr\w+ on|kept|keeps|doesn't|does not|didn't|did not|won't|wouldn't|ignor\w+)|still (?:want|wanted|ask|asked|push|pushed|refus\w+)|go(?:es|ing)? (?:above|over|higher)|went (?:above|over|higher)|higher up|escalat\w*|in writing|write it down|wrote it down|report(?:ed|ing)? it|safety rep|whistleblow\w*|carried on|carry on|kept (?:doing|going)|otherwise|owner|manager|supervisor|boss|told (?:the|my|our))\b/iu,
  ru: /(?<![\p{L}])(?:настаива\p{L}*|настоит|всё равно|если (?:он|она|они|это|мастер|руководител\p{L}*) (?:не|продолж\p{L}*|всё)|выше|вышестоящ\p{L}*|в письменн\p{L}* вид\p{L}*|письменно|служебн\p{L}*|докладн\p{L}*|охран\p{L}* труда|сообщ\p{L}* (?:руковод|начальн|старш|мастер)\p{L}*|продолжа\p{L}*|иначе|руковод\p{L}*|начальн\p{L}*|владел\p{L}*|хозя\p{L}*|мастер\p{L}*|старш\p{L}*)(?![\p{L}])/iu,
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

/** The follow-ups held back by the answer's words alone, with the words that give each. */
export const GIVEN_BY_WORDS: Partial<Record<FollowUp, Words>> = {
  newHere: NEW_TOLD,
  preventNow: NOW_TOLD,
  settledSign: SETTLED_TOLD,
  ifInsists: ESCALATION_TOLD,
  ifCarriesOn: ESCALATION_TOLD,
  tellEarly: EARLY_TOLD,
  hardestPrep: PREPARING_TOLD,
  learnWhyFirst: REASON_TOLD,
};
