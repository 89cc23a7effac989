// Builds the offline interview: twelve questions in the spec's category positions, filled with the
// job title and the skills and duties found in the job description. The same job always gets the
// same questions; no template is used twice and no two questions are identical.
import { QUESTIONS_PER_INTERVIEW } from '../../../shared/constants';
import type { InterviewContext } from '../coach';
import { extractJobTerms, getTermLabel } from '../../job-description/job-terms';
import { getQuestionBank } from './question-bank';
import { getTemplateNeed, type QuestionCategory, type QuestionTemplate } from './question-template';
import { createRandom, hashString, isCyrillic } from '../../language/text';

type Need = 'skill' | 'responsibility' | 'plain';

interface Slot {
  category: QuestionCategory;
  /** Kinds of template to try, in order of preference. */
  wants: readonly Need[];
}

/** Spec §9: background 1–2, technical 4–6, scenario 7–9, soft skills 10–12; 3 is motivation. */
export const QUESTION_SLOTS: readonly Slot[] = [
  { category: 'background', wants: ['plain'] },
  { category: 'background', wants: ['responsibility', 'skill', 'plain'] },
  { category: 'motivation', wants: ['plain'] },
  { category: 'technical', wants: ['skill', 'plain'] },
  { category: 'technical', wants: ['skill', 'plain'] },
  { category: 'technical', wants: ['plain', 'skill'] },
  { category: 'scenario', wants: ['responsibility', 'plain'] },
  { category: 'scenario', wants: ['skill', 'responsibility', 'plain'] },
  { category: 'scenario', wants: ['plain'] },
  { category: 'soft_skills', wants: ['plain'] },
  { category: 'soft_skills', wants: ['plain'] },
  { category: 'soft_skills', wants: ['plain'] },
];

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

/** The seed every choice for this job derives from. */
export function getQuestionSeed(context: InterviewContext): number {
  const title = context.jobTitle.trim();
  return hashString(`${context.language}\n${title}\n${context.jobDescription.trim()}`);
}

/** Twelve questions for the job, in the interview's language and the spec's category order. */
export function generateQuestions(context: InterviewContext): string[] {
  const random = createRandom(getQuestionSeed(context));
  const jobTitle = context.jobTitle.trim();
  const terms = extractJobTerms(context.jobDescription);
  const skills = [...new Set(terms.skills.map((term) => getTermLabel(term, context.language)))];
  // English templates put a duty after "had to", so only English verb phrases fit there.
  const responsibilities = terms.responsibilities.filter(
    (duty) => context.language === 'ru' || !isCyrillic(duty),
  );
  const queues: Record<Exclude<Need, 'plain'>, string[]> = {
    skill: skills,
    responsibility: responsibilities,
  };
  const cursor = { skill: 0, responsibility: 0 };
  const bank = getQuestionBank(context.language);
  const byCategory = new Map<QuestionCategory, QuestionTemplate[]>();
  for (const template of bank) {
    byCategory.set(template.category, [...(byCategory.get(template.category) ?? []), template]);
  }
  const shuffled = new Map(
    [...byCategory].map(([category, templates]) => [category, shuffle(templates, random)]),
  );
  const usedTemplates = new Set<string>();
  const questions: string[] = [];

  const fill = (template: QuestionTemplate, need: Need): string | null => {
    if (template.text.includes('{jobTitle}') && !jobTitle) return null;
    let text = template.text.replaceAll('{jobTitle}', jobTitle);
    if (need !== 'plain') {
      const term = queues[need][cursor[need]];
      if (term === undefined) return null;
      text = text.replace(`{${need}}`, term);
    }
    return capitaliseStart(text);
  };

  for (const slot of QUESTION_SLOTS.slice(0, QUESTIONS_PER_INTERVIEW)) {
    const candidates = shuffled.get(slot.category) ?? [];
    let chosen: { template: QuestionTemplate; text: string; need: Need } | null = null;
    for (const need of slot.wants) {
      for (const template of candidates) {
        if (usedTemplates.has(template.id) || getTemplateNeed(template) !== need) continue;
        const text = fill(template, need);
        if (text && !questions.includes(text)) {
          chosen = { template, text, need };
          break;
        }
      }
      if (chosen) break;
    }
    if (!chosen) continue;
    usedTemplates.add(chosen.template.id);
    if (chosen.need !== 'plain') cursor[chosen.need] += 1;
    questions.push(chosen.text);
  }
  return questions;
}
