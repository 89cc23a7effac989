// Text helpers shared by the offline coach: normalisation, tokens, a light stemmer for English and
// Russian, phrase matching and a deterministic hash. No dictionaries live here.

const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;
const TOKEN = /[\p{L}\p{N}](?:[\p{L}\p{N}+#'’.\-/]*[\p{L}\p{N}+#])?/gu;

/** Lower case, ё → е, curly apostrophes straightened: the form every comparison uses. */
export function normaliseText(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е').replaceAll('’', "'");
}

export function isCyrillic(word: string): boolean {
  return CYRILLIC.test(word);
}

/** Words, numbers and technical tokens (node.js, c++, ci/cd, код-ревью) in order. */
export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** Counts of Cyrillic and Latin letters, to tell which language a text is written in. */
export function countScripts(text: string): { cyrillic: number; latin: number } {
  let cyrillic = 0;
  let latin = 0;
  for (const char of text) {
    if (CYRILLIC.test(char)) cyrillic += 1;
    else if (LATIN.test(char)) latin += 1;
  }
  return { cyrillic, latin };
}

// Inflectional endings only, longest first, so "разработка" and "разработки" share a stem.
// prettier-ignore
const RUSSIAN_ENDINGS = [
  'иями', 'ями', 'ами', 'ией', 'иям', 'ием', 'иях', 'ться', 'тся',
  'ого', 'его', 'ому', 'ему', 'ыми', 'ими', 'ых', 'их', 'ой', 'ей', 'ий', 'ый', 'ая', 'яя',
  'ое', 'ее', 'ую', 'юю', 'ом', 'ем', 'ам', 'ям', 'ах', 'ях', 'ов', 'ев', 'ия', 'ие', 'ию',
  'ии', 'ть', 'а', 'я', 'о', 'е', 'у', 'ю', 'ы', 'и', 'ь', 'й',
];

function stemRussian(word: string): string {
  for (const ending of RUSSIAN_ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

function stemEnglish(word: string): string {
  if (!/^[a-z]+$/.test(word) || word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(sses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length >= 7) return word.slice(0, -3).replace(/(.)\1$/, '$1');
  if (word.endsWith('ed') && word.length >= 6) return word.slice(0, -2).replace(/(.)\1$/, '$1');
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** A rough stem: enough to match "microservices" with "microservice", "разработки" with "разработка". */
export function stemWord(word: string): string {
  const normalised = normaliseText(word);
  return isCyrillic(normalised) ? stemRussian(normalised) : stemEnglish(normalised);
}

/** Stems of every token, in order. */
export function stemTokens(text: string): string[] {
  return tokenize(text).map(stemWord);
}

/** Whether the stem sequence `needle` occurs contiguously in `haystack`. */
export function containsSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((stem, index) => haystack[start + index] === stem)) return true;
  }
  return false;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Phrases found in a normalised text. A phrase ending in "*" matches as a word prefix
 * ("сократи*" finds "сократили"); any other phrase must match whole words.
 */
// Compiled once per phrase: word lists are read for every answer, and compiling is the cost.
/**
 * A phrase of a lexicon, compiled once: the literal text it must contain (normalised), and the
 * pattern that also checks it stands as whole words. The literal lets most phrases be ruled out
 * by a plain substring search, before any regular expression runs: the offline coach tests
 * hundreds of phrases against every answer, and the unicode lookbehinds cost several times more.
 */
interface CompiledPhrase {
  literal: string;
  /** The pattern's source, made into a RegExp the first time the literal is found. */
  source: string;
  flags: string;
  pattern: RegExp | null;
}

const phrasePatterns = new Map<string, CompiledPhrase>();
const countPatterns = new Map<string, CompiledPhrase>();

// Most phrases of a lexicon never occur in a given text, and the literal rules them out, so a
// phrase's RegExp is made only once its literal is first found: making them all up front held the
// server's thread for about 130 ms at the first answer it read (issue 36).
function patternOf(compiled: CompiledPhrase): RegExp {
  compiled.pattern ??= new RegExp(compiled.source, compiled.flags);
  return compiled.pattern;
}

function phrasePattern(phrase: string): CompiledPhrase {
  let compiled = phrasePatterns.get(phrase);
  if (!compiled) {
    const isPrefix = phrase.endsWith('*');
    // A '*' ends a prefix anywhere in the phrase: "максимальн* эффективност*".
    const parts = normaliseText(isPrefix ? phrase.slice(0, -1) : phrase).split('*');
    const literal = parts[0] ?? '';
    const end = isPrefix ? '' : '(?![\\p{L}\\p{N}])';
    const body = parts.map(escapeRegExp).join('\\p{L}*');
    compiled = { literal, source: `(?<![\\p{L}\\p{N}])${body}${end}`, flags: 'u', pattern: null };
    phrasePatterns.set(phrase, compiled);
  }
  return compiled;
}

/** "Employee & labour relations", «трудовые и коллективные споры»: two words sharing the next. */
const COORDINATED =
  /(\p{L}[\p{L}-]*)\s*(?:&|\/|\s(?:and|и)\s)\s*\p{L}[\p{L}-]*\s+(\p{L}[\p{L}-]*)/giu;

/**
 * The text with the first word of each coordinated pair also joined to the word the pair shares
 * ("Employee & labour relations" → also "Employee relations"), so a term of two words is found
 * where a person wrote it together with another.
 */
export function spreadCoordination(text: string): string {
  const spread = [...text.matchAll(COORDINATED)].map((match) => `${match[1]} ${match[2]}`);
  return spread.length === 0 ? text : `${text}\n${spread.join('\n')}`;
}

/**
 * "categories B, C and CE", «категорий B, C», «группы ГДО, НГДО, КО»: a word and a list of codes
 * (capitals and digits, up to four), each of which it qualifies.
 */
const CODE_LIST =
  /(\p{L}[\p{L}.-]*)\s+((?:[\p{Lu}\d]{1,4}\s*(?:,|\/|&|\s(?:and|и)\s)\s*)+[\p{Lu}\d]{1,4})(?![\p{L}\p{N}])/gu;
const CODE_SEPARATOR = /\s*(?:,|\/|&|\s(?:and|и)\s)\s*/u;

/**
 * The text with the word before a list of codes also joined to each code after the first
 * («Водительское удостоверение категорий B, C» → also «категорий C»), so "category C" is found
 * where a person listed it with another.
 */
export function spreadCodeLists(text: string): string {
  const spread = [...text.matchAll(CODE_LIST)].flatMap((match) =>
    (match[2] ?? '')
      .split(CODE_SEPARATOR)
      .slice(1)
      .map((code) => `${match[1]} ${code}`),
  );
  return spread.length === 0 ? text : `${text}\n${spread.join('\n')}`;
}

export function findPhrases(normalisedText: string, phrases: readonly string[]): string[] {
  return phrases.filter((phrase) => {
    const compiled = phrasePattern(phrase);
    return normalisedText.includes(compiled.literal) && patternOf(compiled).test(normalisedText);
  });
}

/** How many times the phrases occur in total (each phrase counted at every occurrence). */
export function countPhrases(normalisedText: string, phrases: readonly string[]): number {
  let count = 0;
  for (const phrase of phrases) {
    let compiled = countPatterns.get(phrase);
    if (!compiled) {
      const literal = normaliseText(phrase);
      const source = `(?<![\\p{L}\\p{N}])${escapeRegExp(literal)}(?![\\p{L}\\p{N}])`;
      compiled = { literal, source, flags: 'gu', pattern: null };
      countPatterns.set(phrase, compiled);
    }
    if (!normalisedText.includes(compiled.literal)) continue;
    count += normalisedText.match(patternOf(compiled))?.length ?? 0;
  }
  return count;
}

/** FNV-1a: a small stable hash, so the same input always gives the same choices. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mulberry32: a seeded generator of numbers in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks one item deterministically from a non-empty list. */
export function pickBySeed<T>(items: readonly [T, ...T[]], seed: number): T {
  return items[seed % items.length] ?? items[0];
}
