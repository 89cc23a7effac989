import type { JobTerm } from '../../../job-description/job-terms';
import { getTechTermKind } from '../../../job-description/tech-dictionary';
import { containsSequence, spreadCodeLists, spreadCoordination } from '../../../language/text';
import { stemText } from '../../../language/stem';
import {
  OFFER_LINE,
  classifyJobLines,
  statesTerms,
  type RequirementLevel,
} from '../../../job-description/job-sections';
import { removeNoise } from '../../../job-description/noise';
import { readJobDescription } from '../../../job-description/read-job-description';
import { SOFT_SKILLS } from '../../../job-description/soft-skills';
import { isDegreeLine } from './degree-requirement';
import { findPostingPhrases, readRequirementLine, showsPhrase } from './posting-phrases';
import { withSpeltOut } from './posting-acronyms';

export type KeywordKind = 'hard_skill' | 'tool' | 'soft_skill';

/** A skill, tool or soft skill a job description asks for, and how to find it in a resume. */
export interface JobKeyword {
  label: string;
  /** The Russian name of a concept, when it has one. */
  ruLabel: string | null;
  kind: KeywordKind;
  level: RequirementLevel;
  /** Whether a text mentions the keyword, in any inflection or alias. */
  isFoundIn(text: string): boolean;
  /**
   * The posting's requirement lines that name it (their order among the posting's lines). Two
   * keywords of one line ask for one thing together: "food safety, FIFO and holding temps".
   */
  lines?: readonly number[];
  /**
   * False for a name picked out of a long requirement ("Klaviyo" from "Email and SMS lifecycle
   * marketing in Klaviyo or Attentive"): it counts when the resume shows it, and is never called
   * missing, since the requirement may be met in other words.
   */
  sure?: boolean;
  /**
   * A requirement line read whole in its own words (no keyword names it): shown by a resume line
   * holding most of its words, it is the requirement itself, not a name picked out of it.
   */
  wholeLine?: true;
}

/**
 * A sentence of a posting written as prose that speaks to the candidate or says what is asked
 * ("You'd own our Instagram…", "We're looking for someone with…", «Ищем человека с опытом…»),
 * not what the employer says of itself ("Hollow Pine is a 14-person brand") or the title line.
 */
const ASKS_OF_CANDIDATE =
  /(?<![\p{L}])(?:you|your|you'd|you'll|you've|you're|we're looking|we are looking|must|should|need|required|requirements?|experience|ideally|bonus|plus|вы|вас|вам|ваш\p{L}*|ищем|требуется|требуются|нужн\p{L}*|необходим\p{L}*|опыт\p{L}*|умение|знание|желательно|плюсом|приветствуется)(?![\p{L}])/iu;

/**
 * The keywords of a job description, required ones first, each in the order it first appears.
 * Skills, tools and qualifications are the shared job-description reader's (the coach reads the
 * same job the same way: role family, noise removed, multi-word names whole, acronyms and full
 * names as one); soft skills come from a bilingual list matched by stems. A keyword named under
 * "Requirements" (or before any heading) is required even if "Nice to have" repeats it.
 */
export function extractJobKeywords(description: string, jobTitle = ''): JobKeyword[] {
  const reading = readJobDescription({ jobTitle, jobDescription: description });
  // What the employer offers is asked of nobody ("We offer … a lease car scheme").
  const lines = classifyJobLines(removeNoise(description)).filter(
    (line) => line.role !== 'ignored' && !OFFER_LINE.test(line.text) && !statesTerms(line.text),
  );
  const keywords = new Map<string, JobKeyword>();
  const add = (keyword: JobKeyword) => {
    const key = keyword.label.toLowerCase();
    const existing = keywords.get(key);
    if (!existing) keywords.set(key, keyword);
    else if (existing.level === 'preferred' && keyword.level === 'required') {
      keywords.set(key, { ...existing, level: 'required' });
    }
  };
  for (const level of ['required', 'preferred'] as const) {
    const text = lines
      .filter((line) => line.role === level)
      .map((line) => line.text)
      .join('\n');
    if (text.trim().length === 0) continue;
    for (const skill of reading.skills.filter((candidate) => candidate.level === level)) {
      add(fromTerm(skill, level));
    }
    for (const softSkill of findSoftSkills(text)) add({ ...softSkill, level });
  }
  foldAlternatives(keywords, lines);
  // The posting's own terms the dictionary does not know ("HEC-RAS", "stormwater drainage
  // design"), from the lines under its requirement headings.
  const known = [...keywords.values()];
  const requirementLines = lines.filter(
    (line): line is typeof line & { role: RequirementLevel } =>
      line.role !== 'ignored' && line.heading === 'requirements',
  );
  // A posting written as prose, with no heading at all ("We're looking for someone with…"): its
  // requirements stand among what the employer says of itself and of the work, so its terms are
  // read from every line, each counting only where a resume shows it, never called missing.
  const isProse = lines.every((line) => line.heading === null);
  const proseLines = isProse
    ? lines.filter(
        (line): line is typeof line & { role: RequirementLevel } =>
          line.role !== 'ignored' && ASKS_OF_CANDIDATE.test(line.text),
      )
    : [];
  const phrases = findPostingPhrases([...requirementLines, ...proseLines], (item) =>
    known.some((keyword) => keyword.isFoundIn(item)),
  ).map((phrase) => withSpeltOut(phrase, description));
  for (const phrase of phrases) {
    add({
      label: phrase.label,
      ruLabel: null,
      kind: 'hard_skill',
      level: phrase.level,
      isFoundIn: (text) => showsPhrase(text, phrase),
      ...(phrase.sure && !isProse ? {} : { sure: false }),
    });
  }
  // A requirement line no keyword names, in its own words: it counts where a resume line holds
  // most of them, and is never called missing.
  const named = [...keywords.values()];
  for (const line of requirementLines) {
    if (named.some((keyword) => keyword.isFoundIn(line.text))) continue;
    const form = readRequirementLine(line.text);
    if (form === null) continue;
    const phrase = { alternatives: [form] };
    add({
      label: requirementLabel(line.text),
      ruLabel: null,
      kind: 'hard_skill',
      level: line.role,
      isFoundIn: (text) => showsPhrase(text, phrase),
      sure: false,
      wholeLine: true,
    });
  }
  return [...keywords.values()]
    .sort((a, b) => Number(a.level === 'preferred') - Number(b.level === 'preferred'))
    .map((keyword) => {
      const named = lines.flatMap((line, index) =>
        line.role !== 'ignored' && keyword.isFoundIn(line.text) ? [index] : [],
      );
      // Named only where the posting asks for a degree ("Высшее педагогическое образование"): the
      // degree is the Education check's to judge, and a resume shows its subject in its own
      // words, so the keyword counts where shown and is never called missing.
      const onlyDegree =
        named.length > 0 && named.every((index) => isDegreeLine(lines[index]?.text ?? ''));
      // Named only in the words before the posting's headings ("…a leading third-party logistics
      // provider"): what the employer does, not what it asks of the candidate, so it counts where
      // a resume shows it and is never called missing.
      const onlyIntro = named.length > 0 && named.every((index) => lines[index]?.intro === true);
      // Named only as the kind a named thing stands for ("COINS or a similar ERP system", «1С или
      // аналогичная учётная система»): the named thing meets it, so it is never called missing.
      const onlySimilar =
        named.length > 0 &&
        named.every(
          (index) => !keyword.isFoundIn((lines[index]?.text ?? '').replace(OR_SIMILAR, ' ')),
        );
      return {
        ...keyword,
        lines: named,
        ...(onlyDegree || onlyIntro || onlySimilar ? { sure: false } : {}),
      };
    });
}

function fromTerm(term: JobTerm, level: RequirementLevel): JobKeyword {
  // A concept named in lower case ("mentoring", "unit testing", "наставничество") is also found
  // by its stems, so "mentored" and "наставником" count; product names match by their aliases.
  const conceptStems = [term.label, term.ruLabel ?? '']
    .filter((name) => name.length > 0 && name === name.toLowerCase())
    .map((name) => stemText(name));
  return {
    label: term.label,
    ruLabel: term.ruLabel,
    kind: getTechTermKind(term.label),
    level,
    isFoundIn: (written) => {
      // "Employee & labour relations" shows employee relations.
      // «Категорий B, C» shows category C.
      const text = spreadCodeLists(
        term.label.includes(' ') ? spreadCoordination(written) : written,
      );
      if (term.patterns.some((pattern) => pattern.test(text))) return true;
      if (term.evidence?.some((pattern) => pattern.test(text))) return true;
      if (conceptStems.length === 0) return false;
      const stems = stemText(text);
      return conceptStems.some((concept) => containsSequence(stems, concept));
    },
  };
}

const SOFT_SKILL_STEMS = SOFT_SKILLS.map((skill) => ({
  skill,
  aliases: skill.aliases.map((alias) => stemText(alias)),
}));

function findSoftSkills(text: string): Omit<JobKeyword, 'level'>[] {
  const stems = stemText(text);
  return SOFT_SKILL_STEMS.filter(({ aliases }) =>
    aliases.some((alias) => containsSequence(stems, alias)),
  ).map(({ skill, aliases }) => ({
    label: skill.label,
    ruLabel: skill.ruLabel,
    kind: 'soft_skill' as const,
    isFoundIn: (other: string) => {
      const otherStems = stemText(other);
      return aliases.some((alias) => containsSequence(otherStems, alias));
    },
  }));
}

/** "SQL (window functions, CTE)", "CRM (Битрикс24, amoCRM)": the head and the forms in brackets. */
const BRACKET_GROUP = /([^,;()]+?)\s*\(([^()]+)\)/gu;
/** "CPR/BLS": two names joined by a slash. */
const SLASH_PAIR = /([\p{L}\p{N}+#.-]+)\s?\/\s?([\p{L}\p{N}+#.-]+)/gu;
/** "…or a similar ERP system", «…или аналогичной системой»: the kind a named thing stands for. */
const OR_SIMILAR =
  /\s(?:or|или|либо)\s+(?:a\s+|an\s+|any\s+)?(?:similar|equivalent|comparable|other|another|аналогичн\p{L}*|подобн\p{L}*|друг\p{L}*)(?![\p{L}])[^,;.]*/giu;
/** A clause that offers a choice: "Power BI or Tableau", «1С или SAP», «SQL либо Python». */
const CHOICE = /\s(?:or|или|либо)\s/iu;
/** How many words on either side of the "or" may name a choice. */
const CHOICE_WORDS = 3;
/** "Amplitude or AppMetrica", «1С или SAP»: two names, either of which meets the requirement. */
const OR_PAIR = /([\p{L}\p{N}+#.-]+)\s+(?:or|или|либо)\s+([\p{L}\p{N}+#.-]+)/giu;

/**
 * Examples and alternatives the posting gives for one requirement are that requirement, not
 * requirements of their own: "SQL (window functions, CTE)" is met by a resume that shows SQL,
 * "CRM (Битрикс24, amoCRM)" by one that shows amoCRM, "CPR/BLS" by BLS, "Amplitude or
 * AppMetrica" by either. The forms are folded
 * into the head keyword, which a resume shows by any of them; none is ever called missing alone.
 */
function foldAlternatives(
  keywords: Map<string, JobKeyword>,
  lines: readonly { text: string; role: string }[],
): void {
  // "CPSM, CPM or CSCP certification", "Power BI or Tableau": every name of a clause that offers
  // a choice is one requirement, which a resume meets by any of them.
  const foldChoice = (items: readonly string[]) => {
    const named = [...keywords.values()].filter(
      (keyword) => keyword.kind !== 'soft_skill' && items.some((item) => keyword.isFoundIn(item)),
    );
    // Names of one level only: a plus is never folded into what is required.
    if (named.length < 2 || new Set(named.map((keyword) => keyword.level)).size > 1) return;
    const [head, ...forms] = named as [JobKeyword, ...JobKeyword[]];
    merge(keywords, [head, forms]);
  };
  const fold = (headText: string, formTexts: readonly string[]) => {
    const all = [...keywords.values()];
    const heads = all.filter((keyword) => keyword.isFoundIn(headText));
    // "знание таск-трекеров (Jira, YouGile, Битрикс24)", "a POS (Square or Toast)": the names in
    // a bracket after a kind no keyword names are its examples, any of which meets it.
    if (heads.length === 0) {
      foldChoice(formTexts);
      return;
    }
    if (heads.length !== 1) return;
    const head = heads[0] as JobKeyword;
    const forms = all.filter(
      (keyword) =>
        keyword !== head &&
        keyword.kind !== 'soft_skill' &&
        formTexts.some((text) => keyword.isFoundIn(text)) &&
        !keyword.isFoundIn(headText),
    );
    if (forms.length > 0) merge(keywords, [head, forms]);
  };
  for (const line of lines) {
    if (line.role === 'ignored') continue;
    for (const clause of line.text.split(/[;.!?]\s|\s[–—]\s/u)) {
      const [before, after, ...more] = clause.split(CHOICE);
      if (before === undefined || after === undefined || more.length > 0) continue;
      // The names on either side of the "or", a few words each: the items listed before it and
      // the one after ("CPSM, CPM or CSCP certification", "knowledge of Power BI or Tableau");
      // "…in 1С or SAP, and Excel" leaves Excel a requirement of its own, and "SQL or working
      // in analytics tools" offers no two names.
      const items = before.split(',');
      const last = (items.pop() ?? '').trim().split(/\s+/).slice(-CHOICE_WORDS).join(' ');
      const first = (after.split(/,|\s(?:and|и)\s/u)[0] ?? '').trim().split(/\s+/);
      if (first.length > CHOICE_WORDS) continue;
      foldChoice([...items, last, first.join(' ')]);
    }
    for (const match of line.text.matchAll(BRACKET_GROUP)) {
      fold(match[1] ?? '', (match[2] ?? '').split(/\s*(?:,|;|\/|\bor\b|\bили\b)\s*/u));
    }
    for (const match of line.text.matchAll(SLASH_PAIR)) fold(match[1] ?? '', [match[2] ?? '']);
    for (const match of line.text.matchAll(OR_PAIR)) fold(match[1] ?? '', [match[2] ?? '']);
  }
}

/** "Airflow (Dagster, Prefect)": a head and its other forms, a form folded before flattened. */
function foldedLabel(head: JobKeyword, forms: readonly JobKeyword[]): string {
  const flat = forms.map((form) => form.label.replace(/ \((.*)\)$/u, ', $1'));
  const inner = head.label.match(/ \((.*)\)$/u)?.[1];
  const base = inner === undefined ? head.label : head.label.slice(0, -inner.length - 3);
  return `${base} (${[...(inner === undefined ? [] : [inner]), ...flat].join(', ')})`;
}

/**
 * Folds `forms` into `head`: one keyword a resume shows by any of them, kept under the head's
 * key (keywords folded before are found by identity, not by their labels, which have changed).
 */
function merge(
  keywords: Map<string, JobKeyword>,
  [head, forms]: [JobKeyword, readonly JobKeyword[]],
): void {
  const headKey =
    [...keywords].find(([, value]) => value === head)?.[0] ?? head.label.toLowerCase();
  for (const keyword of forms) {
    for (const [key, value] of keywords) if (value === keyword) keywords.delete(key);
  }
  keywords.set(headKey, {
    ...head,
    label: foldedLabel(head, forms),
    isFoundIn: (text) => head.isFoundIn(text) || forms.some((form) => form.isFoundIn(text)),
  });
}

/** A requirement line as a label: without its bullet and final stop, at most 90 characters. */
function requirementLabel(text: string): string {
  const label = text
    .trim()
    .replace(/^(?:[-–—*•·]|\d+[.)](?!\d))+\s*/u, '')
    .replace(/[.;:]+$/u, '');
  return label.length <= 90 ? label : `${label.slice(0, 89).replace(/\s+\S*$/u, '')}…`;
}
