import { describe, expect, it } from 'vitest';
import { printedLine } from './printed-line';

describe('how one resume line is printed in every format', () => {
  it('sets a job’s dates on the right, however many boxes its header row was laid out in', () => {
    expect(
      printedLine({ kind: 'text', text: 'Staff Nurse, St Mary’s\tMar 2019 – Present' }),
    ).toEqual({ left: 'Staff Nurse, St Mary’s', right: 'Mar 2019 – Present' });
    expect(
      printedLine({
        kind: 'text',
        text: 'Senior Project Engineer\t, Carrow & Bates Engineering, PLLC\tMar 2019 — Present',
      }),
    ).toEqual({
      left: 'Senior Project Engineer, Carrow & Bates Engineering, PLLC',
      right: 'Mar 2019 — Present',
    });
  });

  it('prints a table row without a date, and any bullet, as one line', () => {
    expect(printedLine({ kind: 'text', text: 'Python\tSQL\tExcel' })).toEqual({
      left: 'Python, SQL, Excel',
      right: null,
    });
    expect(printedLine({ kind: 'bullet', text: 'Led a team of 4\t2021' })).toEqual({
      left: 'Led a team of 4, 2021',
      right: null,
    });
  });
});
