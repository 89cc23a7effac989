// Reads a job description (English or Russian) for the skills, tools and responsibilities it
// names, in the order they first appear, so questions and feedback can refer to them.
import type { Language } from '../../shared/language';
import { LEXICON_EN } from '../language/lexicon.en';
import { countScripts, normaliseText } from '../language/text';
import { DICTIONARY_TERMS } from './dictionary';
import type { RoleFamily } from './families';
import { removeNoise } from './noise';
import { findResponsibilities } from './responsibilities';
import { buildAliasPattern } from './tech-dictionary';

export interface JobTerm {
  /** The usual name, as used in English. */
  label: string;
  /** The Russian name of a concept, when it has one. */
  ruLabel: string | null;
  patterns: readonly RegExp[];
  /** Names that show the skill in a resume without naming it (see TechTerm.evidence). */
  evidence?: readonly RegExp[];
  /** The field a dictionary term belongs to; null for general technology and unknown names. */
  family?: RoleFamily | null;
  /** A dictionary term's names, the label first. */
  names?: readonly string[];
}

export interface JobTerms {
  /** Skills and tools, by first appearance. */
  skills: JobTerm[];
  /** Duties as written ("design and build APIs", "разработка микросервисов"), by first appearance. */
  responsibilities: string[];
}

const MAX_SKILLS = 24;
const TOKEN_WITH_INDEX = /[\p{L}\p{N}](?:[\p{L}\p{N}+#.\-/]*[\p{L}\p{N}+#])?/gu;
// prettier-ignore
const NOT_SKILLS = new Set([
  'IT', 'HR', 'CV', 'OK', 'USA', 'UK', 'EU', 'CEO', 'CTO', 'CFO', 'COO', 'VP', 'TBD', 'FAQ', 'ASAP',
  'USD', 'EUR', 'RUB', 'LLC', 'B2B', 'B2C', 'PHD', 'BSC', 'MSC', 'BA', 'MS', 'AM', 'PM', 'ID',
  'NDA', 'WFH', 'GMT', 'UTC', 'MSK', 'PST', 'PDT', 'MST', 'MDT', 'CST', 'CDT', 'EST', 'EDT', 'CET',
  'CEST', 'EET', 'BST', 'IST', 'PST/MST', 'EST/CST', 'IPO', 'RSU', 'ESOP', 'EG', 'IE', 'ETC', 'AND/OR', 'OR',
]);
// prettier-ignore
const NOT_SKILL_WORDS = new Set([
  'unit', 'senior', 'junior', 'middle', 'lead', 'principal', 'staff', 'engineer', 'developer', 'manager',
  'remote', 'hybrid', 'office', 'monday', 'friday', 'january', 'december', 'we', 'you', 'our',
  'team', 'company', 'experience', 'requirements', 'responsibilities', 'benefits', 'about',
  'product', 'design', 'engineering', 'marketing', 'sales', 'data', 'platform', 'customer',
  'support', 'english', 'russian', 'strong', 'good', 'excellent', 'knowledge', 'understanding',
]);

const EMPLOYER_CUE =
  /(?:^|[^\p{L}])(в|во|из|компани[яиюей]|команд[уеа]|at|join|joining|in|from|near|across|within|with our|with the|our|hubs? in)\s+$/iu;
// "Cartwheel Commerce", "Seattle and Toronto": capitalised words side by side are a name.
const NEXT_TO_NAME = /^(?:\s+(?:and|&|и)?\s*)[A-Z][a-z]{2,}/;
const AFTER_NAME = /[A-Z][a-z]{2,}\s+(?:(?:and|&|и)\s+)?$/;

interface Span {
  start: number;
  end: number;
}

// Compiling a Unicode pattern costs far more than running it, and the dictionary holds over a
// thousand: each pattern's global twin is compiled once, not once per text.
const globalTwins = new WeakMap<RegExp, RegExp>();

function toGlobal(pattern: RegExp): RegExp {
  let twin = globalTwins.get(pattern);
  if (!twin) {
    twin = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    );
    globalTwins.set(pattern, twin);
  }
  return twin;
}

/**
 * Letters every match of the pattern must contain (lower case), when the pattern is simple
 * enough to tell: no alternation; classes, escapes, lookarounds, optional groups and optional
 * characters left out. Null when nothing is certain. A text without them cannot match, so the
 * pattern need not run: most of the dictionary's patterns are then never run on a text, and V8,
 * which drops compiled patterns at every full garbage collection, does not compile them again
 * (a job description read right after one took 240–400 ms instead of 8, issue 36).
 */
function requiredLetters(pattern: RegExp): string | null {
  let source = pattern.source;
  if (source.includes('|')) return null;
  source = source
    .replace(/\\[pPu]\{[^}]*\}/g, ' ')
    .replace(/\[(?:\\.|[^\]\\])*\]/g, ' ')
    .replace(/\\./g, ' ');
  // Innermost groups first: a lookaround or an optional group goes, any other keeps its inside.
  const group = /\((\?(?:<?[=!]|:)?)?([^()]*)\)([?*]|\{0(?:,\d*)?\})?/g;
  while (/[()]/.test(source)) {
    const next = source.replace(group, (...[, kind, inside, optional]: (string | undefined)[]) =>
      optional || (kind && kind !== '?:') ? ' ' : ` ${inside ?? ''} `,
    );
    if (next === source) return null;
    source = next;
  }
  // A character made optional by its quantifier is not required.
  source = source.replace(/.(?:[?*]|\{0(?:,\d*)?\})/gu, ' ');
  const runs = source.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return runs.reduce<string | null>(
    (longest, run) => (run.length > (longest?.length ?? 0) ? run : longest),
    null,
  );
}

const letterCache = new WeakMap<RegExp, string | null>();

function lettersOf(pattern: RegExp): string | null {
  if (!letterCache.has(pattern)) letterCache.set(pattern, requiredLetters(pattern));
  return letterCache.get(pattern) ?? null;
}

/** The text as the patterns are run on it (as written, and normalised), with each in lower case. */
let lastSources: { text: string; sources: { source: string; lower: string }[] } | null = null;

function sourcesOf(text: string): { source: string; lower: string }[] {
  if (lastSources?.text !== text) {
    const sources = [text, normaliseText(text)].map((source) => ({
      source,
      lower: source.toLowerCase(),
    }));
    lastSources = { text, sources };
  }
  return lastSources.sources;
}

function findSpans(text: string, patterns: readonly RegExp[]): Span[] {
  const spans: Span[] = [];
  for (const { source, lower } of sourcesOf(text)) {
    for (const pattern of patterns) {
      const letters = lettersOf(pattern);
      if (letters !== null && !lower.includes(letters)) continue;
      for (const match of source.matchAll(toGlobal(pattern))) {
        spans.push({ start: match.index, end: match.index + match[0].length });
      }
    }
  }
  return spans;
}

function isInside(span: Span, other: Span): boolean {
  const isLonger = other.end - other.start > span.end - span.start;
  return isLonger && other.start <= span.start && other.end >= span.end;
}

/** Dictionary terms with the position they first appear at, ignoring hits inside longer terms. */
function findDictionaryTerms(
  text: string,
  preferFamily: RoleFamily | null = null,
): { term: JobTerm; at: number; spans: Span[] }[] {
  // The job's own field first: «контроль сроков годности» in a cashier's posting is the shop's
  // term, not the pharmacy's that comes before it in the dictionary (a new user's walk: a Russian
  // cashier's posting was read as naming no term at all, every one of them another field's).
  const ordered = preferFamily
    ? [
        ...DICTIONARY_TERMS.filter((term) => term.family === preferFamily),
        ...DICTIONARY_TERMS.filter((term) => term.family !== preferFamily),
      ]
    : DICTIONARY_TERMS;
  const found = ordered
    .map((term) => ({ term, spans: findSpans(text, term.patterns) }))
    .filter((entry) => entry.spans.length > 0);
  const allSpans = found.flatMap((entry) => entry.spans);
  // One stretch of text names one term: when two terms match exactly the same words ("Airflow"
  // the data tool and "AirFlow" the dental polishing), the earlier in the dictionary (the
  // technology dictionary before the fields' lists) keeps them.
  const taken: Span[] = [];
  const sameAs = (span: Span) => (other: Span) =>
    other.start === span.start && other.end === span.end;
  return found
    .map((entry) => {
      const free = entry.spans.filter((span) => !allSpans.some((other) => isInside(span, other)));
      const own = free.filter((span) => !taken.some(sameAs(span)));
      taken.push(...own);
      return { ...entry, at: Math.min(...own.map((span) => span.start)), spans: own };
    })
    .filter((entry) => entry.spans.length > 0);
}

function looksTechnical(token: string, isRussianText: boolean): boolean {
  if (/\p{Script=Cyrillic}/u.test(token) || !/[A-Za-z]/.test(token)) return false;
  if (NOT_SKILLS.has(token.toUpperCase())) return false;
  if (NOT_SKILL_WORDS.has(token.toLowerCase().replace(/\W+$/, ''))) return false;
  // "Friday/Cyber", "English/Spanish": a pair of ordinary words, not a product.
  if (
    token.includes('/') &&
    token.split('/').some((part) => {
      const word = part.toLowerCase();
      return NOT_SKILL_WORDS.has(word) || LEXICON_EN.commonWords.includes(word);
    })
  )
    return false;
  if (/^\d+[a-z]{1,3}$/i.test(token) && !/^\d[dD]$/.test(token)) return false;
  // Two capitals ("NV", "RF", "AA") are far more often a place or an abbreviation than a skill.
  if (/^[A-Z][A-Z0-9]{2,5}$/.test(token)) return true;
  if (/^[A-Z]{2}$/.test(token)) return false;
  if (/[a-z][A-Z]/.test(token) || /[A-Za-z]\d|\d[A-Za-z]/.test(token)) return true;
  if (/[A-Za-z][.+#/][A-Za-z+#]/.test(token) && token.length > 3) return true;
  const isCommon = LEXICON_EN.commonWords.includes(token.toLowerCase());
  // In a Russian description a Latin word is nearly always a product or technology name.
  return isRussianText && token.length >= 2 && !isCommon;
}

/**
 * A capitalised word in the middle of a line that also names a known technology, such as
 * "Terragrunt" in "Docker, Terragrunt and Kubernetes": most likely another tool.
 */
function isNameInTechList(
  text: string,
  options: { span: Span; covered: readonly Span[] },
): boolean {
  const { span, covered } = options;
  const word = text.slice(span.start, span.end);
  if (!/^[A-Z][a-z]{2,}$/.test(word) || NOT_SKILL_WORDS.has(word.toLowerCase())) return false;
  if (LEXICON_EN.commonWords.includes(word.toLowerCase())) return false;
  const lineStart = text.lastIndexOf('\n', span.start) + 1;
  const lineEndIndex = text.indexOf('\n', span.end);
  const lineEnd = lineEndIndex === -1 ? text.length : lineEndIndex;
  const before = text.slice(lineStart, span.start);
  if (!/[\p{L}\p{N}),]\s+$/u.test(before) || /\b(at|join|joining)\s+$/i.test(before)) return false;
  return covered.some((other) => other.start >= lineStart && other.end <= lineEnd);
}

/** Latin technical tokens the dictionary does not know (Kubernetes-like names, acronyms). */
function findTechnicalTokens(
  text: string,
  covered: readonly Span[],
): { term: JobTerm; at: number }[] {
  const { cyrillic, latin } = countScripts(text);
  const isRussianText = cyrillic > latin;
  const found: { term: JobTerm; at: number }[] = [];
  for (const match of text.matchAll(TOKEN_WITH_INDEX)) {
    const token = match[0];
    const span = { start: match.index, end: match.index + token.length };
    if (covered.some((other) => other.start <= span.start && other.end >= span.end)) continue;
    // "в Ozon", "в компании Acme", "at Acme": the employer, not a skill.
    const before = text.slice(Math.max(0, span.start - 20), span.start);
    if (EMPLOYER_CUE.test(before)) continue;
    if (/^[A-Z][a-z]{2,}$/.test(token)) {
      const after = text.slice(span.end, span.end + 20);
      if (NEXT_TO_NAME.test(after) || AFTER_NAME.test(before)) continue;
    }
    // "SLO/SLI" when SLO and SLI are both known already: one known pair, not a new name.
    const parts = [...token.matchAll(/[^/]+/g)];
    const isKnownPair =
      parts.length > 1 &&
      parts.every((part) => {
        const start = span.start + part.index;
        const end = start + part[0].length;
        return covered.some((other) => other.start <= start && other.end >= end);
      });
    if (isKnownPair) continue;
    const isListedName = isNameInTechList(text, { span, covered });
    if (!isListedName && !looksTechnical(token, isRussianText)) continue;
    const term = { label: token, ruLabel: null, patterns: [buildAliasPattern(token)] };
    found.push({ term, at: span.start });
  }
  return found;
}

export interface ExtractOptions {
  /**
   * Whether names the dictionary does not know may count when they read like a product or
   * technology ("Terragrunt", "gRPC"): true for software and data jobs, where new tools appear
   * faster than any list; elsewhere an unknown capitalised word is far more often noise.
   */
  allowUnknownNames?: boolean;
  /** The job's field, whose terms keep the words two fields' dictionaries both name. */
  preferFamily?: RoleFamily | null;
}

/** Skills, tools and responsibilities named in a job description, by first appearance. */
export function extractJobTerms(description: string, options: ExtractOptions = {}): JobTerms {
  const text = removeNoise(description);
  const dictionary = findDictionaryTerms(text, options.preferFamily ?? null);
  const tokens =
    options.allowUnknownNames === false
      ? []
      : findTechnicalTokens(
          text,
          dictionary.flatMap((entry) => entry.spans),
        );
  const seen = new Set<string>();
  const skills = [...dictionary, ...tokens]
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.term)
    .filter((term) => {
      const key = term.label.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_SKILLS);
  return { skills, responsibilities: findResponsibilities(text) };
}

/** The name to show for a term in the interview's language. */
export function getTermLabel(term: JobTerm, language: Language): string {
  return language === 'ru' && term.ruLabel ? term.ruLabel : term.label;
}

/**
 * How a text names a term, as it writes it: the first of the term's names found in it («Росреестр»
 * for the term labelled «ЕГРН»), or null.
 */
export function findTermNameIn(text: string, term: JobTerm): string | null {
  for (const { source } of sourcesOf(text)) {
    for (const pattern of term.patterns) {
      const match = source.matchAll(toGlobal(pattern)).next().value;
      if (!match) continue;
      // Found in the normalised text, it is given back as the text writes it («приёмке», not
      // «приемке»), where normalising kept every letter in its place.
      const written =
        source !== text && source.length === text.length
          ? text.slice(match.index, match.index + match[0].length)
          : match[0];
      return written.trim();
    }
  }
  return null;
}

/** The terms a text mentions, in the order of `terms`; "CI" inside "GitLab CI" is not CI/CD. */
export function findTermsIn(text: string, terms: readonly JobTerm[]): JobTerm[] {
  const found = terms
    .map((term) => ({ term, spans: findSpans(text, term.patterns) }))
    .filter((entry) => entry.spans.length > 0);
  const allSpans = found.flatMap((entry) => entry.spans);
  return found
    .filter((entry) => entry.spans.some((span) => !allSpans.some((other) => isInside(span, other))))
    .map((entry) => entry.term);
}
