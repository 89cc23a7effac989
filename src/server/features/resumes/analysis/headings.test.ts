import { describe, expect, it } from 'vitest';
import { findHeadingKind } from './headings';

describe('findHeadingKind', () => {
  it.each([
    ['Work Experience', 'experience'],
    ['Kitchen Experience', 'experience'],
    ['Teaching Experience:', 'experience'],
    ['CLINICAL SKILLS', 'skills'],
    ['Опыт работы —12 лет 6 месяцев', 'experience'],
    ['Опыт работы — 3 года', 'experience'],
    ['Опыт работы в общепите', 'experience'],
    ['Ключевые навыки', 'skills'],
  ])('reads %j as a %s heading, standard or named for its trade', (heading, kind) => {
    expect(findHeadingKind(heading)).toBe(kind);
  });

  it.each(['Maria Lopez', 'Customer Experience Manager', 'Anna Smith, RN', 'Led a team of 5'])(
    'reads %j as no heading',
    (line) => {
      expect(findHeadingKind(line)).toBeNull();
    },
  );
});
