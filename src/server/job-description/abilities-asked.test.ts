import { describe, expect, it } from 'vitest';
import { findAbilitiesAsked } from './abilities-asked';

describe('findAbilitiesAsked', () => {
  it('quotes the know-how a posting requires, in English and Russian', () => {
    expect(
      findAbilitiesAsked(
        [
          'What we need:',
          '- The ability to read a wiring diagram and find a fault',
          '- Sound knowledge of pallet racking inspection (SEMA)',
          '- A full driving licence',
        ].join('\n'),
      ),
    ).toEqual([
      'the ability to read a wiring diagram and find a fault',
      'sound knowledge of pallet racking inspection',
    ]);
    expect(
      findAbilitiesAsked(
        'Требования:\n— умение читать чертежи и карты раскроя;\n— знание свойств клеев и шпонов;\n— медкнижка.',
      ),
    ).toEqual(['умение читать чертежи и карты раскроя', 'знание свойств клеев и шпонов']);
  });

  it('quotes nothing held, physical, of the hours, a language, an office program or a quality', () => {
    expect(
      findAbilitiesAsked(
        [
          'Requirements:',
          '- Ability to lift 25 kg and stand for a full shift',
          '- Ability to work weekends and nights',
          '- Knowledge of English at B2 level',
          '- Confident with Excel and Word',
          '- Ability to stay calm with upset callers',
          '- Experience of working in a team of at least two years',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      findAbilitiesAsked(
        'Требования:\n— знание ПК на уровне пользователя;\n— умение работать в команде;\n— знание 1С.',
      ),
    ).toEqual([]);
    // Cut at a comma inside the hours' list, it would read as know-how (a new user's walk).
    expect(
      findAbilitiesAsked(
        'Requirements: good spoken English, customer service experience, ability to work early, late and weekend shifts outdoors in all weathers, basic IT skills.',
      ),
    ).toEqual([]);
  });

  it('quotes each item of a list of requirements alone, never a quality or a readiness with it', () => {
    expect(
      findAbilitiesAsked(
        'Требования: допуск по электробезопасности не ниже III группы, умение работать с дизельным генератором, готовность к жизни в изоляции.',
      ),
    ).toEqual(['умение работать с дизельным генератором']);
    expect(
      findAbilitiesAsked(
        'Требования: умение читать чертежи, знание ГОСТ на отливки и допуски, внимательность.',
      ),
    ).toEqual(['умение читать чертежи', 'знание ГОСТ на отливки и допуски']);
    expect(
      findAbilitiesAsked(
        'Requirements: sound knowledge of pallet racking inspection, willingness to work at height, attention to detail.',
      ),
    ).toEqual(['sound knowledge of pallet racking inspection']);
    // Items of one head stay one quote: «клеев» goes on from «свойств бумаги».
    expect(
      findAbilitiesAsked('Требования: знание свойств бумаги, клеев и реставрационных материалов.'),
    ).toEqual(['знание свойств бумаги, клеев и реставрационных материалов']);
  });

  it('reads only what is required, never a plus, and never ends a quote inside a number', () => {
    expect(
      findAbilitiesAsked(
        'Nice to have:\n- Knowledge of Sage 50 payroll\nRequirements:\n- Knowledge of gas safety rules is an advantage',
      ),
    ).toEqual([]);
    expect(
      findAbilitiesAsked(
        'Требования: знание Жилищного кодекса РФ, Правил содержания общего имущества, постановления от 13.08.2006 № 491.',
      ),
    ).toEqual(['знание Жилищного кодекса РФ, Правил содержания общего имущества']);
  });
});
