import { describe, expect, it } from 'vitest';
import { formatChange } from './format';

describe('formatChange', () => {
  it.each([
    [27, '+27'],
    [-8, '\u22128'],
    [0, '0'],
  ])('writes %i as %s', (change, text) => {
    expect(formatChange(change)).toBe(text);
  });
});
