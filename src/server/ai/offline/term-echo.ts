// Whether an answer names a job term in its own words, in any form: what the assessment counts as
// a skill the answers named, and what the evidence panel never lists as left out of an answer.
import { contentStems } from '../../job-description/read-job-description';
import { containsSequence } from '../../language/text';

/** Stems this long or longer echo a skill's word; shorter ones are too often another word's. */
const ECHO_STEM_LETTERS = 5;

/**
 * Whether an answer uses a skill's name in its own words, in any form, whether or not as the
 * skill: the name's words in a row («санитарные нормы» of «санитарных норм», «технической
 * документацией» of «технической документации»), or its one telling word (“audit” of “audits”,
 * «мультиметр» of «мультиметром»). The job title's words tell nothing ("driver" of "Driver CPC"
 * for a bus driver), nor do short ones; a word of a longer name alone is not enough («помощь» is
 * not «первой помощи»).
 */
export function echoes(
  name: string,
  { answers, titleStems }: { answers: readonly string[][]; titleStems: ReadonlySet<string> },
): boolean {
  const stems = contentStems(name).filter((stem) => !titleStems.has(stem));
  // A skill named only by the title's words is the job itself ("scaffolding" of a scaffolder,
  // «Электромонтажник»): never one no answer mentions (a new user's walk, thirty-ninth session).
  if (stems.length === 0) return contentStems(name).length > 0;
  if (stems.length === 1) {
    const [only = ''] = stems;
    return only.length >= ECHO_STEM_LETTERS && answers.some((answer) => answer.includes(only));
  }
  // A name of three words or more is echoed by what it is of, in a row: «сроки годности… знаю» of
  // «контроль сроков годности» (a new user's walk, thirty-first session: called missing beside it).
  const object = stems.length >= OBJECT_FROM_WORDS ? stems.slice(1) : null;
  // …or by its head word in another form of the same root: «выкладывала молочку» of «выкладка
  // товара» (a new user's walk, thirty-third session: called missing beside it).
  const head = stems[0]!.length > ROOT_LETTERS ? stems[0]!.slice(0, ROOT_LETTERS) : null;
  return answers.some(
    (answer) =>
      containsSequence(answer, stems) ||
      (object && containsSequence(answer, object)) ||
      (head !== null && answer.some((stem) => stem.startsWith(head))),
  );
}
/** Letters of a head word's root that another form of it shares («выкла» of «выкладка»). */
const ROOT_LETTERS = 5;
/** Words of a skill's name from which what it is of, without its first word, echoes it. */
const OBJECT_FROM_WORDS = 3;
