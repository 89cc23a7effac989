// The posting's own terms: what its requirement lines ask for, in its own words, whether or not
// the skills dictionary knows them ("HEC-RAS", "stormwater drainage design", "P.E. licence",
// «допуск по электробезопасности»). Each line is cut into items at commas, semicolons and
// brackets; the words that only introduce a requirement ("experience with", "knowledge of",
// «опыт работы с», «знание») are dropped; an item of one to four content words is a term. A
// resume shows it when one of its lines holds every content word of it, in any word form.
import { contentStems } from '../../../job-description/read-job-description';
import type { RequirementLevel } from '../../../job-description/job-sections';
import { LEXICON_EN } from '../../../language/lexicon.en';
import { countScripts } from '../../../language/text';
import { stemText } from '../../../language/stem';
import { FIGURE, isPlace, isTitleCaseWord } from './not-names';

export interface PhraseForm {
  /** The stems a resume line must hold to show it: all of them, or `atLeast` of them. */
  stems: readonly string[];
  atLeast?: number;
  /** Names written with capitals, digits or dots ("P.E.", "HEC-RAS", "3D"), found as written. */
  names: readonly string[];
  /** Names found in their case only: "Universal" in a posting is not "universal" in a resume. */
  exactCase?: boolean;
}

export interface PostingPhrase {
  label: string;
  level: RequirementLevel;
  /** Its forms: "Civil 3D or HEC-RAS" is shown by either; one form for most terms. */
  alternatives: readonly PhraseForm[];
  /**
   * False for the names picked out of an item too long to be a term ("Email and SMS lifecycle
   * marketing in Klaviyo or Attentive" → "Klaviyo / Attentive"): a resume that names one shows
   * the requirement, but one that does not may meet it in other words, so it is never called
   * missing.
   */
  sure: boolean;
}

/** A name of at least this many words may be written as its initials. */
const MIN_ACRONYM_WORDS = 3;
/** An item longer than this is a clause that mentions a name, not the name of a term. */
const MAX_WORDS = 4;
/** Items are cut here: list punctuation, brackets, and "or"/"and"/"и"/"или" between items. */
const SEGMENT_BREAK = /\s*[,;•·]\s*/u;
const ITEM_BREAK = /\s+(?:and|&|и)\s+/iu;
const ALTERNATIVE_BREAK = /\s+(?:and\/or|or|или|либо)\s+|\s*\/\s+|\s+\/\s*/iu;
/** "(CLAD or equivalent)", "(e.g. Civil 3D, MicroStation)": what a bracket adds is another form. */
const BRACKET = /\s*[([]([^()[\]]*)[)\]]/gu;
const EXAMPLE_CUE =
  /^(?:e\.g\.?|i\.e\.?|such as|for example|including|like|например|напр\.?|в т\.ч\.?|в том числе|включая)\s*/iu;
/**
 * ", including annual medical emergencies training", ", such as Revit": what follows is what the
 * requirement takes in, as if in brackets (a resume that shows it shows the requirement).
 */
const EXAMPLES_AFTER_COMMA =
  /,\s*((?:including|such as|e\.g\.?|for example|включая|в том числе|например)\s+[^()[\]]+)$/iu;

// A capital right after a letter ("HEC-RAS", "PharmD", "ПК"), not at the start of a hyphenated
// part: "Charlotte-Mecklenburg" and "Foundational-Level" are ordinary words in title case.
const NAME_TOKEN =
  /^(?=.*\p{L})(?=.*(?:\p{L}\p{Lu}|\p{N}|\p{L}\.\p{L}))[\p{L}\p{N}][\p{L}\p{N}.+#-]*$/u;
/** A level written as a Roman numeral, and the words a level follows ("не ниже III", "Band IV"). */
const ROMAN_NUMERAL = /^[IVX]{1,4}$/u;
const LEVEL_BEFORE =
  /^(?:ниже|выше|менее|более|least|above|minimum|level|grade|group|class|category|band|tier|группа|группы|разряд|разряда|категория|категории|класс|класса|уровень|уровня)$/iu;
// What a requirement is called rather than what it is: "P.E. licence" is shown by "P.E.".
// prettier-ignore
const GENERIC_STEMS = new Set(
  [
    'licence', 'license', 'certificate', 'certification', 'qualification', 'experience', 'skills',
    'software', 'system', 'tools', 'knowledge', 'ability', 'background', 'years', 'level',
    'лицензия', 'удостоверение', 'сертификат', 'навыки', 'опыт', 'знание', 'программа', 'система',
  ].flatMap((word) => stemText(word)),
);
// Words that introduce a requirement rather than name it, at the start of an item.
const INTRODUCTION = new RegExp(
  '^(?:' +
    [
      '\\d+\\+?\\s*(?:years?|yrs?|лет|года?)\\b(?:\\s+of)?',
      'at least',
      'minimum(?: of)?',
      'proven|strong|solid|good|excellent|sound|demonstrable|demonstrated|hands-on|working|practical|extensive|relevant|previous|prior|current|valid|full|clean|a|an|the',
      'experience(?: of| in| with| using)?',
      'knowledge(?: of)?',
      'understanding(?: of)?',
      'proficiency(?: in| with)?',
      'proficient(?: in| with)?',
      'familiarity(?: with)?',
      'familiar with',
      'expertise(?: in)?',
      'skills?(?: in)?',
      'ability to',
      'able to',
      'must have|must be|should have|you have|you are|you will have',
      '(?:уверенн|хорош|отличн|глубок|базов|обязательн|действующ|высок|грамотн)[а-яё]*',
      'наличие',
      'опыт(?: работы)?(?: с| со| в| во| по)?',
      'знание|знания|умение|навыки|навык|владение|понимание|готовность(?: к)?',
      'от \\d+ (?:лет|года?)',
      'in|with|of|on|using|for|в|во|с|со|по',
    ].join('|') +
    ')\\s+',
  'iu',
);
/** An ability ("ability to lift 25 kg", «умение работать в команде») is no term to look up. */
const ABILITY =
  /^(?:ability to|able to|willing(?:ness)? to|ready to|умение|умеете|готовность|способность)\s/iu;
/** Words of a clause, not of a term: pronouns, the verb "to be", a Russian infinitive. */
const CLAUSE_WORD =
  /^(?:you|your|we|our|us|who|which|that|is|are|be|will|can|must|should|вы|ваш\p{L}*|мы|наш\p{L}*|который\p{L}*|за|чтобы|если|\p{L}+(?:ть|ться|чь))$/iu;
const MAX_TERM_STEMS = 3;
/** Items that name a qualification of education, which the report reads apart from skills. */
const DEGREE = /\b(?:degree|bachelor'?s?|master'?s?|diploma|phd|gcse|a-levels?)\b|образовани/iu;

function stripIntroduction(item: string): string {
  let text = item.trim().replace(/^(?:[-–—*•·)]|\d+[.)](?!\d))+\s*/u, '');
  for (let guard = 0; guard < 6; guard += 1) {
    const next = text.replace(INTRODUCTION, '');
    if (next === text) break;
    text = next;
  }
  return text
    .replace(/\s+(?:от|не менее|более|from|of)?\s*\d+\+?\s*(?:лет|года?|years?)$/iu, '')
    .replace(/[.:!?]+$/u, '')
    .trim();
}

/** The terms of the posting's requirement lines, each with the level of its line. */
/**
 * The terms of the posting's requirement lines (under a requirements heading: not its preamble
 * or its duties), each with the level of its line. `isKnown` tells an item a keyword of the
 * dictionary or the soft-skill list already covers; those are left to it.
 */
export function findPostingPhrases(
  lines: readonly { text: string; role: RequirementLevel }[],
  isKnown: (item: string) => boolean,
): PostingPhrase[] {
  const phrases: PostingPhrase[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const text = line.text
      .replace(EXAMPLES_AFTER_COMMA, ' ($1)')
      .replace(
        BRACKET,
        (_, inner: string) => ` or ${inner.replace(EXAMPLE_CUE, '').replace(/\s*,\s*/g, ' or ')}`,
      );
    const lineNames = findLineNames(line.text);
    for (const segment of text.split(SEGMENT_BREAK)) {
      for (const item of segment.split(ITEM_BREAK)) {
        const parts = item.split(ALTERNATIVE_BREAK).filter((part) => part.trim() !== '');
        // Every form must be a term: "…in Mathematics or Foundational-Level Mathematics", "CLAD
        // or equivalent" can be met in words the posting does not give, so none is required.
        const forms = parts.map((part) => readForm(part, { isKnown, names: lineNames }));
        if (forms.length === 0 || forms.some((form) => form === null)) {
          const named = readNames(item, { isKnown, names: lineNames });
          if (named !== null && !seen.has(named.key)) {
            seen.add(named.key);
            phrases.push({ ...named.phrase, level: line.role });
          }
          continue;
        }
        const found = forms as { label: string; form: PhraseForm }[];
        const key = found
          .map(({ form }) => [...form.names, ...[...form.stems].sort()].join(' '))
          .join('|');
        if (seen.has(key)) continue;
        seen.add(key);
        phrases.push({
          label: found.map(({ label }) => label).join(' / '),
          level: line.role,
          alternatives: found.map(({ form }) => form),
          sure: true,
        });
      }
    }
  }
  return phrases;
}

const COMMON_WORDS = new Set(LEXICON_EN.commonWords);
const LATIN_WORD = /^[A-Za-z][A-Za-z0-9+#.-]*$/;

/**
 * Product and place-of-work names of a line that are spelt as ordinary capitalised words
 * ("Klaviyo", "Shopify"): a capitalised word inside the line, not at its start or after a full
 * stop, and not an everyday word; in a Russian line, any Latin word ("Roistat", "Solvo").
 */
function findLineNames(line: string): ReadonlySet<string> {
  const names = new Set<string>();
  const { cyrillic, latin } = countScripts(line);
  for (const match of line.matchAll(/[\p{L}\p{N}][\p{L}\p{N}+#.-]*/gu)) {
    const word = match[0].replace(/\.$/, '');
    const before = line.slice(0, match.index);
    if (cyrillic > latin) {
      if (LATIN_WORD.test(word) && word.length >= 2) names.add(word.toLowerCase());
      continue;
    }
    const isInside = /\p{L}/u.test(before) && !/[.:!?]\s*$/u.test(before);
    if (isInside && /^[A-Z][a-z]{2,}$/.test(word) && !COMMON_WORDS.has(word.toLowerCase())) {
      names.add(word.toLowerCase());
    }
  }
  return names;
}

/** One form of a term, or null when the text is not a term to look for. */
function readForm(
  raw: string,
  options: { isKnown: (item: string) => boolean; names: ReadonlySet<string> },
): { label: string; form: PhraseForm } | null {
  const { isKnown } = options;
  if (ABILITY.test(raw.trim().replace(/^[-–—*•·]+\s*/u, ''))) return null;
  const item = stripIntroduction(raw);
  const words = item.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > MAX_WORDS || DEGREE.test(item)) return null;
  if (words.some((word) => CLAUSE_WORD.test(word.replace(/[^\p{L}]/gu, '')))) return null;
  if (isKnown(item)) return null;
  const names = words
    .map((word) => word.replace(/[.:]+$/u, (dots) => (dots.includes('.') ? '.' : '')))
    .filter((word) => NAME_TOKEN.test(word) || options.names.has(word.toLowerCase()))
    .map((word) => word.toLowerCase());
  // Only a name as written (an acronym, a product, a licence: "HEC-RAS", "P.E.", "Civil 3D") is
  // sure to be a term: a phrase of ordinary words is as often a fragment of a sentence ("related
  // field", "stipend available"), and calling it missing would accuse the resume.
  if (names.length === 0) return null;
  const nameStems = new Set(names.flatMap((name) => stemText(name)));
  const stems = [...new Set(contentStems(item))].filter(
    (stem) => !nameStems.has(stem) && !GENERIC_STEMS.has(stem),
  );
  if (stems.length + names.length > MAX_TERM_STEMS) return null;
  // The names alone show it: "Ran campaigns in Klaviyo" shows "email marketing in Klaviyo" well
  // enough that calling it missing would be false.
  return { label: item, form: { stems: [], names } };
}

/**
 * The names an item gives when it is too long to be a term itself: runs of names as written
 * ("Triple Whale", "GA4", "Klaviyo"), each a form of the requirement. Null when it names none, or
 * only what a known keyword already covers.
 */
function readNames(
  item: string,
  options: { isKnown: (item: string) => boolean; names: ReadonlySet<string> },
): { key: string; phrase: Omit<PostingPhrase, 'level'> } | null {
  // A degree is read apart from skills: "Bachelor's in Civil Engineering" names no tool.
  if (DEGREE.test(item)) return null;
  const words = item
    .replace(BRACKET, ' ')
    .split(/\s+/)
    .map((raw) => ({ raw, word: raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, '') }));
  const runs: string[][] = [];
  let run: string[] = [];
  let start = 0;
  const close = () => {
    if (run.length > 0 && !isPlace(words.slice(0, start).map(({ word }) => word))) runs.push(run);
    run = [];
  };
  words.forEach(({ raw, word }, index) => {
    // "не ниже III", "Level IV", "at least II": a level, not a name (an IV line stays a name).
    const isLevel = ROMAN_NUMERAL.test(word) && LEVEL_BEFORE.test(words[index - 1]?.word ?? '');
    const isName =
      word.length > 0 &&
      !isLevel &&
      !FIGURE.test(word) &&
      // A name the line writes with a capital counts there, not the same word in lower case
      // ("Night Care Assistant … personal care").
      (NAME_TOKEN.test(word) ||
        (options.names.has(word.toLowerCase()) && !/^\p{Ll}+$/u.test(word)));
    if (isName) {
      if (run.length === 0) start = index;
      run.push(word);
    }
    if (!isName || /[,;:]$/u.test(raw)) close();
  });
  close();
  const forms = runs.filter(
    (names) => !options.isKnown(names.join(' ')) && !isTitleCaseWord(names),
  );
  if (forms.length === 0) return null;
  return {
    key: forms.map((names) => names.join(' ').toLowerCase()).join('|'),
    phrase: {
      label: forms.map((names) => names.join(' ')).join(' / '),
      alternatives: forms.map((names) => ({ stems: [], names, exactCase: true })),
      sure: false,
    },
  };
}

/**
 * A name as a pattern; a Russian word at its end in any case ("HR-менеджером" is shown by
 * "HR-менеджер", «Хантфлоу» stays as it is): the case ending is cut and any short one allowed.
 */
function inflectable(name: string): string {
  const match = /^(.*?)([а-яё]{4,}?)(ами|ями|ом|ем|ой|ей|ах|ях|ов|ев|ам|ям|а|я|у|ю|ы|и|е)?$/iu.exec(
    name,
  );
  if (!match?.[2] || !/[а-яё]$/iu.test(name)) return escapeRegExp(name);
  return `${escapeRegExp(`${match[1] ?? ''}${match[2]}`)}[а-яё]{0,3}`;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether one line of the text holds every name and stem of one of the phrase's forms. */
export function showsPhrase(text: string, phrase: Pick<PostingPhrase, 'alternatives'>): boolean {
  const lines = text.split('\n');
  return phrase.alternatives.some((form) => {
    const namePatterns = form.names.map(
      (name) =>
        new RegExp(
          `(?<![\\p{L}\\p{N}])${inflectable(name.replace(/\.$/, ''))}\\.?(?![\\p{L}\\p{N}])`,
          form.exactCase === true ? 'u' : 'iu',
        ),
    );
    // A name of three words or more is also shown by its initials ("ATH" for the Academy Trust
    // Handbook, "SCR" for the Single Central Record), written in capitals as a word of its own.
    const initials =
      form.names.length >= MIN_ACRONYM_WORDS && form.stems.length === 0
        ? new RegExp(
            `(?<![\\p{L}\\p{N}])${escapeRegExp(
              form.names
                .map((name) => name.charAt(0))
                .join('')
                .toUpperCase(),
            )}(?![\\p{L}\\p{N}])`,
            'u',
          )
        : null;
    return lines.some((line) => {
      if (initials?.test(line)) return true;
      if (!namePatterns.every((pattern) => pattern.test(line))) return false;
      const stems = new Set(stemText(line));
      if (form.atLeast === undefined) return form.stems.every((stem) => stems.has(stem));
      // …and in either half of a compound ("наряд-допуск" holds «допуск»).
      for (const stem of stemText(line.replace(/-/gu, ' '))) stems.add(stem);
      // A requirement in plain words is held in any form of its words, derived ones too
      // ("вахтовым" / «вахта», "project" / "projects"): one stem starts the other.
      const lineStems = [...stems].filter((stem) => stem.length >= MIN_SHARED_PREFIX);
      const held = form.stems.filter(
        (stem) =>
          stems.has(stem) ||
          (stem.length >= MIN_SHARED_PREFIX &&
            lineStems.some((other) => other.startsWith(stem) || stem.startsWith(other))),
      ).length;
      return held >= form.atLeast;
    });
  });
}

/** A requirement line in plain words is shown by a resume line holding this share of its words. */
const LINE_SHARE = 0.6;
/** The shortest stem that may stand for a longer one it starts ("вахт" for «вахтовым»). */
const MIN_SHARED_PREFIX = 4;
const MIN_LINE_STEMS = 2;
/** Words that say how a requirement is asked, not what it asks: "experience", «опыт», "years". */
const LINE_FRAME_STEMS = new Set(
  [
    'experience', 'experienced', 'knowledge', 'understanding', 'ability', 'able', 'skills', 'skill',
    'strong', 'proven', 'good', 'excellent', 'working', 'years', 'year', 'minimum', 'least',
    'required', 'essential', 'desirable', 'preferred', 'plus', 'ideally', 'would', 'including',
    'опыт', 'работа', 'работы', 'знание', 'знания', 'умение', 'навыки', 'навык', 'владение',
    'понимание', 'готовность', 'наличие', 'лет', 'года', 'год', 'менее', 'более', 'желательно',
    'обязательно', 'приветствуется', 'плюсом', 'будет', 'уверенное', 'хорошее', 'отличное',
  ].flatMap((word) => stemText(word)),
); // prettier-ignore

/**
 * A requirement line that names nothing the reader knows ("Experience with progressive discipline
 * in a unionized environment", «Опыт прокладки и разделки кабеля до 10 кВ») in its own words: the
 * content words it asks for. A resume line holding most of them shows the requirement; one that
 * does not may meet it in other words, so it is never called missing (`sure: false`).
 */
export function readRequirementLine(text: string): PhraseForm | null {
  if (DEGREE.test(text)) return null;
  const stems = [...new Set(contentStems(text))].filter(
    (stem) => !LINE_FRAME_STEMS.has(stem) && !GENERIC_STEMS.has(stem),
  );
  if (stems.length < MIN_LINE_STEMS) return null;
  return {
    stems,
    names: [],
    atLeast: Math.max(MIN_LINE_STEMS, Math.ceil(LINE_SHARE * stems.length)),
  };
}
