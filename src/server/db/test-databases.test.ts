import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../../../tests/support/test-database';

// The test suite hands each test a database as new: on PostgreSQL an emptied one a worker kept
// (issue 39: a copy of the template cost a third of a second per test), so these hold it to that.

async function valueOf(
  database: Awaited<ReturnType<typeof createTestDatabase>>,
  query: ReturnType<typeof sql>,
) {
  const result = (await database.db.execute(query)) as { rows: Array<{ value: unknown }> };
  return result.rows[0]?.value;
}

describe.runIf(testDatabaseKind === 'postgres')('test databases', () => {
  it('hands out a used database again only as new: tables empty, the migrations’ rates back', async () => {
    const first = await createTestDatabase();
    const name = await valueOf(first, sql`select current_database() as value`);
    await first.db.execute(sql`insert into jobs (kind, run_at) values ('test', now())`);
    await first.db.execute(sql`delete from currency_rates where currency = 'EUR'`);
    await first.close();

    const next = await createTestDatabase();
    try {
      expect(await valueOf(next, sql`select current_database() as value`)).toBe(name);
      expect(await valueOf(next, sql`select count(*)::int as value from jobs`)).toBe(0);
      expect(
        await valueOf(
          next,
          sql`select string_agg(currency, ',' order by currency) as value from currency_rates`,
        ),
      ).toBe('AUD,CAD,EUR,GBP,RUB,USD');
    } finally {
      await next.close();
    }
  });

  it('hands a database closed twice to one test only', async () => {
    const closedTwice = await createTestDatabase();
    await closedTwice.close();
    await closedTwice.close();
    const [one, other] = [await createTestDatabase(), await createTestDatabase()];
    try {
      expect(await valueOf(one, sql`select current_database() as value`)).not.toBe(
        await valueOf(other, sql`select current_database() as value`),
      );
    } finally {
      await Promise.all([one.close(), other.close()]);
    }
  });

  it('never hands out again a database whose schema a test changed', async () => {
    const changed = await createTestDatabase();
    const name = await valueOf(changed, sql`select current_database() as value`);
    await changed.db.execute(
      sql`alter table jobs add constraint refuse_all check (false) not valid`,
    );
    await changed.close();

    const next = await createTestDatabase();
    try {
      expect(await valueOf(next, sql`select current_database() as value`)).not.toBe(name);
      await next.db.execute(sql`insert into jobs (kind, run_at) values ('test', now())`);
      expect(await valueOf(next, sql`select count(*)::int as value from jobs`)).toBe(1);
    } finally {
      await next.close();
    }
  });
});
