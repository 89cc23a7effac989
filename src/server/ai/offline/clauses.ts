// Where an answer's sentences and clauses begin and end: the unit a figure, a result word or a
// quote is read in.

/** A break between clauses: a comma (not a decimal one), a semicolon, a dash, a sentence's end. */
const CLAUSE_BREAK = /(?<!\d),|,(?!\d)|[;—–\n]|[.!?](?=\s)/gu;

/** The clause around a position of the text, between two clause breaks. */
export function clauseAround(text: string, index: number): string {
  let start = 0;
  let end = text.length;
  for (const match of text.matchAll(CLAUSE_BREAK)) {
    const at = match.index ?? 0;
    if (at < index) start = at + 1;
    else {
      end = at;
      break;
    }
  }
  return text.slice(start, end);
}

export function sentenceAround(text: string, index: number): string {
  const start = Math.max(
    text.lastIndexOf('. ', index),
    text.lastIndexOf('! ', index),
    text.lastIndexOf('? ', index),
    text.lastIndexOf('\n', index),
  );
  const ends = ['. ', '! ', '? ', '\n']
    .map((mark) => text.indexOf(mark, index))
    .filter((at) => at !== -1);
  const end = ends.length > 0 ? Math.min(...ends) : text.length;
  return text.slice(start + 1, end + 1);
}

/** Clauses of two words or more, between commas, semicolons, stops and dashes (follow-up.ts). */
export function countClauses(answer: string): number {
  return answer.split(/[,;:.!?—–\n]+/u).filter((part) => part.trim().split(/\s+/u).length >= 2)
    .length;
}

/** The answer's sentences: split after a stop or at a line break, each with a letter in it. */
export function answerSentences(answer: string): string[] {
  return answer.split(/(?<=[.!?])\s+|\n+/u).filter((part) => /\p{L}/u.test(part));
}
