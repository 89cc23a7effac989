import { describe, expect, it } from 'vitest';
import { findRedFlags, readPostingPay, readWorkMode, readYearsAsked } from './posting-facts';

describe('the pay a posting states', () => {
  it.each([
    [
      'Salary: £28,000 – £32,000 per annum',
      { min: 28000, max: 32000, currency: 'GBP', period: 'year' },
    ],
    ['Pay: $24–$28/hr plus overtime', { min: 24, max: 28, currency: '$', period: 'hour' }],
    [
      '€55k–70k depending on experience',
      { min: 55000, max: 70000, currency: 'EUR', period: 'year' },
    ],
    ['A$85,000 + super', { min: 85000, max: 85000, currency: 'AUD', period: 'year' }],
    [
      'Зарплата от 80 000 до 120 000 ₽ на руки',
      { min: 80000, max: 120000, currency: 'RUB', period: 'month' },
    ],
    [
      'Доход до 150 тыс. руб. в месяц',
      { min: null, max: 150000, currency: 'RUB', period: 'month' },
    ],
    ['от 60 000 руб.', { min: 60000, max: null, currency: 'RUB', period: 'month' }],
  ])('%s', (text, pay) => {
    expect(readPostingPay(text)).toEqual(pay);
  });

  it('says nothing when no amount has a currency', () => {
    expect(readPostingPay('3+ years of experience, 40 hours a week, 2 shifts')).toBeNull();
    expect(readPostingPay('Опыт работы от 3 лет, график 5/2')).toBeNull();
  });
});

describe('where the work is done', () => {
  it.each([
    ['This is a fully remote role across the US.', 'remote'],
    ['Location: Remote', 'remote'],
    ['Hybrid — two days a week in our Berlin office', 'hybrid'],
    ['This is an on-site role at our Leeds practice.', 'onsite'],
    ['Формат работы: удалённо', 'remote'],
    ['Гибридный формат: 3 дня в офисе', 'hybrid'],
    ['Работа в офисе у м. Площадь Ленина', 'onsite'],
  ])('%s', (text, mode) => {
    expect(readWorkMode(text)).toBe(mode);
  });

  it('does not take remote monitoring or a remote site for remote work', () => {
    expect(
      readWorkMode('Experience with remote patient monitoring; travel to remote sites.'),
    ).toBeNull();
  });
});

describe('the years a posting requires', () => {
  it.each([
    ['3+ years of experience in payroll', 3],
    ['At least two years in a busy small-animal practice', 2],
    ['Minimum of 5 years of commercial experience', 5],
    ['Опыт работы от 1 года', 1],
    ['Требуемый опыт работы: 3–6 лет', 3],
    ['не менее двух лет опыта работы сметчиком', 2],
  ])('%s', (text, years) => {
    expect(readYearsAsked(text)).toBe(years);
  });

  it('does not count years a posting only prefers', () => {
    expect(readYearsAsked('2 years of experience preferred')).toBeNull();
    expect(readYearsAsked('Опыт от 3 лет будет плюсом')).toBeNull();
  });
});

describe('red flags in the posting itself', () => {
  it('flags a fee asked of the candidate, with the sentence that asks it', () => {
    const flags = findRedFlags(
      'Great team. A refundable training fee of $150 is due before your first shift. Apply now.',
      null,
    );
    expect(flags).toEqual([
      { code: 'fee', quote: 'A refundable training fee of $150 is due before your first shift.' },
    ]);
    expect(findRedFlags('Форма и медкнижка оформляются за счёт соискателя.', null)[0]?.code).toBe(
      'fee',
    );
  });

  it('does not flag training the employer pays for', () => {
    expect(findRedFlags('Paid training; we cover your certification fees.', null)).toEqual([]);
    expect(findRedFlags('Обучение за счёт компании, форма выдаётся.', null)).toEqual([]);
  });

  it('flags a messenger as the only way in, not one among others', () => {
    expect(findRedFlags('Пишите только в Telegram @hr_boss', null).map((f) => f.code)).toEqual([
      'messenger_only',
    ]);
    expect(
      findRedFlags('Questions? WhatsApp us, or apply now at careers@example.com', null),
    ).toEqual([]);
  });

  it('flags a pay range whose top is four times its bottom', () => {
    const wide = readPostingPay('Зарплата от 30 000 до 300 000 ₽');
    expect(findRedFlags('', wide).map((flag) => flag.code)).toEqual(['wide_pay']);
    expect(findRedFlags('', readPostingPay('$60,000–$120,000 a year'))).toEqual([]);
  });
});
