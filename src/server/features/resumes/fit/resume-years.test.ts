import { describe, expect, it } from 'vitest';
import { resumeFromText } from './resume-from-text';
import { readRange, readYearsShown } from './resume-years';

const NOW = new Date('2026-11-01T00:00:00Z');

describe('the years a resume’s jobs cover', () => {
  it('reads ranges as resumes write them', () => {
    expect(readRange('Apr 2020 – Present', NOW)).toEqual([2020 * 12 + 3, 2026 * 12 + 10]);
    expect(readRange('2016 – 2020', NOW)).toEqual([2016 * 12, 2020 * 12]);
    expect(readRange('03.2019 — н.в.', NOW)).toEqual([2019 * 12 + 2, 2026 * 12 + 10]);
    expect(readRange('март 2018 — январь 2020', NOW)).toEqual([2018 * 12 + 2, 2020 * 12]);
    expect(readRange('Summer 2021', NOW)).toBeNull();
  });

  it('counts two jobs held at once once, and says nothing of a resume without dates', () => {
    const dated = resumeFromText(
      [
        'Ann Lee',
        'Nurse',
        'Experience',
        'Staff Nurse, Leeds  Jan 2020 – Jan 2024',
        'Bank Nurse, York  Jan 2022 – Jan 2025',
      ].join('\n'),
    );
    expect(readYearsShown(dated, { now: NOW })).toBe(5);
    const undated = resumeFromText('Ann Lee\nNurse\nExperience\nStaff Nurse, Leeds');
    expect(readYearsShown(undated, { now: NOW })).toBeNull();
    const inYork = readYearsShown(dated, { now: NOW, counts: (entry) => entry.includes('York') });
    expect(inYork).toBe(3);
  });
});
