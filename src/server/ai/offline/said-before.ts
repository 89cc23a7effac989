// Lines of feedback already said in this interview. A new user's walk of 2026-12-05 read "Good that
// you say what you did yourself, not only what happened." on 5 of 12 answers and the same "Expect
// the interviewer to press on…" frame on 5: after three or four answers the feedback stopped
// feeling like it was about them.

/** Parts of a line long enough to tell it from another, its {placeholders} left out. */
function fixedParts(line: string): string[] {
  return line
    .split(/\{\w+\}/u)
    .map((part) => part.trim())
    .filter((part) => part.length >= 16);
}

/** Whether a line (a phrase with {placeholders}) is in one of the earlier feedback texts. */
export function wasSaid(line: string, earlier: readonly string[]): boolean {
  const parts = fixedParts(line);
  return parts.length > 0 && earlier.some((text) => parts.every((part) => text.includes(part)));
}

/** The wordings of a line not said before; all of them when each one was. */
export function unsaid(
  wordings: readonly [string, ...string[]],
  earlier: readonly string[],
): readonly [string, ...string[]] {
  const fresh = wordings.filter((wording) => !wasSaid(wording, earlier));
  const [first, ...rest] = fresh;
  return first === undefined ? wordings : [first, ...rest];
}

/** Where one sentence of feedback ends and the next begins. */
const SENTENCE_BREAK = /(?<=[.!?»”])\s+(?=[\p{Lu}«“])/u;

/**
 * The feedback without the sentences said word for word earlier in the interview ("Name your own
 * actions this way in the other answers too" three times: a new user's walk, thirtieth session),
 * as long as something of its own is left.
 */
export function withoutRepeats(text: string, earlier: readonly string[]): string {
  const said = new Set(earlier.flatMap((line) => line.split(SENTENCE_BREAK)));
  const kept = text.split(SENTENCE_BREAK).filter((sentence) => !said.has(sentence));
  return kept.length > 0 ? kept.join(' ') : text;
}
