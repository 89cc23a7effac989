// Which kind of question each of the twelve places in the offline interview asks, in the spec's
// category order (§9), and what it quotes from the posting where it can.
import type { QuestionCategory, TemplateNeed } from './question-template';

export type Need = TemplateNeed;

export interface Slot {
  category: QuestionCategory;
  /** Kinds of template to try, in order of preference. */
  wants: readonly Need[];
  /** Whether the job's field has a question for this slot (technical and scenario). */
  fromField?: boolean;
  /**
   * For a job of no known field, what the slot tries instead: the posting's own duties before a
   * general question, so a posting that lists many duties is asked about more of them.
   */
  anyWork?: readonly Need[];
}

/** Spec §9: background 1–2, technical 4–6, scenario 7–9, soft skills 10–12; 3 is motivation. */
export const QUESTION_SLOTS: readonly Slot[] = [
  // The experience the posting requires, quoted, where it names any.
  { category: 'background', wants: ['experience', 'plain'], anyWork: ['experience', 'plain'] },
  // Not a skill by name ("Where have you used hydraulics in your previous work, and what did it let
  // you deliver?"): rated 2.5 of 5 in rounds 3–24, 14 of 20 ratings 1–2, "awkward wording".
  { category: 'background', wants: ['responsibility', 'plain'] },
  // A demanding term the posting states ("a rotating 24/7 rota, including nights", «вахта 60/30»),
  // where it states one: the general motivation questions rated 2.9–3.1 of 5 in the blind
  // ratings of rounds 2–18, almost always noted "generic".
  { category: 'motivation', wants: ['condition', 'plain'], anyWork: ['condition', 'plain'] },
  { category: 'technical', wants: ['skill', 'plain'], fromField: true },
  // A duty quoted from the posting before a skill asked by name: in the blind ratings of rounds
  // 2–15 the general questions naming a skill ("Where does first aid matter most…?") rated 2.5 of
  // 5 (61 ratings), those quoting a duty ("The posting lists “…”. What can go wrong with it…?")
  // 3.8–3.9 (224 ratings, jobs of no known field).
  { category: 'technical', wants: ['duty', 'skill', 'plain'] },
  // For any work, the know-how its requirements ask for in its own words ("the ability to read a
  // wiring diagram", «знание свойств бумаги, клеев…») before another duty: the duty it would have
  // quoted is then asked in a scenario, where a posting with few duties would get a general one.
  {
    category: 'technical',
    wants: ['plain', 'skill'],
    fromField: true,
    anyWork: ['ability', 'duty', 'plain'],
  },
  // A duty quoted, where no responsibility reads as a verb phrase, before a scenario any job is
  // asked: for jobs of a known field the general scenarios rated 2.95 of 5 in rounds 2–26 (84
  // ratings), a duty quoted in a scenario 4.1.
  { category: 'scenario', wants: ['responsibility', 'duty', 'plain'], anyWork: ['duty', 'plain'] },
  { category: 'scenario', wants: ['plain'], fromField: true, anyWork: ['duty', 'plain'] },
  // A duty as it happened, for any work, before a scenario any job is asked (rounds 3–22: 3.4–3.6
  // of 5 against 3.0–3.2).
  { category: 'scenario', wants: ['plain'], fromField: true, anyWork: ['duty', 'plain'] },
  // A quality the posting asks for in its own words ("calm under pressure when a mixer goes down
  // at 2am"), when it names one, before a question any job is asked.
  { category: 'soft_skills', wants: ['quality', 'plain'], anyWork: ['quality', 'plain'] },
  // The posting's second quality, else a duty done with or for people (people-duties.ts), before a
  // question any job is asked: rounds 3–22 rated the posting's quality 4.0 of 5, the soft-skills
  // questions any job is asked 2.9.
  {
    category: 'soft_skills',
    wants: ['quality', 'peopleDuty', 'plain'],
    anyWork: ['quality', 'peopleDuty', 'plain'],
  },
  // Working with people as the field does it, before a question any job is asked. (For any work, a
  // second duty done with people quoted here was tried in rounds 26–27 and not kept: it rated 2.8
  // of 5, the questions any job is asked 3.0, and it took a duty from the technical questions.)
  { category: 'soft_skills', wants: ['plain'], fromField: true },
];
