import { LRUCache } from 'lru-cache';

/**
 * Pages asked for by their number (an address edited by hand: the board's own links carry
 * cursors). Reading page N of a search means sorting its matches to skip N − 1 pages, which at a
 * million vacancies costs what the matches cost; so where the page starts (the vacancy just
 * before it) is kept a short while per search and page. The same page asked again reads on from
 * there, as its Next link would, and requests for it that arrive while it is being read wait for
 * that one read instead of each sorting the matches again.
 *
 * Only the start is kept, never the rows: a vacancy closed since is not shown from memory.
 */
export function createPageStarts<Start extends object, Rows>(options: {
  max: number;
  ttlMs: number;
}) {
  const starts = new LRUCache<string, Start>({ max: options.max, ttl: options.ttlMs });
  const reading = new Map<string, Promise<{ start?: Start; rows: Rows }>>();
  return {
    async rowsOf(
      key: string,
      read: {
        /** The page read on from a kept start (cheap: the Next link's query). */
        fromStart: (start: Start) => Promise<Rows>;
        /** The page read by its number, with the vacancy before it when there is one. */
        byNumber: () => Promise<{ start?: Start; rows: Rows }>;
      },
    ): Promise<Rows> {
      const kept = starts.get(key);
      if (kept) return read.fromStart(kept);
      const inFlight = reading.get(key);
      if (inFlight) return (await inFlight).rows;
      const promise = read.byNumber();
      reading.set(key, promise);
      try {
        const result = await promise;
        if (result.start) starts.set(key, result.start);
        return result.rows;
      } finally {
        reading.delete(key);
      }
    },
  };
}
