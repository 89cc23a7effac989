// What an acronym of a posting stands for, where the posting spells it out: "Experience carrying
// out LGSRs" beside "Annual servicing and Landlord Gas Safety Records".
import { escapeRegExp, type PhraseForm, type PostingPhrase } from './posting-phrases';

/** An acronym as a posting writes one, with an English plural ("LGSRs", "ACS", «СОУТ»). */
const ACRONYM = /^(\p{Lu}{2,6})s?$/u;
/** Small words a spelt-out name may hold that give it no initial ("Certificate of Competence"). */
const CONNECTOR = /^(?:of|and|for|the|on|in|&|и|по|в|на|для)$/iu;

/**
 * What an acronym of the phrase stands for, where the posting spells it out in capitalised words
 * ("Experience carrying out LGSRs" beside "Annual servicing and Landlord Gas Safety Records"):
 * a resume that writes the words shows the acronym. Each spelling is another form of the phrase.
 */
export function withSpeltOut(phrase: PostingPhrase, posting: string): PostingPhrase {
  const words = posting.split(/[^\p{L}\p{N}&'-]+/u).filter(Boolean);
  const extra: PhraseForm[] = [];
  for (const form of phrase.alternatives) {
    for (const name of form.names) {
      // Names are kept in lower case: the acronym is told by how the posting writes it.
      const written = new RegExp(
        `(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`,
        'iu',
      ).exec(posting)?.[0];
      const letters = ACRONYM.exec(written ?? '')?.[1];
      if (letters === undefined) continue;
      const spelt = spellOut(words, letters);
      if (spelt === null) continue;
      extra.push({
        ...form,
        names: [
          ...form.names.filter((other) => other !== name),
          ...spelt.map((word) => word.toLowerCase()),
        ],
      });
    }
  }
  return extra.length === 0
    ? phrase
    : { ...phrase, alternatives: [...phrase.alternatives, ...extra] };
}

/** A run of capitalised words whose initials spell the acronym, or null. */
function spellOut(words: readonly string[], letters: string): string[] | null {
  for (let start = 0; start < words.length; start += 1) {
    const run: string[] = [];
    let initials = '';
    for (let index = start; index < words.length && initials.length < letters.length; index += 1) {
      const word = words[index] ?? '';
      if (run.length > 0 && CONNECTOR.test(word)) continue;
      if (!/^\p{Lu}\p{Ll}/u.test(word)) break;
      run.push(word);
      initials += word.charAt(0).toUpperCase();
      if (!letters.startsWith(initials)) break;
    }
    if (initials === letters) return run;
  }
  return null;
}
