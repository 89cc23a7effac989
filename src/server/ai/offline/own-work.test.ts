import { describe, expect, it } from 'vitest';
import { tellsOwnWork } from './own-work';

// Whether a motivation answer names what the candidate already brings: then it is never told to
// "name one thing you have already done that this posting needs" (it asked for what was there).
describe('work the candidate has done already', () => {
  it.each([
    "At the depot I already train new starters - I've trained 6 people on the scanner this year.",
    'I have handled the float and the banking on my own since March.',
    "I've got my counterbalance and reach licences.",
    'Three years as a waiter at Vnukovo taught me the pace.',
  ])('is heard in "%s"', (answer) => {
    expect(tellsOwnWork(answer, 'en')).toBe(true);
  });

  it.each([
    "I've always wanted to work outdoors.",
    "I've heard good things about your team and I've loved the idea for years.",
    'I already know this is the right place for me.',
    'I want to learn to drive a forklift.',
  ])('is not heard in a wish or a feeling: "%s"', (answer) => {
    expect(tellsOwnWork(answer, 'en')).toBe(false);
  });
});
