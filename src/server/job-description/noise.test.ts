import { describe, expect, it } from 'vitest';
import { removeNoise } from './noise';

describe('removeNoise', () => {
  it.each([
    ['Location: Reno, NV 89501', 'NV'],
    ['Med/Surg unit in Austin, TX', 'TX'],
    ['Shift: 2pm-10pm, Monday to Friday', '2pm'],
    ['Nights 7p–7a', '7a'],
    ['Schedule: 3x12-hour shifts', '3x12'],
    ['4x10s available', '4x10'],
    ['Pay: $38–$52/hour', '$38'],
    ['Salary $95,000 - $120,000 per year', '95,000'],
    ['English/Spanish bilingual a plus', 'Spanish'],
    ['401(k) with a 4% match, PTO', '401'],
    ['Зарплата от 90 000 ₽ на руки', '000'],
    ['120 000 – 150 000 руб.', '150'],
    ['график 5/2, с 9:00 до 18:00', '5/2'],
    ['2/2 по 12 часов', '2/2'],
    ['ДМС после испытательного срока, оформление по ТК РФ', 'ДМС'],
    ['We are recruiting wholetime firefighters', 'recruiting'],
    ["We're hiring seasonal beekeepers for our apiaries", 'hiring'],
    ['Пожарная часть ведёт набор на службу', 'набор'],
  ])('blanks the noise in %j', (line, noise) => {
    expect(removeNoise(line)).not.toContain(noise);
  });

  it.each([
    'Administer medications and IV therapy to 5–6 patients',
    'Experience with Kubernetes, Terraform and AWS EC2',
    'Знание 1С:Бухгалтерия 8.3, НДС, УПД',
    'Maintain 99.95% availability across 3 regions',
    'Own full-cycle recruiting for engineering roles',
    'Ведение массового подбора и найма персонала',
  ])('keeps the work in %j', (line) => {
    expect(removeNoise(line).replace(/\s+/g, ' ').trim()).toBe(line);
  });

  it('drops equal-opportunity boilerplate lines and keeps the line structure', () => {
    const text = 'Duties:\n- Chart in Epic\nWe are an equal opportunity employer.';
    expect(removeNoise(text)).toBe('Duties:\n- Chart in Epic\n');
  });
});
