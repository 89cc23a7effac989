import { describe, expect, it } from 'vitest';
import { toDrawableText } from './fonts';

describe('toDrawableText', () => {
  it('spells out arrows and keeps the words beside a character the font lacks apart', () => {
    expect(toDrawableText('Перевод EN↔RU, DE→RU')).toBe('Перевод EN<->RU, DE->RU');
    // A character with no glyph in PT Sans (a Devanagari letter) becomes a space, never glue.
    expect(toDrawableText('Hindi अ Urdu')).toBe('Hindi Urdu');
    expect(toDrawableText('EN\u0905RU')).toBe('EN RU');
  });

  it('keeps Cyrillic, Latin, currency and the legal signs, and leaves emoji out', () => {
    expect(toDrawableText('12 млн ₽, £40k, 15 %, № 3, © ACME™ 🚀')).toBe(
      '12 млн ₽, £40k, 15 %, № 3, © ACME™ ',
    );
  });
});
