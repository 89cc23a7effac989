import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, card } from '../../../components/ui-classes';
import { CURRENCIES } from '../../../../shared/constants';
import type { Language } from '../../../../shared/language';
import { useLanguage } from '../../../lib/i18n';
import { useCreateVacancy } from '../api/create-vacancy';
import { useOwnedVacancies } from '../api/list-owned-vacancies';
import { EMPTY_VACANCY } from '../hooks/use-vacancy-form';
import { VacancyForm } from './vacancy-form';

/**
 * The currency a new vacancy starts with: the one of the employer's latest vacancy, or else the
 * interface language's (roubles in Russian, dollars in English).
 */
export function defaultCurrency(
  language: Language,
  owned: ReadonlyArray<{ currency: string; createdAt: string }> = [],
): (typeof CURRENCIES)[number] {
  const latest = [...owned].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const known = CURRENCIES.find((code) => code === latest?.currency);
  return known ?? (language === 'ru' ? 'RUB' : 'USD');
}

/** The Create Vacancy toggle and the form it opens; `onCreated` runs once the vacancy is stored. */
export function CreateVacancyPanel({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation('vacancies');
  const create = useCreateVacancy();
  const language = useLanguage();
  const owned = useOwnedVacancies();
  const [isOpen, setIsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const ids = { panel: useId(), title: useId() };
  const close = () => {
    setIsOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <section className="mb-8">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={ids.panel}
        className={buttonClass('primary')}
        onClick={() => setIsOpen((open) => !open)}
      >
        {t('manage.create')}
      </button>
      <div id={ids.panel} hidden={!isOpen}>
        {isOpen ? (
          <div className={`${card} mt-4`} role="group" aria-labelledby={ids.title}>
            <h2 id={ids.title} className="mb-4 text-lg font-semibold text-slate-900">
              {t('manage.formTitle')}
            </h2>
            <VacancyForm
              initialValues={{
                ...EMPTY_VACANCY,
                currency: defaultCurrency(language, owned.data?.vacancies),
              }}
              isPending={create.isPending}
              send={(data, { onError }) =>
                create.mutate(data, {
                  onSuccess: () => {
                    close();
                    onCreated();
                  },
                  onError,
                })
              }
              onCancel={close}
              submitLabel={t('manage.submit')}
              pendingLabel={t('manage.submitting')}
              failureFallback={t('manage.createFailed')}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
