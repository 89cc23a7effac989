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
});
