import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '../../../../shared/constants';
import { SalaryPeriodOptions } from './salary-period-options';
import {
  SALARY_MAX_VALUE,
  SEARCH_QUERY_MAX_LENGTH,
  VACANCY_LOCATION_MAX_LENGTH,
} from '../../../../shared/vacancy-limits';
import { buttonClass, fieldInput } from '../../../components/ui-classes';
import type { BoardQuery } from '../lib/list-params';
import { useStatedChoices } from '../lib/stated-choices';
import { FormField } from '../../../components/form-field';

export type BoardSearch = Pick<
  BoardQuery,
  | 'q'
  | 'location'
  | 'minSalary'
  | 'currency'
  | 'period'
  | 'workMode'
  | 'employmentType'
  | 'experienceLevel'
>;

interface BoardSearchFormProps {
  query: BoardQuery;
  /** The search typed in, as URL parameters would hold it. */
  onSearch: (search: BoardSearch) => void;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * Keywords, location, minimum salary with its currency, work mode, employment type and level.
 * The fields start from the URL and are read on submit, so the page's key (the URL) resets them
 * when the user goes back to an older search. A minimum salary needs a currency: 90,000 is not
 * the same pay in roubles and in euros.
 */
const FILTER_KEYS = [
  'minSalary',
  'currency',
  'workMode',
  'employmentType',
  'experienceLevel',
] as const;

export function BoardSearchForm({ query, onSearch }: BoardSearchFormProps) {
  const { t } = useTranslation('vacancies');
  const { t: tError } = useTranslation('errors');
  const [currencyProblem, setCurrencyProblem] = useState<string | undefined>();
  // On a phone the filters fold behind one button, so the results come first.
  const [showFilters, setShowFilters] = useState(false);
  const filtersId = useId();
  const activeFilters = FILTER_KEYS.filter((key) => Boolean(query[key])).length;
  // The three choices a vacancy states, as filters: "Any" or one of them.
  const statedChoices = useStatedChoices();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const search: BoardSearch = {
      q: text(form, 'q'),
      location: text(form, 'location'),
      minSalary: text(form, 'minSalary'),
      currency: text(form, 'currency'),
      // A month is the default and stays out of the URL; a period means nothing without an amount.
      period:
        text(form, 'minSalary').trim() && text(form, 'period') !== 'month'
          ? text(form, 'period')
          : '',
      workMode: text(form, 'workMode'),
      employmentType: text(form, 'employmentType'),
      experienceLevel: text(form, 'experienceLevel'),
    };
    if (search.minSalary?.trim() && !search.currency) {
      setShowFilters(true);
      setCurrencyProblem(tError('min_salary_currency_required'));
      event.currentTarget.querySelector<HTMLSelectElement>('select[name="currency"]')?.focus();
      return;
    }
    setCurrencyProblem(undefined);
    onSearch(search);
  };

  return (
    <form
      role="search"
      aria-label={t('board.search')}
      onSubmit={handleSubmit}
      noValidate
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-4 lg:items-start"
    >
      <FormField label={t('board.keywords')} className="lg:col-span-2">
        {(label) => (
          <input
            {...label}
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            placeholder={t('board.keywordsPlaceholder')}
            className={fieldInput}
          />
        )}
      </FormField>
      <FormField label={t('board.location')} className="lg:col-span-2">
        {(label) => (
          <input
            {...label}
            name="location"
            defaultValue={query.location ?? ''}
            maxLength={VACANCY_LOCATION_MAX_LENGTH}
            placeholder={t('board.locationPlaceholder')}
            className={fieldInput}
          />
        )}
      </FormField>
      <button
        type="button"
        className={`${buttonClass('secondary', 'sm')} justify-self-start sm:hidden`}
        aria-expanded={showFilters}
        aria-controls={filtersId}
        onClick={() => setShowFilters((shown) => !shown)}
      >
        {activeFilters > 0 ? t('board.filtersOn', { count: activeFilters }) : t('board.filters')}
      </button>
      <div id={filtersId} className={`${showFilters ? 'contents' : 'hidden'} sm:contents`}>
        <FormField label={t('board.minSalary')} hint={t('board.minSalaryHint')}>
          {(label) => (
            <input
              {...label}
              name="minSalary"
              type="number"
              min={0}
              max={SALARY_MAX_VALUE}
              step={1}
              defaultValue={query.minSalary ?? ''}
              className={fieldInput}
            />
          )}
        </FormField>
        <FormField label={t('board.currency')} error={currencyProblem}>
          {(label) => (
            <select
              {...label}
              name="currency"
              defaultValue={query.currency ?? ''}
              onChange={() => setCurrencyProblem(undefined)}
              className={fieldInput}
            >
              <option value="">{t('board.anyCurrency')}</option>
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('board.period')}>
          {(label) => (
            <select
              {...label}
              name="period"
              defaultValue={query.period ?? 'month'}
              className={fieldInput}
            >
              <SalaryPeriodOptions />
            </select>
          )}
        </FormField>
        {statedChoices.map(({ field, options }) => (
          <FormField key={field} label={t(`board.${field}`)}>
            {(label) => (
              <select
                {...label}
                name={field}
                defaultValue={query[field] ?? ''}
                className={fieldInput}
              >
                <option value="">{t('board.any')}</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ))}
      </div>
      <div className="flex items-end lg:pt-7">
        <button type="submit" className={buttonClass('primary')}>
          {t('board.submit')}
        </button>
      </div>
    </form>
  );
}
