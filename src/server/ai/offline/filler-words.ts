// Fillers as the answer uses them. Two of the lexicons' fillers are also words of the sentence
// when a word follows them: «в общем чате» (the shared chat), "was actually waiting for a brake
// hose" (in fact). A new user's walk (twenty-sixth session) saw both listed as fillers, and the
// progress page's one recurring weakness built on them. They count only before a pause: a comma,
// a dash, a full stop or the end ("Actually, …", «В общем, …», «…, в общем.»).
import { escapeRegExp, findPhrases } from '../../language/text';

// …and "whatever": a filler in "…or whatever.", a word in "adapt to whatever happens" (a walk).
const BEFORE_PAUSE_ONLY: ReadonlySet<string> = new Set(['в общем', 'actually', 'whatever']);

const beforePause = (phrase: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}\\s*(?:[,.;:!?…—–-]|$)`, 'mu');

/** The fillers of the (normalised) text, each as the lexicon words it. */
export function findFillers(normalisedText: string, fillers: readonly string[]): string[] {
  return findPhrases(normalisedText, fillers).filter(
    (phrase) => !BEFORE_PAUSE_ONLY.has(phrase) || beforePause(phrase).test(normalisedText),
  );
}
