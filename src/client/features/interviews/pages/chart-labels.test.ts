import { describe, expect, it } from 'vitest';
import { chartLabels } from './chart-labels';

const at = (completedAt: string | null) => ({ completedAt }) as never;

describe('the progress chart’s x labels', () => {
  it('gives a day alone where it has one interview, and day and time to each of a shared day', () => {
    const labels = chartLabels(
      [at('2026-12-04T09:00:00Z'), at('2026-12-05T10:15:00Z'), at('2026-12-05T21:52:00Z')],
      'en-GB',
    );
    expect(labels[0]).toBe('4 Dec');
    expect(labels[1]).toMatch(/^5 Dec, \d{2}:\d{2}$/u);
    expect(labels[2]).toMatch(/^5 Dec, \d{2}:\d{2}$/u);
    expect(labels[1]).not.toBe(labels[2]);
  });

  it('writes them in Russian for a Russian page', () => {
    const labels = chartLabels([at('2026-12-05T10:15:00Z'), at('2026-12-05T21:52:00Z')], 'ru');
    expect(labels[0]).toMatch(/^5 дек\., \d{2}:\d{2}$/u);
  });
});
