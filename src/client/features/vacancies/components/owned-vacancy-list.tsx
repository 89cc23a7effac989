import { type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { useOwnedVacancies } from '../api/list-owned-vacancies';
import type { Toast } from '../hooks/use-toast';
import { OwnedVacancyItem } from './owned-vacancy-item';

interface OwnedVacancyListProps {
  onMessage: (toast: Toast) => void;
  onDeleted: () => void;
  /** The list's heading, where focus goes once a vacancy is deleted. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The owner's vacancies, active first, each with its actions. */
export function OwnedVacancyList({ onMessage, onDeleted, headingRef }: OwnedVacancyListProps) {
  const { t } = useTranslation('vacancies');
  const owned = useOwnedVacancies();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="mb-4 text-xl font-semibold text-slate-900"
      >
        {t('manage.listTitle')}
      </h2>
      {owned.isPending ? (
        <p role="status" className="text-slate-600">
          {t('manage.loading')}
        </p>
      ) : owned.isError ? (
        <ErrorPanel
          message={t('manage.loadFailed')}
          onRetry={() => void owned.refetch()}
          isRetrying={owned.isFetching}
        />
      ) : owned.data.vacancies.length === 0 ? (
        <p className="text-slate-600">{t('manage.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {owned.data.vacancies.map((vacancy) => (
            <OwnedVacancyItem
              key={vacancy.id}
              vacancy={vacancy}
              onMessage={onMessage}
              onDeleted={onDeleted}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
