// The words with which an answer already gives what a question's own follow-up would ask for
// (question-follow-up.ts): each follow-up is held back where the answer's words give it, since a
// line that asks for what the answer has is worse than none. Precision first: a word that often
// goes with the thing given is enough to hold the follow-up back.
import type { Language } from '../../../shared/language';
import type { FollowUp } from './question-template';

type Words = Readonly<Record<Language, RegExp>>;

/** Something new or different about this job, or what the candidate has not done yet. */
const NEW_TOLD: Words = {
  en: /\b(?:new (?:to|for) me|(?:be|is|are|was) new|different|difference|differs|never (?:done|worked|had|used|been)|(?:haven't|have not|hasn't|not) (?:done|worked|had|used|been)|first time|less experience|gap|catch up|would need to learn|still learning)\b/iu,
  ru: /(?<![\p{L}])(?:нов(?:ое|ым|ой|ая) для меня|будет нов|отлича\p{L}*|по-другому|друг(?:ая|ой|ие) специфик\p{L}*|не (?:делал\p{L}*|работал\p{L}*|приходилось|было)|впервые|меньше опыта|опыта меньше|подтянуть|придётся (?:учиться|освоить|разобраться))(?![\p{L}])/iu,
};

/** What the answer says about afterwards: how things stand now, what changed since. */
const NOW_TOLD: Words = {
  en: /\b(?:now|nowadays|these days|since then|ever since|to this day|still|from then on|after that|afterwards|next time|since)\b/iu,
  ru: /(?<![\p{L}])(?:теперь|сейчас|с тех пор|до сих пор|по сей день|после этого|после того|с того|впредь|в следующий раз|всегда)(?![\p{L}])/iu,
};

/** A sign that it was put right for the other person: they came back, thanked, stayed. */
const SETTLED_TOLD: Words = {
  en: /\b(?:came back|comes back|come back|still (?:comes|books|uses|asks)|rebooked|booked again|thanked|thank(?:s|ed)? me|wrote (?:in|to)|left a (?:review|note|card)|asked for me|happy with|satisfied|no (?:more|further) complaints?|complaint was closed|signed it off)\b/iu,
  ru: /(?<![\p{L}])(?:снова (?:при\p{L}*|записал\p{L}*|обратил\p{L}*)|верн(?:ул|ёт)\p{L}*|поблагодар\p{L}*|спасибо|отзыв\p{L}*|довол\p{L}*|жалоб\p{L}* (?:больше не|закрыт)|до сих пор (?:ход|приход|обращ)\p{L}*|остал\p{L}* (?:клиент|с нами))(?![\p{L}])/iu,
};

/** What follows when the first step is not enough: insisting, going higher, putting it in writing. */
const ESCALATION_TOLD: Words = {
  en: /\b(?:insist\w*|if (?:they|he|she|it|that)(?:'s| is| was)? (?:still|carr\w+ on|kept|keeps|doesn't|does not|didn't|did not|won't|wouldn't|ignor\w+)|still (?:want|wanted|ask|asked|push|pushed|refus\w+)|go(?:es|ing)? (?:above|over|higher)|went (?:above|over|higher)|higher up|escalat\w*|in writing|write it down|wrote it down|report(?:ed|ing)? it|safety rep|whistleblow\w*|carried on|carry on|kept (?:doing|going)|otherwise)\b/iu,
  ru: /(?<![\p{L}])(?:настаива\p{L}*|настоит|всё равно|если (?:он|она|они|это|мастер|руководител\p{L}*) (?:не|продолж\p{L}*|всё)|выше|вышестоящ\p{L}*|в письменн\p{L}* вид\p{L}*|письменно|служебн\p{L}*|докладн\p{L}*|охран\p{L}* труда|сообщ\p{L}* (?:руковод|начальн|старш|мастер)\p{L}*|продолжа\p{L}*|иначе)(?![\p{L}])/iu,
};

/** How early the other person was told, or what was offered in place of what was promised. */
const EARLY_TOLD: Words = {
  en: /\b(?:as soon as|straight away|right away|immediately|early|earlier|in advance|before (?:it|the|they)|first thing|the moment|at once|offer(?:ed)? (?:them|a|an|to)|instead)\b/iu,
  ru: /(?<![\p{L}])(?:как только|сразу|заранее|немедленно|в тот же|первым делом|вместо|предлож\p{L}*)(?![\p{L}])/iu,
};

/** What the person helped can do on their own now. */
const OWN_FEET_TOLD: Words = {
  en: /\b(?:alone|solo|unsupervised|independently|on (?:his|her|their) own|by (?:himself|herself|themselves)|without (?:me|help|asking)|now (?:he|she|they)|passed|signed off|got (?:the|his|her|their) job|stayed on|still (?:there|here|works|working))\b/iu,
  ru: /(?<![\p{L}])(?:сам(?:а|и)?|одна|в одиночку|самостоятельно|без (?:меня|помощи|подсказ\p{L}*)|теперь (?:он|она|они)|сдал\p{L}*|остал\p{L}* (?:работать|у нас)|до сих пор работа\p{L}*)(?![\p{L}])/iu,
};

/** What would have happened had nobody noticed. */
const STAKES_TOLD: Words = {
  en: /\b(?:would have|could have|might have|would've|could've|otherwise|if (?:I|we|nobody|no one) hadn't|if (?:I|we) had not|or else)\b/iu,
  ru: /(?<![\p{L}])(?:было бы|могло бы|могли бы|иначе|если бы (?:я|мы|никто) не|а то бы|грозило)(?![\p{L}])/iu,
};

/** What the candidate is already doing to get ready (a course, practice, reading, shadowing). */
const PREPARING_TOLD: Words = {
  en: /\b(?:practis\w*|practic\w*|course|courses|studying|study|training|reading|learning|shadow\w*|started|begun|already|signed up|booked|asked|watch\w*)\b/iu,
  ru: /(?<![\p{L}])(?:практик\p{L}*|курс\p{L}*|учусь|изучаю|готовлюсь|тренирую\p{L}*|читаю|обучени\p{L}*|занимаюсь|уже|начал\p{L}*|записал\p{L}*|смотрю|спрашиваю)(?![\p{L}])/iu,
};

/** The follow-ups held back by the answer's words alone, with the words that give each. */
export const GIVEN_BY_WORDS: Partial<Record<FollowUp, Words>> = {
  newHere: NEW_TOLD,
  workTogetherNow: NOW_TOLD,
  preventNow: NOW_TOLD,
  settledSign: SETTLED_TOLD,
  ifInsists: ESCALATION_TOLD,
  ifCarriesOn: ESCALATION_TOLD,
  tellEarly: EARLY_TOLD,
  ownFeetNow: OWN_FEET_TOLD,
  ifMissed: STAKES_TOLD,
  hardestPrep: PREPARING_TOLD,
};
