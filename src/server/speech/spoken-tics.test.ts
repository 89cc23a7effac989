import { describe, expect, it } from 'vitest';
import { countSpokenTics } from './spoken-tics';

describe('filler sounds, filler words and hedges in a transcript', () => {
  it('counts "um" only from a service that keeps it, and the words and hedges from any', () => {
    const text = 'Um, I think the, uh, rota was kind of late, you know, so I rang the depot.';
    expect(countSpokenTics(text, { language: 'en', keepsFillers: false })).toEqual({
      fillerSounds: null,
      fillerWords: 3,
    });
    expect(countSpokenTics(text, { language: 'en', keepsFillers: true })).toEqual({
      fillerSounds: 2,
      fillerWords: 3,
    });
  });

  it('reads Russian with the Russian lists', () => {
    const text = 'Ээ, ну я как бы сам позвонил на склад, и, наверное, это помогло.';
    expect(countSpokenTics(text, { language: 'ru', keepsFillers: true })).toEqual({
      fillerSounds: 1,
      fillerWords: 3,
    });
    expect(
      countSpokenTics('Я позвонил на склад.', { language: 'ru', keepsFillers: false }),
    ).toEqual({ fillerSounds: null, fillerWords: 0 });
  });
});
