import { describe, expect, it } from 'vitest';
import { findControlCharacterFields, isNestedDeeperThan } from './control-characters';

describe('findControlCharacterFields', () => {
  it('names every field holding a control character (a key as the object holding it)', () => {
    const body = {
      title: 'Fine',
      answers: [{ text: 'ok' }, { text: 'bad\u0000' }],
      note: 'esc\u001b[31m',
      'key\u0007': 'value',
    };
    expect(findControlCharacterFields(body).sort()).toEqual(['answers.1.text', 'body', 'note']);
    expect(findControlCharacterFields('\u0000')).toEqual(['body']);
    expect(findControlCharacterFields({ text: 'tab\tand\nlines\r\n' })).toEqual([]);
  });

  it('walks a body nested far deeper than the stack allows without failing', () => {
    let value: unknown = 'bottom\u0000';
    for (let level = 0; level < 100_000; level += 1) value = [value];
    expect(findControlCharacterFields(value)).toHaveLength(1);
    expect(isNestedDeeperThan(value)).toBe(true);
  });
});

describe('isNestedDeeperThan', () => {
  it('allows the depth of any real form and refuses more', () => {
    let value: unknown = 1;
    for (let level = 0; level < 64; level += 1) value = { child: value };
    expect(isNestedDeeperThan(value)).toBe(false);
    expect(isNestedDeeperThan({ wrapper: value })).toBe(true);
    expect(isNestedDeeperThan('text')).toBe(false);
  });
});
