// What a question takes for granted about the job: people it serves ("a customer, a member of the
// public", «наплыв гостей», "someone without your background") or people the candidate teaches
// ("an apprentice keeps making the same mistake"). Asked of a job whose posting says nothing of
// the kind — a planting crew, a bread plant, an assistant mechanic — such a question reads as
// meant for another job (rounds 6 and 7 of the question rating), so it is asked there only when
// no other question fits its place.

export type Assumption =
  | 'public'
  | 'teaching'
  | 'deadlines'
  | 'ward'
  | 'budget'
  | 'costs'
  | 'stock'
  | 'selling'
  | 'kitchen'
  | 'equipment'
  | 'warehouseKit'
  | 'hazard'
  | 'disruption'
  | 'experienced'
  | 'newcomer'
  | 'entry'
  | 'group'
  | 'longHours';

const ASSUMES: Record<Assumption, RegExp> = {
  public:
    /book(?:ed|ing)|бронир|для кого вы (?:её|ее) делаете|customer|member of the public|the public|(?<![\p{L}])guests?(?![\p{L}])|visitor|(?<![\p{L}])clients?(?![\p{L}])|without your background|клиент|посетител|(?<![\p{L}])гост(?:ь|я|ю|ем|е|и|ей|ям|ями|ях)(?![\p{L}])|без вашей подготовки/iu,
  // …or whose work the candidate reviews: feedback on a colleague's work not yet good enough was
  // rated 2.8 on 42 postings that say nothing of leading or training anyone (question ratings of
  // the corpus and rounds 2–12), 3.5 on the 2 that do.
  teaching:
    /give feedback to a colleague whose work|обратную связь коллеге, чья работа|(?<![\p{L}])(?:apprentice|trainee)s?(?![\p{L}])|(?<![\p{L}])учени(?:к|ца)(?![\p{L}])|стаж[её]р|train(?:ing)? (?:a )?new (?:colleague|employee|member|hire|starter)|обучаете нового|нового сотрудника/iu,
  // An office's and a project's rhythm: deadlines, projects.
  deadlines: /deadline|дедлайн|(?<![\p{L}])(?:project|проект)/iu,
  // A ward's: discharge, relatives at the bedside.
  ward: /discharge|family member|(?<![\p{L}])relatives?(?![\p{L}])|(?<![\p{L}])wards?(?![\p{L}])|выписк|родственник|(?<![\p{L}])палат/iu,
  // Planning money: budgets, forecasts, plan against actual.
  budget: /budget|forecast|бюджет|прогноз|план-факт/iu,
  // Pricing the work and its contract: estimates, costs, variations (a surveyor asked to check a
  // contractor's estimate and to get an extra-works agreement signed: graded job ru-geodezist).
  costs:
    /estimate|cost and schedule|over budget|variation order|change order|(?<![\p{L}])смет|стоимость и сроки|допсоглашени/iu,
  // Keeping stock, ordering and waste down to hold food costs: a head chef's or a manager's work.
  // Over the blind question ratings of rounds 2–36 it rated 3–4 where the posting speaks of stock,
  // ordering, waste or inventory (a fishmonger, two head bakers, a camp cook); of the six postings
  // that do not, five rated it 1–2, marked as another occupation's (a kitchen hand, a barista, a
  // restaurant host, a sushi cook, a bartender: "cost control is the manager's job"), and one 4
  // (a field camp's cook whose food comes in by helicopter).
  stock:
    /stock, ordering and waste|costs stay under control|остатками, заказами продуктов и списаниями|держать себестоимость/iu,
  // Selling and taking payment: a till, cashing up, a refund, a card terminal, an extra item
  // suggested, a sale to check age for. A distributor's merchandiser, who fills shelves on a
  // route of shops and sells nothing, was asked five such questions, each rated 1–2 as a
  // cashier's (round 19).
  selling:
    /(?<![\p{L}])tills?(?![\p{L}])|checkout|cashing up|(?<![\p{L}])refund|card terminal|selling alcohol|касс[аеуыой]|Z-отч|возврат товара|обсч[её]т|пробить|продаже алкоголя|suggest an extra item|сопутствующий товар/iu,
  // Cooking: the candidate's own dishes, a senior chef's criticism, the kitchen's prep. A waiter
  // was asked about a dish's taste and yield, and about an error of a waiter briefed by the
  // candidate, each rated 2 as a cook's or a manager's (round 19).
  kitchen:
    /your cooking|senior chef|colleague in the kitchen|kitchen started falling behind|front of house|dish you sent out|taste, portion|по вкусу, выходу|на кухне не хватало|с заготовкой|как вы разговаривали с залом/iu,
  // Kit to check and look after: what is checked before a shift, the tools relied on. Rated 2.7
  // on the postings of rounds 2–19 that name no tool, machine, vehicle or instrument (a paralegal,
  // a bid writer, a customs declarant, a product manager), 3.5 on those that do.
  equipment:
    /before you start a shift or a piece of work|tools or equipment do you rely on|перед началом смены или работы|инструменты или оборудование вы больше всего/iu,
  // A warehouse's kit: forklifts, racking, loading docks. A removals porter, whose posting names a
  // lorry, stairs and customers' homes, was asked how he keeps people safe around them, marked as a
  // warehouse question by both raters of the eighth panel (round 41).
  warehouseKit: /forklift|racking|loading docks?|погрузчик|стеллаж|на рампе/iu,
  // Danger to someone: being asked to do something unsafe, a colleague putting someone at risk.
  // Rated 3.0 on the postings of rounds 2–19 that say nothing of safety or a hazard, 3.6 on
  // those that do. A "risk" alone is not a hazard: a paraplanner's clients' attitude to risk.
  hazard:
    /something you believe is unsafe|could put someone at risk|считаете небезопасным|подвергнуть кого-то риску/iu,
  // Work that cannot simply be stopped, or whose conditions change under it: weather, the road,
  // an emergency, a live show. Rated 2.8 on the postings of rounds 2–19 that name nothing of the
  // kind (a housing officer, a bench craftsman, a customs declarant), 3.0–3.1 on those that do.
  disruption:
    /cannot simply stop and start again|conditions changed suddenly|остановиться и начать заново нельзя|обстановка внезапно изменилась/iu,
  // Having done the duty already: how it is done well, a time it did not go to plan; having done
  // the work: the tools relied on in it, knowing one does it well, a time one had to do a duty,
  // keeping one's knowledge of a skill current. In the ratings of rounds 2–14, postings for
  // someone new to the work rated these 2.2–2.8 (47 ratings), other postings 3.0–3.4.
  // Knowing the work's rules, the part of it that needs most care, what is checked before a shift
  // (round 26: "assumes trade knowledge a no-experience trainee lacks", rated 2–3), and the problem
  // that comes up most often in a duty (round 62: rated 1–2 for a no-experience trainee).
  experienced:
    /did not go to plan|didn't go to plan|how do you do this well|пошло не по плану|как вы делаете это хорошо|rely on most in this kind of work|опираетесь в такой работе|doing this job well|хорошо справляетесь с этой работой|tell me about a time you had to (?!persuade|adapt|learn)|задача вроде «|связанном с такой задачей|пришлось делать|keep your knowledge of|поддерживаете свои знания|rules, standards or procedures matter most|правила, стандарты или инструкции в этой работе|needs the most care to get right|требует наибольшей аккуратности|before you start a shift or a piece of work|перед началом смены или работы|mattered in your work so far|в вашей работе это уже было нужно|comes up most often with it|возникает чаще всего/iu,
  // Being new to the work: what it is really like day to day, and how the candidate found out.
  newcomer: /really like day to day|как эта работа выглядит изо дня в день/iu,
  // Learning the work from the start: how a duty new to the candidate would be learnt, what done
  // before or outside work needed the same, something practical learnt, what the candidate would
  // want shown or checked before working alone. Asked only of a posting for someone new to the
  // work, whose other technical questions would each take for granted that the work was done
  // before (round 28: a trainee oyster hand asked how he loads the punt well, step by step, rated
  // 2; round 29: an apple picker with no duty listed asked how he knows he does the job well).
  entry:
    /would be new to you|для вас ново|at work or outside it|на работе или вне е[её]|before you do this work on your own|прежде чем вы начн[её]те делать эту работу самостоятельно/iu,
  // A group of children and their several families: a nursery's or a kindergarten's. A nanny for
  // one family's two children was asked how she plans her group's day and what she does when two
  // parents want opposite things, both marked as a kindergarten teacher's by both raters (round 51).
  group:
    /day for your group|with your group|two parents ask you|привыкнуть к группе|день группы|вашей группы|двое родителей просят/iu,
  // Long hours: a long or tiring stretch of work. A school crossing patrol of 7.5 hours a week was
  // asked it, rated 2 by both raters of the twenty-third panel ("hardly fits a 7.5-hour-a-week
  // post"); over the other 336 ratings it scored 3.2, part-time posts included.
  longHours: /long or tiring stretch|долгом или изматывающем периоде/iu,
};

/** Hours a week the posting states ("7.5 hours a week", «20 часов в неделю»). */
const WEEKLY_HOURS =
  /(?<![\d.,])(\d{1,2}(?:[.,]\d+)?)\s*(?:hours?|hrs?|h|час(?:а|ов)?)\s*(?:a|per|each|в|за)\s*(?:week|неделю)(?![\p{L}])/iu;
/** Fewer hours a week than this leave no long stretch of work to ask about. */
const FEW_HOURS_A_WEEK = 16;

/** Whether the posting states a week of fewer hours than a long stretch of work needs. */
function fewHoursAWeek(posting: string): boolean {
  const hours = WEEKLY_HOURS.exec(posting)?.[1];
  return hours !== undefined && Number(hours.replace(',', '.')) < FEW_HOURS_A_WEEK;
}

// What a posting says when the job has such people.
// (Having done the duty needs no words of its own: any posting but an entry-level one allows it.)
const POSTING_HAS: Record<
  Exclude<Assumption, 'experienced' | 'newcomer' | 'entry' | 'longHours'>,
  RegExp
> = {
  // A stem at a word's start: «учени» is no pupil in «обучение» (a fishing crew's "training at the
  // crew's expense" was read as serving the public: the twenty-fifth panel's read, its question
  // about an unhappy customer rated 1–2 by both raters).
  public:
    /customer|client|guest|visitor|patient|passenger|the public|resident|(?<![\p{L}])parent|pupil|student|shopper|diner|caller|service user|tenant|homeowner|householder|congregation|worshipper|audience|(?<![\p{L}])users?(?![\p{L}])|communit|buyer|traveller|traveler|(?<![\p{L}])(?:покупател|клиент|гост(?:ь|я|ю|ем|е|и|ей|ям|ями|ях)(?![\p{L}])|посетител|пациент|пассажир|жител|родител|учени|абонент|заказчик|подопечн|зрител|турист|прихожан|потребител|арендатор|собственник|пользовател|отдыхающ|покупк)/iu,
  deadlines:
    /deadline|дедлайн|(?<![\p{L}])(?:projects?|проект\p{L}*)(?![\p{L}])|client|клиент|заказчик|launch|release|ship|deploy|deliver|product|feature|roadmap|campaign|кампани|sprint|спринт|релиз|продукт|срок/iu,
  ward: /(?<![\p{L}])wards?(?![\p{L}])|inpatient|discharge|bedside|famil|relative|carer|палат|стационар|выписк|родственник|отделени|койк/iu,
  budget: /budget|forecast|бюджет|прогноз|план-факт|fp&a|financial planning|планировани/iu,
  costs:
    /estimat|(?<![\p{L}])cost|budget|pric|quot(?:e|ation)|tender|contract|invoice|смет|стоимост|бюджет|(?<![\p{L}])цен|расценк|тендер|договор|закуп|калькуляц|экономи/iu,
  stock:
    /(?<![\p{L}])stock(?:s|ed|ing|room)?(?![\p{L}])|stocktak|stock-tak|(?<![\p{L}])ordering(?![\p{L}])|(?<![\p{L}])orders? (?:stock|supplies|ingredients|from suppliers)|waste|inventor|food cost|gross profit|(?<![\p{L}])GP(?![\p{L}])|margin|остатк|списани|инвентаризац|себестоимост|фудкост|закупк|заказ\p{L}* (?:продукт|товар)|учёт продукт|учет продукт/iu,
  selling:
    /(?<![\p{L}])tills?(?![\p{L}])|checkout|(?<![\p{L}])cash(?!-in)|(?<![\p{L}])POS(?![\p{L}])|point of sale|payments?|refund|(?<![\p{L}])returns?(?![\p{L}])|(?<![\p{L}])sell|sales (?:assistant|associate|floor)|cashier|касс|продав|продаж|рассчит|расч[её]т(?:ы)? с|терминал|выручк|возврат|(?<![\p{L}])чек/iu,
  kitchen:
    /(?<![\p{L}])(?:cook|cooks|cooking|kitchen|prep|food preparation|commis|bak(?:er|ers|ery|ing)|pastry)(?![\p{L}])|(?<![\p{L}-])повар|готов(?:ить|ка|ит|ят|ите)(?![\p{L}])|приготовлени|заготов|на кухне|кухонн|пекар|кондитер|кулинар/iu,
  equipment:
    /(?<![\p{L}])(?:tools?|equipment|machines?|machinery|vehicles?|vans?|trucks?|kit|instruments?|plant|PPE|forklifts?|lorry|lorries|wagons?|rigs?|boats?|vessels?)(?![\p{L}])|оборудовани|инструмент|(?<![\p{L}])техник[аиуо]?(?![\p{L}])|станк|станок|автомобил|(?<![\p{L}])машин[аыуое]?(?![\p{L}])|транспорт|прибор|погрузчик|(?<![\p{L}])СИЗ(?![\p{L}])|спецодежд/iu,
  warehouseKit:
    /fork-?lifts?|(?<![\p{L}])FLT(?![\p{L}])|reach trucks?|racking|loading (?:bay|dock)s?|(?<![\p{L}])docks?(?![\p{L}])|pallet|погрузчик|карщик|штабелёр|штабелер|стеллаж|(?<![\p{L}])рамп|паллет|поддон/iu,
  hazard:
    /(?<![\p{L}])(?:safe|safely|safety|hazards?|hazardous|PPE|heights?|H&S|chainsaws?|explosives?|confined|harness(?:es)?|machinery|dangerous)(?![\p{L}])|охран\p{L}* труда|техник\p{L}* безопасности|безопасн|опасн|высот|(?<![\p{L}])СИЗ(?![\p{L}])|допуск/iu,
  disruption:
    /(?<![\p{L}])(?:outdoors?|outside|weather|rain|snow|winds?|storms?|sea|offshore|river|mountains?|roads?|all-weather|callouts?|call-outs?|emergenc(?:y|ies)|live)(?![\p{L}])|on the road|погод|на улице|на открытом воздухе|(?<![\p{L}])мор[еяю](?![\p{L}])|(?<![\p{L}])гор(?:ах|ы|а)(?![\p{L}])|дорог|трасс|выезд|авари|чрезвычайн|полев|вахт|спектакл|представлени/iu,
  group:
    /(?<![\p{L}])(?:groups?|class(?:es|room)?|room leader|key children|nursery|pre-?school)(?![\p{L}])|(?<![\p{L}])групп\p{L}*|(?<![\p{L}])класс\p{L}*/iu,
  teaching:
    /mentor|supervis(?:e|es|ing) (?:a |the )?(?:junior|new|staff|others|apprentice|trainee|team|crew)|train(?:ing)? (?:new|junior|apprentices|trainees|staff|others)|(?<![\p{L}])apprentices(?![\p{L}])|lead (?:a|the) (?:team|crew|shift|gang)|team leader|наставни|обуч(?:ать|ение|ения) (?:новых|персонала|сотрудников|стаж[её]ров|учеников)|руковод|бригадир|старш(?:ий|его) смены/iu,
};

/** What the question's text takes for granted about the job, if anything. */
export function findAssumptions(text: string): Assumption[] {
  return (Object.keys(ASSUMES) as Assumption[]).filter((assumption) =>
    ASSUMES[assumption].test(text),
  );
}

// A job for someone new to the work: an apprentice, a trainee, "no experience needed". Its duties
// are still asked about, but not as if the candidate had done them (round 9: an apprentice
// powerline worker asked how he climbs poles well, step by step).
const ENTRY_LEVEL =
  /no (?:previous )?experience (?:is )?(?:needed|required|necessary)|without experience|(?:don't|don’t|do not) need (?:any )?(?:previous |prior )?experience|we(?: will|'ll|’ll) train you|без опыта(?!\s+(?:\p{L}+\s+)?не\s+(?:рассматрива|бер|принима|подойд))|опыт(?: работы)?:? не (?:нужен|требуется|обязателен)|обучим с нуля|experience:? (?:is )?not (?:needed|required|necessary)/iu;
// The words for a learner count in the title ("Trainee Bus Driver", «Ученик машиниста»), where
// they name the job; in the text they as often name people the holder trains ("train new
// associates and industrial trainees": a banquet captain was asked how he would learn his trade,
// round 29) or a training already done ("a recognised engineering apprenticeship").
const LEARNER =
  /(?<![\p{L}])(?:apprentice|apprenticeship|trainee)s?(?![\p{L}])|стаж[её]р|(?<![\p{L}])учени(?:к|ца)(?![\p{L}])/iu;
// A title promising to train («Рубщик мяса (обучим)», "Corrections Officer (Training Provided)").
const TITLE_TRAINS =
  /(?<![\p{L}])(?:обучим|научим|обучение|training provided|paid training|full training|will train)(?![\p{L}])/iu;

/**
 * A duty the posting says it will train ("perform Schedule 1 humane killing once trained and
 * competent", «сварка после обучения»): asked how it would be learnt, never as done before (the
 * twenty-first panel's raters: "a time it did not go to plan" of it rated 2 by both).
 */
const TRAINED_DUTY =
  /\b(?:once|when|after|until) (?:you are |you're |fully )?(?:trained|competent|qualified|signed off)\b|\b(?:full )?training (?:is )?(?:given|provided)\b|\bwe(?: will|'ll|’ll) train\b|(?<![\p{L}])(?:после (?:обучения|стажировки)|по мере обучения|обучим|научим)(?![\p{L}])/iu;

/** Whether a template that takes the duty as done before may quote it. */
export function mayQuoteAsDone(template: string, duty: string): boolean {
  return !TRAINED_DUTY.test(duty) || !ASSUMES.experienced.test(template);
}

/** Whether the posting (its title on the first line) is for someone new to the work. */
export function isEntryLevel(posting: string): boolean {
  const title = posting.split('\n', 1)[0] ?? '';
  return ENTRY_LEVEL.test(posting) || LEARNER.test(title) || TITLE_TRAINS.test(title);
}

// A posting that asks for experience of the work already: years of it, a qualification held, an
// experienced hand. Asked what the work is really like day to day, such a candidate is treated as
// a newcomer (question ratings: 2 of 5 for a bid writer with two years of tenders, a lift engineer
// with three years of service, a stage manager with three credits and a quality inspector who
// must have done the job; 3–4 where the posting asked for none).
const ASKS_EXPERIENCE =
  /(?<![\p{L}\d])(?:\d+|one|two|three|four|five|six|ten)\s*\+?\s*(?:years?|yrs|months?)(?![\p{L}])['’]?[^.\n;]{0,40}(?<![\p{L}])(?:experience|as an?|in (?:a|an|the)|of (?:\p{L}+ )?(?:work|service|experience))(?![\p{L}])|(?:proven|previous|relevant|solid|demonstrable|professional) (?:\p{L}+ )?experience|(?:^|\n|(?<![\p{L}])(?:an|are|you're|you’re|you are|be)\s)experienced(?![\p{L}])|(?<![\p{L}])(?:qualified|certified|licensed|registered) (?!to\b)\p{L}+|опыт(?:ом)? работы(?! не)|опыт(?:ом)? (?:от|не менее|более)|(?<![\p{L}])опытн\p{L}*|квалифицированн\p{L}*/iu;

// …unless it says that none is needed, or that experience is only welcome.
const NO_EXPERIENCE_NEEDED =
  /no (?:previous |prior )?experience (?:is )?(?:needed|required|necessary)|experience (?:is )?not (?:essential|required|necessary)|without experience|(?:don't|don’t|do not) need (?:any )?(?:previous |prior )?experience|we(?: will|'ll|’ll) train (?:you|the right)|без опыта(?!\s+(?:\p{L}+\s+)?не\s+(?:рассматрива|бер|принима|подойд))|опыт(?: работы)?:? не (?:нужен|требуется|обязателен)|обучим с нуля|experience:? (?:is )?not (?:needed|required|necessary)/iu;
const ONLY_WELCOME =
  /preferred|desirable|an advantage|a plus|(?<![\p{L}])welcome|nice to have|приветству|желател|будет плюсом|преимуществ/iu;

/** Whether one sentence of the posting asks for experience of the work as a requirement. */
function asksExperience(posting: string): boolean {
  return posting
    .split(/(?<=[.;!?])\s+|\n+/u)
    .some((sentence) => ASKS_EXPERIENCE.test(sentence) && !ONLY_WELCOME.test(sentence));
}

/** Whether the posting (its title and text) gives the question what it takes for granted. */
export function postingAllows(question: string, posting: string): boolean {
  return findAssumptions(question).every((assumption) => {
    if (assumption === 'experienced') return !isEntryLevel(posting);
    if (assumption === 'entry') return isEntryLevel(posting);
    if (assumption === 'longHours') return !fewHoursAWeek(posting);
    if (assumption === 'newcomer') {
      return NO_EXPERIENCE_NEEDED.test(posting) || !asksExperience(posting);
    }
    return POSTING_HAS[assumption].test(posting);
  });
}
