// Which general questions an interview for any work asks first (the blind ratings of rounds 40–50:
// the unsafe request, a colleague at risk, an unhappy customer and a long stretch rated 3.4–4.0
// of 5; "proudest piece of work", "adapt to a big change" and "a commitment you can't keep"
// 2.3–2.8), and that what the employer offers is never quoted as a duty (round 50: rated 1).
import { describe, expect, it } from 'vitest';
import { findDutyItems } from '../../job-description/responsibilities';
import { planQuestions } from './generate-questions';

const RAMP = {
  jobTitle: 'Ramp Agent / Baggage Handler',
  jobDescription:
    'We are looking for ramp agents to join our team at Birmingham Airport.\n\nYou will:\n• Load and unload aircraft holds, baggage and cargo\n• Sort bags on the baggage belts and in the make-up area\n• Drive airside vehicles and tugs once trained\n• Follow airside safety rules, FOD checks and PPE requirements at all times\n• Work outside in all weathers as part of a team against tight turnaround times\n\nYou will need to be physically fit and able to lift 32kg, and hold a full UK driving licence.\n\nFull time, rotating shifts from 04:00. We offer paid training, a uniform and free parking.',
  language: 'en' as const,
};

describe('the general questions an interview for any work asks', () => {
  it('asks the best-rated general questions before the worst-rated ones', () => {
    const texts = planQuestions(RAMP).map((question) => question.text);
    expect(texts.some((text) => /unsafe|put someone at risk|unhappy with it/u.test(text))).toBe(
      true,
    );
    expect(texts.some((text) => /proudest|can't keep a commitment/u.test(text))).toBe(false);
  });
  it('still asks a worst-rated one on a retake when the others have been asked', () => {
    const first = planQuestions(RAMP).map((question) => question.text);
    const second = planQuestions({ ...RAMP, avoidQuestions: first }).map((q) => q.text);
    expect(second).toHaveLength(12);
  });
});

describe('what the employer offers', () => {
  it('is never quoted as a duty (en, ru)', () => {
    const en = findDutyItems(
      'Duties:\n• Plan and run a weekly programme of activities\n• Record participation in care plans\n• We offer paid training, including dementia care and a Level 3 qualification',
      'Activities Coordinator',
    );
    expect(en.join(' ')).not.toMatch(/paid training/u);
    expect(en.join(' ')).toMatch(/weekly programme/u);
    const ru = findDutyItems(
      'Обязанности:\n— выкладка товара по планограмме;\n— контроль сроков годности;\n— предлагаем обучение за счёт компании.',
      'Мерчендайзер',
    );
    expect(ru.join(' ')).not.toMatch(/обучение за счёт/u);
  });
});

describe('a field question that shares two of many subject words by chance', () => {
  it('is not asked: a merchandiser is not asked to open and close a till', () => {
    const texts = planQuestions({
      jobTitle: 'Мерчендайзер',
      jobDescription:
        'ООО «ВолгаНапитки» — официальный дистрибьютор соков, воды и безалкогольных напитков — приглашает мерчендайзера для работы на маршруте по сетевым супермаркетам (Пятёрочка, Магнит, Перекрёсток, локальные сети), Советский и Кировский районы.\n\nОбязанности:\n- посещение 8–12 торговых точек в день по утверждённому маршруту;\n- выкладка продукции по планограмме, выставление товара со склада магазина в зал, ротация по FIFO;\n- контроль сроков годности, вывод просрочки и товара с короткими сроками, оформление возвратов;\n- проверка и размещение ценников, контроль соответствия цены на полке и на кассе;\n- фотоотчёт «до/после» в мобильном приложении;\n- работа с товароведами и директорами магазинов: дополнительные места продаж, заказ, решение спорных вопросов.\n\nТребования:\n- опыт работы мерчендайзером или в рознице приветствуется, рассмотрим без опыта;\n- смартфон на Android;\n- внимательность, аккуратность, умение договариваться;\n- готовность к физической работе (переноска упаковок до 10 кг).\n\nУсловия:\n- оформление по ТК РФ с первого дня;\n- график 5/2, с 8:00 до 17:00;\n- оклад 45 000 ₽ + премия за выполнение KPI (до 15 000 ₽);\n- компенсация проезда и мобильной связи;\n- обучение на старте, спецодежда.',
      language: 'ru',
    }).map((question) => question.text);
    expect(texts.some((text) => /на кассе: размен|Касса не даёт пробить/u.test(text))).toBe(false);
    expect(texts.some((text) => /планограмм/u.test(text))).toBe(true);
  });
});
