import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '../../../../shared/constants';
import {
  SALARY_MAX_VALUE,
  SEARCH_QUERY_MAX_LENGTH,
  VACANCY_LOCATION_MAX_LENGTH,
} from '../../../../shared/vacancy-limits';
import { buttonClass, fieldInput } from '../../../components/ui-classes';
import type { BoardQuery } from '../lib/list-params';
import { FormField } from '../../../components/form-field';

interface BoardSearchFormProps {
  query: BoardQuery;
  /** The search typed in, as URL parameters would hold it. */
  onSearch: (search: Pick<BoardQuery, 'q' | 'location' | 'minSalary' | 'currency'>) => void;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * Keywords, location, minimum salary and currency. The fields start from the URL and are read on
 * submit, so the page's key (the URL) resets them when the user goes back to an older search.
 */
export function BoardSearchForm({ query, onSearch }: BoardSearchFormProps) {
  const { t } = useTranslation('vacancies');
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSearch({
      q: text(form, 'q'),
      location: text(form, 'location'),
      minSalary: text(form, 'minSalary'),
      currency: text(form, 'currency'),
    });
  };

  return (
    <form
      role="search"
      aria-label={t('board.search')}
      onSubmit={handleSubmit}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_1fr_auto] lg:items-end"
    >
      <FormField label={t('board.keywords')}>
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
      <FormField label={t('board.location')}>
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
      <FormField label={t('board.minSalary')}>
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
      <FormField label={t('board.currency')}>
        {(label) => (
          <select
            {...label}
            name="currency"
            defaultValue={query.currency ?? ''}
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
      <button type="submit" className={buttonClass('primary')}>
        {t('board.submit')}
      </button>
    </form>
  );
}
