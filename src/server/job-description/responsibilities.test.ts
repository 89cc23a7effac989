import { describe, expect, it } from 'vitest';
import { findResponsibilities } from './responsibilities';

describe('findResponsibilities', () => {
  it('does not cut a duty at a comma that leaves it hanging ("design and build complex.")', () => {
    const duties = findResponsibilities(
      'Responsibilities:\n- Design and build complex, high-traffic systems\n- Maintain accurate, timely records',
    );
    expect(duties).toContain('design and build complex, high-traffic systems');
    expect(duties).toContain('maintain accurate, timely records');
    expect(duties.some((duty) => /complex$|accurate$/.test(duty))).toBe(false);
  });

  it('does not take a requirement for a duty ("track record of…")', () => {
    expect(
      findResponsibilities(
        '- Track record of hitting or exceeding quota\n- Run outbound prospecting',
      ),
    ).toEqual(['run outbound prospecting']);
  });

  it('reads a verb list opening a duty ("Install, maintain and repair electrical wiring")', () => {
    expect(
      findResponsibilities('Responsibilities:\n- Install, maintain and repair electrical wiring'),
    ).toEqual(['install, maintain and repair electrical wiring']);
  });

  it('reads duties listed after a heading on the same line, in English and Russian', () => {
    expect(
      findResponsibilities(
        'Duties: draft pleadings, motions and discovery requests; calendar court deadlines.\nQualifications: 2+ years of litigation experience.',
      ),
    ).toEqual(['draft pleadings', 'calendar court deadlines']);
    expect(
      findResponsibilities(
        'Задачи: проверка смет подрядчиков; подготовка КС-2 и КС-3; расчёт объёмов работ.\nТребования: опыт от 2 лет.',
      ),
    ).toEqual(['проверка смет подрядчиков', 'подготовка КС-2 и КС-3', 'расчёт объёмов работ']);
  });
});
