// Builds the offline interview: twelve questions in the spec's category positions. Technical and
// scenario questions come mostly from the job's field (a nurse is asked about patients, an
// accountant about month-end close), filled only with skills the shared reader recognises and
// duties as the description words them. A job of no known field is asked from a bank written for any
// work, with the posting's own duties quoted, and never about a skill the dictionary files under a
// field (issue 32). A new attempt at the same job asks mostly new questions.
import { QUESTIONS_PER_INTERVIEW } from '../../../shared/constants';
import { getTermLabel } from '../../job-description/job-terms';
import { contentStems, readJobDescription } from '../../job-description/read-job-description';
import { findExperienceAsked } from '../../job-description/experience-asked';
import { findQualitiesAsked } from '../../job-description/qualities-asked';
import { findAbilitiesAsked } from '../../job-description/abilities-asked';
import { findConditionsAsked } from '../../job-description/conditions-asked';
import { mainTitle } from '../../job-description/job-title';
import { mayQuoteAsDone, postingAllows } from './template-assumptions';
import { fieldFitsPosting, orderByPostingSubjects, sharesEnoughSubjects } from './posting-subjects';
import { createTopicTracker, isTopicNeed } from './question-topics';
import { findDutyItems } from '../../job-description/responsibilities';
import { createRandom, hashString, isCyrillic, normaliseText } from '../../language/text';
import type { InterviewContext, PlannedQuestion } from '../coach';
import { getAnyWorkBank, getQuestionBank } from './question-bank';
import { classifyQuestion } from './question-kind';
import { getTemplateNeed, type QuestionCategory, type QuestionTemplate } from './question-template';
import { candidateQuestions } from './resume-questions';
import { isCredential, skillLabels } from './question-skills';
import { QUESTION_SLOTS, type Need } from './question-slots';
import { sameDuty, splitPeopleDuty } from './question-duties';
import { getFieldTemplates } from './field-templates';
import { isFieldQuestionInGeneral, SAME_FIELD_QUESTIONS, sameQuestionIn } from './same-question';

export { getFieldTemplates };

export { isCredential } from './question-skills';
export { QUESTION_SLOTS } from './question-slots';

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** "микросервисы: …" → "Микросервисы: …"; names with their own capitals ("gRPC") are left alone. */
function capitaliseStart(text: string): string {
  const firstWord = text.split(/[\s:—]/)[0] ?? '';
  if (!/^\p{Ll}+$/u.test(firstWord)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The seed every choice for this job and attempt derives from. */
export function getQuestionSeed(context: InterviewContext): number {
  const title = context.jobTitle.trim();
  const attempt = context.avoidQuestions?.length ?? 0;
  return hashString(`${context.language}\n${title}\n${context.jobDescription.trim()}\n${attempt}`);
}

/** Twelve questions for the job, in the interview's language and the spec's category order. */
/** Templates marked to come first before the others, those marked later after them. */
const rank = (template: QuestionTemplate) => (template.first ? -1 : template.later ? 1 : 0);
const byLater = (one: QuestionTemplate, other: QuestionTemplate) => rank(one) - rank(other);

export function generateQuestions(context: InterviewContext): string[] {
  return planQuestions(context).map((question) => question.text);
}

/**
 * The twelve questions with the template each came from and its kind: the template's own, else
 * read from the filled text once, here, and stored with the question.
 */
export function planQuestions(context: InterviewContext): PlannedQuestion[] {
  // Planned again where a field question asked pairs with a general one: the general question is
  // then left out, so the field's is kept (same-question.ts). Most interviews hold no such pair.
  const first = planOnce(context, new Set());
  const asked = new Set(first.map((question) => question.templateId ?? ''));
  const pairs = SAME_FIELD_QUESTIONS.withGeneral[context.language];
  return pairs.some(([field]) => asked.has(field)) ? planOnce(context, asked) : first;
}

function planOnce(context: InterviewContext, fieldAsked: ReadonlySet<string>): PlannedQuestion[] {
  const random = createRandom(getQuestionSeed(context));
  // Said as a person would: "Verger", not "Verger (part-time, 24 hours per week)".
  const jobTitle = mainTitle(context.jobTitle);
  const reading = readJobDescription(context);
  // The field whose questions are asked: one the title names (read-job-description.ts).
  const posting = `${context.jobTitle}\n${context.jobDescription}`;
  const postingStems = new Set(contentStems(posting));
  const named = reading.familyNamedByTitle ? reading.family : null;
  const subjects = { stems: postingStems, language: context.language };
  // …unless its own questions speak of little this posting speaks of (a dental technician's lab
  // read as a surgery): such a job is asked as any work is, from its own duties.
  const fits = named && fieldFitsPosting(getFieldTemplates(named, context.language), subjects);
  const askedField = fits ? named : null;
  const skills = skillLabels(reading.skills, {
    family: askedField,
    language: context.language,
    posting: `${context.jobTitle}\n${context.jobDescription}`,
  });
  // English templates put a duty after "had to", so only English verb phrases fit there.
  const responsibilities = reading.duties.filter(
    (duty) => context.language === 'ru' || !isCyrillic(duty),
  );
  // A job of no known field: duties quoted from its posting, in its order (the first are the core),
  // and questions for any work in place of skills the dictionary knows from other fields.
  const anyWork = askedField === null;
  // Quoted as the posting words them; a Russian line never inside an English sentence.
  const dutyQueues = splitPeopleDuty(
    findDutyItems(context.jobDescription, context.jobTitle).filter(
      (duty) => context.language === 'ru' || !isCyrillic(duty),
    ),
  );
  const queues: Record<Exclude<Need, 'plain'>, string[]> = {
    skill: anyWork ? [] : shuffle(skills.slice(0, 6), random),
    // …nor the duty kept for a soft-skills question, read by the other reader.
    responsibility: anyWork
      ? []
      : shuffle(
          responsibilities.filter((duty) => !sameDuty(duty, dutyQueues.peopleDuty[0])),
          random,
        ),
    duty: dutyQueues.duty,
    // The experience the posting requires, asked about in the opening question.
    experience: findExperienceAsked(context.jobDescription).filter(
      (experience) => context.language === 'ru' || !isCyrillic(experience),
    ),
    // Quoted into an English sentence only in English.
    quality: findQualitiesAsked(context.jobDescription).filter(
      (quality) => context.language === 'ru' || !isCyrillic(quality),
    ),
    condition: findConditionsAsked(context.jobDescription).filter(
      (condition) => context.language === 'ru' || !isCyrillic(condition),
    ),
    // The know-how its requirements ask for, quoted in a technical question for any work.
    ability: findAbilitiesAsked(context.jobDescription).filter(
      (ability) => context.language === 'ru' || !isCyrillic(ability),
    ),
    peopleDuty: dutyQueues.peopleDuty,
  };
  const cursor = {
    skill: 0,
    responsibility: 0,
    duty: 0,
    peopleDuty: 0,
    experience: 0,
    quality: 0,
    condition: 0,
    ability: 0,
  };
  const avoided = new Set((context.avoidQuestions ?? []).map((text) => normaliseText(text)));
  const byCategory = new Map<QuestionCategory, QuestionTemplate[]>();
  const bank = anyWork ? getAnyWorkBank(context.language) : getQuestionBank(context.language);
  for (const template of bank) {
    byCategory.set(template.category, [...(byCategory.get(template.category) ?? []), template]);
  }
  // A quality or condition question is asked only where the posting names one, and the general
  // bank's duty and experience questions only where it lists a duty or requires experience, so
  // they stay out of the draw: a posting that has none is asked what it was asked before.
  const isKeptOut = (template: QuestionTemplate) => {
    const need = getTemplateNeed(template);
    return (
      need === 'quality' ||
      need === 'condition' ||
      need === 'ability' ||
      need === 'peopleDuty' ||
      ((need === 'duty' || need === 'experience') && !anyWork)
    );
  };
  const shuffled = new Map(
    [...byCategory].map(([category, templates]) => [
      category,
      [
        // Shuffled, then those marked to come later last (a sort is stable).
        ...shuffle(
          templates.filter((template) => !isKeptOut(template)),
          random,
        ).sort(byLater),
        ...templates.filter(isKeptOut).sort(byLater),
      ],
    ]),
  );
  // The field's questions about what this posting speaks of first (posting-subjects.ts).
  const field = new Map(
    [...getFieldTemplates(askedField, context.language)].map(([category, templates]) => [
      category,
      orderByPostingSubjects(shuffle(templates, random), subjects),
    ]),
  );
  // A field's question that shares too few subject words with the posting gives way to a question
  // written for any work: one that quotes a duty of the posting, else a general one
  // (posting-subjects.ts, FIELD_SUBJECTS_CLOSE).
  // A short posting asks only one shared subject word; a title alone, or a line of a few words,
  // says too little to tell and the field's questions stand.
  const isCloseToPosting = (template: QuestionTemplate) => sharesEnoughSubjects(template, subjects);
  const anyWorkInstead = new Map<QuestionCategory, QuestionTemplate[]>();
  if (askedField) {
    for (const template of getAnyWorkBank(context.language)) {
      const need = getTemplateNeed(template);
      if (need !== 'duty' && need !== 'plain') continue;
      anyWorkInstead.set(template.category, [
        ...(anyWorkInstead.get(template.category) ?? []),
        template,
      ]);
    }
    for (const [category, templates] of anyWorkInstead) {
      anyWorkInstead.set(category, shuffle(templates, random).sort(byLater));
    }
  }
  const usedTemplates = new Set<string>();
  const usedWordings = new Set<string>();
  const questions: string[] = [];
  const templateIds: string[] = [];
  const templateKinds: Array<PlannedQuestion['kind'] | undefined> = [];

  // The duties already quoted, as stems: a duty is not quoted twice in other words (the duty
  // reader and the responsibility reader can both find "design and build REST APIs").
  const quotedDuties: Array<ReadonlySet<string>> = [];
  // A demanding term quoted ("Night trunking between our sites") is not quoted again as a duty;
  // a duty that only shares a word with it ("…at the start of each shift") still is.
  const quotedConditions: Array<ReadonlySet<string>> = [];
  const repeatsQuotedDuty = (term: string) => {
    const stems = new Set(contentStems(term));
    if (stems.size === 0) return false;
    const sharedWith = (quoted: ReadonlySet<string>) =>
      [...stems].filter((stem) => quoted.has(stem)).length;
    return (
      quotedDuties.some((quoted) => sharedWith(quoted) * 2 >= Math.min(stems.size, quoted.size)) ||
      quotedConditions.some((quoted) => sharedWith(quoted) * 2 >= stems.size)
    );
  };
  const isDutyNeed = (need: Need) =>
    need === 'duty' || need === 'responsibility' || need === 'peopleDuty';
  const topics = createTopicTracker(context.language);
  const isFieldTemplate = (template: QuestionTemplate) =>
    askedField !== null && template.id.startsWith(`${askedField}-`);
  /** The queue position of the next term a need can quote in a template, or -1. */
  const nextTerm = (need: Exclude<Need, 'plain'>, template: QuestionTemplate) => {
    for (let index = cursor[need]; index < queues[need].length; index += 1) {
      const term = queues[need][index] as string;
      if (isDutyNeed(need) && repeatsQuotedDuty(term)) continue;
      if (isDutyNeed(need) && !mayQuoteAsDone(template.text, term)) continue;
      if (isTopicNeed(need) && topics.repeats(term)) continue;
      return index;
    }
    return -1;
  };

  // A field's own question speaks of its setting ("…in the store"), so it names only a skill of
  // that field: not a merchandiser's "смартфон на Android".
  const fieldSkills = new Set(
    reading.skills
      .filter((skill) => askedField !== null && skill.family === askedField)
      .map((skill) => getTermLabel(skill, context.language)),
  );
  const fill = (template: QuestionTemplate, need: Need): string | null => {
    if (template.text.includes('{jobTitle}') && !jobTitle) return null;
    let text = template.text.replaceAll('{jobTitle}', jobTitle);
    if (need !== 'plain') {
      const index = nextTerm(need, template);
      if (index < 0) return null;
      const term = queues[need][index] as string;
      const isFieldTemplate = askedField !== null && template.id.startsWith(`${askedField}-`);
      if (need === 'skill' && isFieldTemplate && !fieldSkills.has(term)) return null;
      text = text.replace(`{${need}}`, term);
    }
    return capitaliseStart(text);
  };

  // A general question already asked in other words ("What do you do when you realise…" and "…if
  // you realise…", one from each bank: round 33 found both in one interview) is not asked again.
  // So is a field's question its bank declares the same as one asked (same-question.ts).
  const askedPlain: QuestionTemplate[] = [];
  const isSame = sameQuestionIn(context.language);
  const isAskedInOtherWords = (template: QuestionTemplate) =>
    askedPlain.some((asked) => isSame(template, asked));
  const isFieldQuestionAsked = (id: string, ids: ReadonlySet<string>) =>
    [...ids].some((other) => isFieldQuestionInGeneral([id, other], context.language));
  const qualityStems = new Set<string>();
  const sharesQualityAsked = (text: string) =>
    qualityStems.size > 0 && contentStems(text).some((stem) => qualityStems.has(stem));
  const choose = (
    candidates: readonly QuestionTemplate[],
    options: {
      wants: readonly Need[];
      isFresh: boolean;
      isStrict?: boolean;
      isNewWording?: boolean;
    },
  ) => {
    const { wants, isFresh, isStrict = true } = options;
    for (const need of wants) {
      for (const template of candidates) {
        if (usedTemplates.has(template.id) || getTemplateNeed(template) !== need) continue;
        // Never a wording already asked (a question for any work in a known field's interview can
        // share one with the general bank's).
        if (usedWordings.has(template.text)) continue;
        if ((need === 'plain' || isFieldTemplate(template)) && isAskedInOtherWords(template))
          continue;
        // Not "how do you stay calm under pressure?" after the posting's own "calm under pressure".
        if (need === 'plain' && sharesQualityAsked(template.text)) continue;
        if (!isFieldTemplate(template) && isFieldQuestionAsked(template.id, fieldAsked)) continue;
        // Nor a field's question about what the posting's quoted phrase already asked.
        if (need === 'plain' && isFieldTemplate(template) && topics.repeats(template.text))
          continue;
        if (isStrict && !postingAllows(template.text, posting)) continue;
        const text = fill(template, need);
        if (!text || questions.includes(text)) continue;
        if (isFresh && avoided.has(normaliseText(text))) continue;
        return { template, text, need };
      }
    }
    return null;
  };

  for (const slot of QUESTION_SLOTS.slice(0, QUESTIONS_PER_INTERVIEW)) {
    const fieldCandidates = slot.fromField ? (field.get(slot.category) ?? []) : [];
    const generic = shuffled.get(slot.category) ?? [];
    const fieldWants: readonly Need[] = ['plain', 'skill'];
    // For any work, a slot that would name a skill or a duty quotes the posting's duty instead.
    const wants = anyWork
      ? (slot.anyWork ?? [...new Set(slot.wants.map((need) => (need === 'plain' ? need : 'duty')))])
      : slot.wants;
    const close = fieldCandidates.filter(isCloseToPosting);
    const instead = fieldCandidates.length > 0 ? (anyWorkInstead.get(slot.category) ?? []) : [];
    // Prefer a question not asked in an earlier attempt; fall back to any that fits.
    const chosen =
      (close.length > 0 ? choose(close, { wants: fieldWants, isFresh: true }) : null) ??
      choose(instead, { wants: ['duty', 'plain'], isFresh: true }) ??
      (fieldCandidates.length > 0
        ? choose(fieldCandidates, { wants: fieldWants, isFresh: true })
        : null) ??
      choose(generic, { wants, isFresh: true }) ??
      (fieldCandidates.length > 0
        ? choose(fieldCandidates, { wants: fieldWants, isFresh: false })
        : null) ??
      choose(generic, { wants, isFresh: false }) ??
      // Only when nothing else fits: a question that takes for granted what the posting is silent on.
      (fieldCandidates.length > 0
        ? choose(fieldCandidates, { wants: fieldWants, isFresh: false, isStrict: false })
        : null) ??
      choose(generic, { wants, isFresh: false, isStrict: false });
    if (!chosen) continue;
    usedTemplates.add(chosen.template.id);
    usedWordings.add(chosen.template.text);
    if (chosen.need === 'plain' || isFieldTemplate(chosen.template))
      askedPlain.push(chosen.template);
    if (chosen.need === 'plain' && isFieldTemplate(chosen.template)) {
      topics.add(chosen.text, { isQuestion: true });
    }
    if (chosen.need !== 'plain') {
      const index = nextTerm(chosen.need, chosen.template);
      if (isTopicNeed(chosen.need)) topics.add(queues[chosen.need][index] as string);
      if (isDutyNeed(chosen.need) || chosen.need === 'condition') {
        const quoted = new Set(contentStems(queues[chosen.need][index] as string));
        (chosen.need === 'condition' ? quotedConditions : quotedDuties).push(quoted);
      }
      cursor[chosen.need] = index + 1;
    }
    if (chosen.need === 'quality') {
      for (const stem of contentStems(queues.quality[cursor.quality - 1] ?? '')) {
        qualityStems.add(stem);
      }
    }
    questions.push(chosen.text);
    templateIds.push(chosen.template.id);
    templateKinds.push(chosen.template.kind);
  }
  // The candidate's own resume and level take their places among the twelve.
  const placed = candidateQuestions({
    language: context.language,
    reading,
    jobDescription: context.jobDescription,
    resume: context.resume,
    seniority: context.seniority,
    isAskable: (skill) => !isCredential(skill),
  });
  return questions.map((question, index): PlannedQuestion => {
    const fromResume = placed.get(index + 1);
    if (fromResume !== undefined) {
      return {
        text: fromResume,
        kind: classifyQuestion(fromResume),
        templateId: `resume-${index + 1}`,
      };
    }
    return {
      text: question,
      kind: templateKinds[index] ?? classifyQuestion(question),
      templateId: templateIds[index] ?? null,
    };
  });
}
