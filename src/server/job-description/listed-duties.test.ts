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
