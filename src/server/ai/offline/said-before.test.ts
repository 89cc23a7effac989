import { describe, expect, it } from 'vitest';
import { analyseAnswer } from './analyse-answer';
import { writeFeedback } from './feedback';
import { unsaid, wasSaid, withoutRepeats } from './said-before';

describe('feedback lines already said in the interview', () => {
  it('knows a line by its fixed words, whatever fills its placeholders', () => {
    const line = 'Expect the interviewer to press on {press}: what else could you have done there?';
    const earlier = [
      'Expect the interviewer to press on “I rang the ward”: what else could you have done there?',
    ];
    expect(wasSaid(line, earlier)).toBe(true);
    expect(wasSaid(line, ['Say a little more: two or three sentences of detail.'])).toBe(false);
    expect(unsaid([line, 'Have the option you ruled out ready for {press}.'], earlier)).toEqual([
      'Have the option you ruled out ready for {press}.',
    ]);
    // Every wording said already: they stay, rather than no advice at all.
    expect(unsaid([line], earlier)).toEqual([line]);
  });

  it('praises a habit once per interview, and still gives the advice', () => {
    const read = (answer: string) =>
      analyseAnswer({
        answer,
        language: 'en',
        question: 'Tell me about a time you helped a colleague or someone new to the job.',
        jobTitle: 'Waiter',
      });
    const first = read(
      'I trained two new waiters last summer. I showed them the table numbers and the till, and they were serving on their own after a week.',
    );
    const said = writeFeedback(first, { language: 'en', seed: 1 });
    const second = read(
      'Last spring I paired a new runner with me for three lunches. I showed her how we plate the set menu, and she ran the pass alone by Friday.',
    );
    const alone = writeFeedback(second, { language: 'en', seed: 1 });
    const after = writeFeedback(second, { language: 'en', seed: 1, earlier: [said] });
    // The praise's own words (its quote differs from answer to answer)…
    const praise = said.split(/[:“]/u)[0]!;
    expect(praise.length).toBeGreaterThan(10);
    expect(alone).toContain(praise);
    expect(after).not.toContain(praise);
    // …and the advice, said plainly without the praise it followed.
    expect(after).toMatch(/short|say a little more/iu);
    expect(after).not.toMatch(/though/iu);
  });

  it('does not repeat a sentence said word for word earlier, unless nothing else is left', () => {
    // A new user's walk (thirtieth session): "Name your own actions this way in the other answers
    // too" three times in one interview.
    const closer = 'Name your own actions this way in the other answers too.';
    const earlier = [
      `What convinces is your own part, told in detail: “I rang the ward”. ${closer}`,
    ];
    expect(
      withoutRepeats(
        `What convinces is your own part, told in detail: “I logged it”. ${closer}`,
        earlier,
      ),
    ).toBe('What convinces is your own part, told in detail: “I logged it”.');
    expect(withoutRepeats(closer, earlier)).toBe(closer);
  });
});
