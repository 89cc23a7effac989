import { openScriptDatabase } from './lib/script-database';
import { CURRENCIES } from '../src/shared/constants';
import type { Currency } from '../src/shared/schemas/vacancies';
import { createCurrencyRatesRepository } from '../src/server/features/vacancies/currency-rates.repository';

// npm run currency-rates                      prints the reference rates salaries are compared at
// npm run currency-rates -- EUR=0.86 RUB=81.5 sets them (units per US dollar), dated now, and
//                                              re-ranks every vacancy in those currencies at once.
// The board states the rates and their date wherever it compares salaries across currencies.
// Stop a server running on the embedded database first: it allows one process at a time.

function parseRates(args: string[]): Partial<Record<Currency, number>> | string {
  const rates: Partial<Record<Currency, number>> = {};
  for (const arg of args) {
    const match = /^([A-Z]{3})=(\d+(?:\.\d+)?)$/.exec(arg.trim().toUpperCase());
    const currency = CURRENCIES.find((known) => known === match?.[1]);
    const perUsd = Number(match?.[2]);
    if (!currency || !(perUsd > 0)) {
      return `Cannot read "${arg}": write CODE=units per US dollar, e.g. EUR=0.86 (codes: ${CURRENCIES.join(', ')}).`;
    }
    if (currency === 'USD' && perUsd !== 1) return 'USD is the reference: its rate is always 1.';
    rates[currency] = perUsd;
  }
  return rates;
}

const rates = parseRates(process.argv.slice(2));
if (typeof rates === 'string') {
  process.stderr.write(`${rates}\n`);
  process.exit(2);
}
const database = await openScriptDatabase();
try {
  const repository = createCurrencyRatesRepository(database.db);
  await repository.update(rates, new Date());
  for (const rate of await repository.list()) {
    process.stdout.write(
      `1 USD = ${rate.perUsd} ${rate.currency}  (set ${rate.updatedAt.toISOString().slice(0, 10)})\n`,
    );
  }
} finally {
  await database.close();
}
