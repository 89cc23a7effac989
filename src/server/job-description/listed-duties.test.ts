import { describe, expect, it } from 'vitest';
import { listedItems } from './listed-duties';
import { findDutyItems } from './responsibilities';

describe('listedItems', () => {
  it('reads a bare sentence listing duties of one form, in English and Russian', () => {
    expect(
      listedItems(
        'Busy small animal practice hiring a receptionist. Answering phones, booking appointments, taking payments and looking after clients at the front desk. Please email your CV.',
      ),
    ).toEqual([
      'Answering phones',
      'booking appointments',
      'taking payments',
      'looking after clients at the front desk',
    ]);
    expect(
      listedItems(
        'В автосервис требуется автоэлектрик. Диагностика и ремонт электрооборудования, поиск неисправностей в проводке, установка доп. оборудования.',
      ),
    ).toEqual([
      'Диагностика и ремонт электрооборудования',
      'поиск неисправностей в проводке',
      'установка доп. оборудования',
    ]);
  });

  it('reads a duty done at night as a duty, and nights worked as terms', () => {
    expect(
      listedItems(
        'Inspecting hives, feeding and treating for varroa, moving hives at night, extracting and drumming honey.',
      ),
    ).toContain('moving hives at night');
    expect(listedItems('Stacking shelves, cleaning the aisles, 3 nights a week.')).toEqual([]);
  });

  it('reads the list after a label and a colon', () => {
    expect(listedItems('Front desk: greeting visitors, answering phones and filing.')).toEqual([
      'greeting visitors',
      'answering phones',
      'filing',
    ]);
  });

  it('reads no terms, hours or requirements as duties, however they open', () => {
    for (const sentence of [
      'Flexible scheduling around school, closing shifts until midnight.',
      'Нужно: уверенно забивать на разных чашах, работать с калаудом, знать линейки табаков.',
      'Training provided, uniform supplied, staff discount.',
      'Оплата сдельная, выплаты каждый день, проживание в бытовках.',
      'Must be able to read plans, lay out walls and set trusses.',
    ]) {
      expect(listedItems(sentence), sentence).toEqual([]);
    }
  });

  it('reads no sentence of one item, or one that opens with its subject', () => {
    expect(listedItems('Unloading deliveries before we open.')).toEqual([]);
    expect(listedItems('We serve breakfast, lunch and dinner to 200 guests a day.')).toEqual([]);
  });
});

describe('findDutyItems with no duty section or "you will"', () => {
  it('quotes the duties of a bare list', () => {
    expect(
      findDutyItems(
        'Night fill casuals wanted for our store. Unloading deliveries, filling shelves and facing up before we open. Apply in store.',
        'Night Fill Team Member',
      ),
    ).toEqual(['unloading deliveries', 'filling shelves', 'facing up before we open']);
  });
});

describe('findDutyItems after an inline "Duties:" heading', () => {
  it('quotes its first sentence as a list of noun phrases, names and acronyms included', () => {
    const items = findDutyItems(
      'Door Supervisors needed for a busy late-licence bar.\nDuties: ID checks with our scanner, searches on entry, capacity counts, Pubwatch radio and CCTV liaison, incident log, handling refusals calmly. Body-worn cameras provided.\nMust hold a valid SIA licence.',
      'Door Supervisor',
    );
    expect(items).toEqual(
      expect.arrayContaining([
        'ID checks with our scanner',
        'searches on entry',
        'capacity counts',
      ]),
    );
    // What follows the list, and a requirement under it, are no duties.
    expect(items.join('\n')).not.toMatch(/cameras provided|must hold/iu);
  });

  it('keeps a list of makes whole, and takes a long item with the others', () => {
    expect(
      findDutyItems(
        'Обязанности: Caterpillar 140K, SDLG G9190, Komatsu GD555.',
        'Машинист автогрейдера',
      ),
    ).not.toContain('SDLG G9190');
    expect(
      findDutyItems(
        'Duties: private lessons for students aged 9 to adult, a weekly beginner brass group class, preparing students for graded exams and the city performing arts festival in the spring, two student recitals a year.',
        'Brass Instructor',
      ),
    ).toEqual(
      expect.arrayContaining([
        'a weekly beginner brass group class',
        'two student recitals a year',
      ]),
    );
  });
});
