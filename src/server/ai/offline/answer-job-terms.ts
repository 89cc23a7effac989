// The job terms an answer uses, as it names them, and those its question names that it does not.
// A term only the posting names is never said to be left out of an answer to a question that did
// not ask for it (a new user's walk: «группа допуска по электробезопасности» was listed as left out
// of every answer of a boiler-house operator, a gas-leak story among them).
import type { Language } from '../../../shared/language';
import {
  findTermNameIn,
  findTermsIn,
  getTermLabel,
  type JobTerm,
} from '../../job-description/job-terms';
import { contentStems } from '../../job-description/read-job-description';
import { containsSequence } from '../../language/text';
import { echoes } from './term-echo';

const NO_TITLE: ReadonlySet<string> = new Set();

export function findJobTerms(
  options: { answer: string; language: Language; question?: string },
  skills: readonly JobTerm[],
): { used: string[]; missed: string[] } {
  const label = (term: JobTerm) => getTermLabel(term, options.language);
  // A term the answer names by another of its names is shown as the answer names it (a term
  // labelled «ЕГРН» found as «Росреестр»): the panel says what the answer used.
  const said = (term: JobTerm) => {
    const name = findTermNameIn(options.answer, term);
    const labels = [term.label, term.ruLabel ?? ''].map((text) => text.toLowerCase());
    return name && !labels.includes(name.toLowerCase()) ? name : label(term);
  };
  const used = findTermsIn(options.answer, skills);
  const unused = skills.filter((term) => !used.includes(term));
  const question = options.question ?? '';
  // …and one left out as the question names it: "manual handling" asked is not "moving and
  // handling", another field's label for the same term (a new user's walk, twenty-second session).
  const asked = (term: JobTerm) => findTermNameIn(question, term) ?? label(term);
  // Never one the answer names in the question's own words in another form («по технической
  // документации» for «работать по технической документации»), which the dictionary may not read.
  const answerStems = contentStems(options.answer);
  // …nor one it names as the assessment reads it: by what it is of («проверяла сроки годности» of
  // «контроль сроков годности») or by its head word in another form («выкладывала товар» of
  // «выкладка товара»): a new user's walk, forty-first session, found both listed as left out.
  const echoed = (term: JobTerm) => {
    const stems = contentStems(asked(term));
    return (
      stems.length > 0 &&
      (containsSequence(answerStems, stems) ||
        containsSequence(answerStems, stems.map(headOf)) ||
        echoes(asked(term), { answers: [answerStems], titleStems: NO_TITLE }))
    );
  };
  const missed = question ? findTermsIn(question, unused).filter((term) => !echoed(term)) : [];
  return { used: used.map(said), missed: missed.map(asked) };
}

/**
 * A compound's head: «электросхем» is named by «схем» («Схемы читаю регулярно…»: a new user's walk
 * found «электросхемы» called left out of that answer), "autoelectric" by "electric".
 */
const COMBINING =
  /^(?:электро|авто|мото|фото|видео|гидро|пневмо|термо|радио|теле|аудио|микро|агро|вело|энерго|electro|auto|moto|photo|video|hydro|thermo|radio|tele|micro|agro)(?=\p{L}{4})/iu;
function headOf(stem: string): string {
  return stem.replace(COMBINING, '');
}
