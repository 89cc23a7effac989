import { describe, expect, it } from 'vitest';
import { createPageStarts } from './page-starts';

// A page asked for by its number sorts every match once; the same page asked again, or at the
// same moment, does not sort them again.

function reader() {
  const calls = { byNumber: 0, fromStart: [] as string[] };
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    calls,
    release,
    read: {
      byNumber: async () => {
        calls.byNumber += 1;
        await gate;
        return { start: { id: 'row-40' }, rows: ['row-41', 'row-42'] };
      },
      fromStart: async (start: { id: string }) => {
        calls.fromStart.push(start.id);
        return ['row-41', 'row-42'];
      },
    },
  };
}

describe('pages asked for by their number', () => {
  it('reads a page once for requests that arrive together, then reads on from where it starts', async () => {
    const starts = createPageStarts<{ id: string }, string[]>({ max: 10, ttlMs: 60_000 });
    const { calls, release, read } = reader();
    const together = Promise.all([1, 2, 3].map(() => starts.rowsOf('nurse|3', read)));
    release();
    expect(await together).toEqual([
      ['row-41', 'row-42'],
      ['row-41', 'row-42'],
      ['row-41', 'row-42'],
    ]);
    expect(calls.byNumber).toBe(1);
    expect(await starts.rowsOf('nurse|3', read)).toEqual(['row-41', 'row-42']);
    expect(calls).toEqual({ byNumber: 1, fromStart: ['row-40'] });
  });

  it('keeps nothing for a page past the end, and keeps each search and page apart', async () => {
    const starts = createPageStarts<{ id: string }, string[]>({ max: 10, ttlMs: 60_000 });
    let byNumber = 0;
    const empty = {
      byNumber: async () => {
        byNumber += 1;
        return { rows: [] };
      },
      fromStart: async () => ['never'],
    };
    await starts.rowsOf('nurse|90', empty);
    await starts.rowsOf('nurse|90', empty);
    expect(byNumber).toBe(2);
    const { calls, release, read } = reader();
    release();
    await starts.rowsOf('cook|3', read);
    await starts.rowsOf('nurse|3', read);
    expect(calls.byNumber).toBe(2);
  });

  it('passes a failed read to everyone waiting for it and keeps nothing from it', async () => {
    const starts = createPageStarts<{ id: string }, string[]>({ max: 10, ttlMs: 60_000 });
    const failing = {
      byNumber: async () => {
        throw new Error('database unavailable');
      },
      fromStart: async () => ['never'],
    };
    const results = await Promise.allSettled([1, 2].map(() => starts.rowsOf('q|2', failing)));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    const { calls, release, read } = reader();
    release();
    expect(await starts.rowsOf('q|2', read)).toEqual(['row-41', 'row-42']);
    expect(calls.byNumber).toBe(1);
  });
});
