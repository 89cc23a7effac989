import { describe, expect, it } from 'vitest';
import { createLimiter } from './concurrency';

describe('createLimiter', () => {
  it('runs at most the given number at once, the rest in the order they came', async () => {
    const run = createLimiter();
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (id: number) => async () => {
      started.push(id);
      running += 1;
      most = Math.max(most, running);
      await new Promise((wait) => setTimeout(wait, 5));
      running -= 1;
      return id;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((id) => run(2, task(id))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives the turn on when a task fails', async () => {
    const run = createLimiter();
    const failed = run(1, () => Promise.reject(new Error('no')));
    const next = run(1, async () => 'next');
    await expect(failed).rejects.toThrow('no');
    await expect(next).resolves.toBe('next');
  });
});
