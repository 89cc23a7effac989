import { describe, expect, it } from 'vitest';
import { stem, stemText } from './stem';

describe('stem', () => {
  it.each([
    ['microservices', 'microservice', true],
    ['developing', 'development', true],
    ['communication', 'communicate', true],
    ['databases', 'database', true],
    ['разработки', 'разработка', true],
    ['микросервисов', 'микросервисы', true],
    ['коммуникабельность', 'коммуникабельный', true],
    ['тестирования', 'тестирование', true],
    // Snowball cuts "опыт" to "оп"; a stem that short falls back to a light cut.
    ['опыт', 'опытом', true],
    ['Ёлка', 'елка', true],
    ['test', 'text', false],
  ])('%s and %s share a stem: %s', (a, b, isSame) => {
    expect(stem(a) === stem(b)).toBe(isSame);
  });

  it('leaves technical tokens whole and lower-cases them', () => {
    expect(stemText('Node.js, C++ и CI/CD')).toEqual(['node.js', 'c++', 'и', 'ci/cd']);
  });
});
