import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNameLike } from './contact-details';

describe('isNameLike', () => {
  it.each([
    'Maria Lopez, RN',
    'Maria Lopez, RN, BSN',
    'John Smith, CPA',
    'Priya Nair, PMP',
    'Anna Ivanova, MD, PhD',
    'Robert King Jr.',
    'Dr. Anna Petrova',
    'J. R. Tolkien',
    "Mary-Jane O'Neil",
    'ANNA PETROVA',
    'Иванова Анна Сергеевна',
    'Петров Иван, к.э.н.',
    'Dana Lee, SHRM-CP',
  ])('reads %j as a name', (line) => {
    expect(isNameLike(line)).toBe(true);
  });

  it.each(['New York, NY', 'Austin, TX', 'Professional Summary', 'Опыт работы', 'maria lopez'])(
    'does not read %j as a name',
    (line) => {
      expect(isNameLike(line)).toBe(false);
    },
  );

  it('reads any "First Last, CREDENTIAL…" line as a name', () => {
    const word = fc.stringMatching(/^[A-Z][a-z]{1,10}$/);
    const credential = fc.constantFrom('RN', 'BSN', 'CPA', 'PMP', 'MD', 'PhD', 'MBA', 'CFA');
    fc.assert(
      fc.property(word, word, fc.array(credential, { maxLength: 3 }), (first, last, creds) => {
        expect(isNameLike([`${first} ${last}`, ...creds].join(', '))).toBe(true);
      }),
    );
  });
});
