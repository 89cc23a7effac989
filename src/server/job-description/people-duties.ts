// Whether a duty the posting lists is done with or for other people ("greet guests and manage the
// waiting list", «консультировать покупателей по ассортименту», "coordinate with the vet team"),
// so a soft-skills question can be asked about the people of this job rather than a question any
// job is asked. In the blind ratings of rounds 3–22, the soft-skills questions every job gets rated
// 2.9–3.0 of 5 ("generic"), and the one that asked who else takes part in any duty 2.4 ("awkward
// to ask who you interact with about window display", «вопрос не вяжется с работой в программе»).
//
// The words are the language's names for people and for talking to them, not any job's terms: a
// duty naming none of them is not asked about people.

/**
 * Nouns for people a job serves or works beside (the start of the word; any inflection). "The
 * public" is people; "public areas", "public announcements" are not (a new user's walk: "a time
 * this was hard because of the other person" asked of making announcements).
 */
const PEOPLE_EN =
  /(?<![\p{L}])(?:customer|client|guest|visitor|patient|resident|passenger|pupil|student|child|children|kids?\b|parent|famil|relative|whānau|member|(?<=the )public\b|people|person|colleague|team|staff|crew|supervisor|manager|officer|driver|tenant|learner|carer|doctor|nurse|vet\b|vets\b|surgeon|physician|pharmacist|therapist|clinician|contractor|supplier|buyer|shopper|diner|audience|tourist|attendee|participant|candidate|applicant|caller|homeowner|householder|owner(?!ship)|landlord|athlete|player|trainee|apprentice|volunteer|consumer|citizen|communit|stakeholder|engineer(?!ing)|teacher|worker|operative|colleague|inmate|prisoner|offender|victim|survivor|user)/iu;

/** Talking to people, whoever they are ("liaise with…", "explain…", «консультировать…»). */
const TALKING_EN =
  /(?<![\p{L}])(?:liais|greet|welcom|explain|advis|reassur|communicat|mentor|coach|teach|escort|brief|negotiat|de-escalat|calm)/iu;

const PEOPLE_RU =
  /(?<![\p{L}])(?:клиент|гост|посетител|пациент|пассажир|ученик|учащ|школьник|студент|дет(?:и|ей|ям|ьми|ях)(?![\p{L}])|ребён|ребен|родител|семь[яеиюй]|родственник|покупател|жильц|жител|граждан(?!ск)|населени|люд(?:и|ей|ям|ьми|ях)(?![\p{L}])|человек|коллег|команд(?!ир)|сотрудник|персонал|бригад|руководител|начальник|врач|медсест|водител|заказчик|поставщик|подрядчик|абонент|потребител|зрител|турист|участник|кандидат|соискател|собственник|владельц|арендатор|подопечн|воспитанник|спортсмен|отдыхающ|пострадавш|задержанн|осуждённ|осужденн|пользовател|инженер(?!н)|учител|педагог|специалист)/iu;

const TALKING_RU =
  /(?<![\p{L}])(?:консультир|консультаци|объясн|информирован|информироват|взаимодейств|общени|общать|переговор(?!н)|инструктаж|наставнич|встреч|успокаива)/iu;

/** Whether a duty, as the posting words it, is done with or for other people. */
export function involvesPeople(duty: string): boolean {
  return (
    PEOPLE_EN.test(duty) || TALKING_EN.test(duty) || PEOPLE_RU.test(duty) || TALKING_RU.test(duty)
  );
}
