import { describe, expect, it } from 'vitest';
import { normaliseText } from '../../language/text';
import { LEXICON_EN } from '../../language/lexicon.en';
import { LEXICON_RU } from '../../language/lexicon.ru';
import { findFillers } from './filler-words';

const en = (text: string) => findFillers(normaliseText(text), LEXICON_EN.fillers);
const ru = (text: string) => findFillers(normaliseText(text), LEXICON_RU.fillers);

describe('fillers as the answer uses them', () => {
  it('does not call a word of the sentence a filler when a word follows it', () => {
    // A new user's walk (twenty-sixth session): «в общем чате мастеров», "was actually waiting".
    expect(ru('Я написала в общем чате мастеров, что стерилизатор сломался.')).toEqual([]);
    expect(en('The bike was marked ready but was actually waiting for a brake hose.')).toEqual([]);
  });

  it('still finds them before a pause, and the other fillers anywhere', () => {
    expect(ru('В общем, я всё переделала.')).toEqual(['в общем']);
    expect(ru('Ну, в общем-то, обычная работа.')).toEqual(['ну', 'в общем']);
    expect(en('Actually, I rang the customer first.')).toEqual(['actually']);
    expect(en('It went fine, actually.')).toEqual(['actually']);
    expect(en('I basically rang the customer first.')).toEqual(['basically']);
  });
});

describe('"whatever" (a new user\'s walk, thirty-fifth session)', () => {
  it('is a filler before a pause, not a word of the sentence', () => {
    expect(findFillers(normaliseText('I fix it or whatever, you know.'), ['whatever'])).toEqual([
      'whatever',
    ]);
    expect(
      findFillers(normaliseText('I adapt to whatever happens on the hill.'), ['whatever']),
    ).toEqual([]);
  });
});
