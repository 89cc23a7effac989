import { describe, expect, it } from 'vitest';
import { mainTitle, titleQualifiers } from './job-title';

describe('mainTitle', () => {
  it.each([
    ['Verger (part-time, 24 hours per week)', 'Verger', 'part-time, 24 hours per week'],
    ['Ramp Agent – Seasonal (Winnipeg YWG)', 'Ramp Agent', 'Winnipeg YWG Seasonal'],
    ['Пекарь (хлебозавод, ночные смены)', 'Пекарь', 'хлебозавод, ночные смены'],
    [
      'Finance Assistant, Children & Family Services',
      'Finance Assistant',
      'Children & Family Services',
    ],
  ])('says "%s" as a person would, keeping what it adds apart', (title, main, qualifiers) => {
    expect(mainTitle(title)).toBe(main);
    expect(titleQualifiers(title)).toBe(qualifiers);
  });

  it("drops the board's call around the role: wanted, hiring, «требуется»", () => {
    expect(mainTitle('Saddler wanted – Curragh, Co. Kildare')).toBe('Saddler');
    expect(mainTitle('Now Hiring: Line Cook (Evenings)')).toBe('Line Cook');
    expect(mainTitle('Требуется сварщик на вахту')).toBe('Сварщик на вахту');
    expect(mainTitle('Срочно требуются грузчики')).toBe('Грузчики');
    expect(mainTitle('Берейтор (КСК, выездка) с проживанием')).toBe('Берейтор');
    expect(mainTitle('Farm Hand with accommodation')).toBe('Farm Hand');
    expect(mainTitle('Live-in Carer')).toBe('Live-in Carer');
    // A title that is only the call keeps its words.
    expect(mainTitle('Wanted')).toBe('Wanted');
  });

  it('keeps a title with nothing added, hyphens and slashes included', () => {
    for (const title of [
      'Ice Technician / Resurfacer Operator',
      'Контролёр-ревизор',
      'Frontend-разработчик',
    ]) {
      expect(mainTitle(title)).toBe(title);
      expect(titleQualifiers(title)).toBe('');
    }
  });
});
