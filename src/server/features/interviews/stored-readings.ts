import type { StoredReading } from '../../ai/offline/analyse-answer';

/** A row whose stored reading is the coach's (the schema keeps it as plain JSON). */
export type WithReading<Row extends { reading: unknown }> = Omit<Row, 'reading'> & {
  reading: StoredReading | null;
};

/** Rows as the coach reads them: the reading stored with each was written by the coach. */
export function withReadings<Row extends { reading: unknown }>(rows: Row[]): WithReading<Row>[] {
  return rows as unknown as WithReading<Row>[];
}
