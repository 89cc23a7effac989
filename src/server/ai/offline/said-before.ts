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
