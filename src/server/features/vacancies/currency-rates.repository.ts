import { inArray, sql } from 'drizzle-orm';
import type { Currency } from '../../../shared/schemas/vacancies';
import type { Database } from '../../db/client';
import { currencyRates, vacancies } from '../../db/schema';

export interface CurrencyRate {
  currency: Currency;
  /** How many units of the currency make one US dollar. */
  perUsd: number;
  updatedAt: Date;
}

export interface CurrencyRatesRepository {
  /** The reference rates salaries are compared at, by currency code. */
  list(): Promise<CurrencyRate[]>;
  /**
   * Stores new rates and, in the same transaction, recomputes the dollar salaries of every
   * vacancy in those currencies, so the board's salary order follows at once.
   */
  update(rates: Partial<Record<Currency, number>>, at: Date): Promise<void>;
}

export function createCurrencyRatesRepository(db: Database): CurrencyRatesRepository {
  return {
    list() {
      return db.select().from(currencyRates).orderBy(currencyRates.currency);
    },
    async update(rates, at) {
      const entries = Object.entries(rates) as Array<[Currency, number]>;
      if (entries.length === 0) return;
      await db.transaction(async (tx) => {
        for (const [currency, perUsd] of entries) {
          await tx
            .insert(currencyRates)
            .values({ currency, perUsd, updatedAt: at })
            .onConflictDoUpdate({ target: currencyRates.currency, set: { perUsd, updatedAt: at } });
        }
        // Writing the column fires trigger vacancies_salary_in_usd, which reads the new rate.
        await tx
          .update(vacancies)
          .set({ salaryMaxUsd: sql`0` })
          .where(
            inArray(
              vacancies.currency,
              entries.map(([currency]) => currency),
            ),
          );
      });
    },
  };
}
