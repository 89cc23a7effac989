import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedJob } from '../api/list-saved-jobs';
import { useRemoveSavedJob } from '../api/remove-saved-job';
import type { Toast } from '../hooks/use-toast';
import { SavedJobCard } from './saved-job-card';
import { describeApiError } from '../../../lib/describe-api-error';

interface SavedJobListProps {
  savedJobs: SavedJob[];
  onMessage: (toast: Toast) => void;
}

/** The saved-job cards; removing one says so and keeps focus in the list. */
export function SavedJobList({ savedJobs, onMessage }: SavedJobListProps) {
  const { t } = useTranslation('vacancies');
  const remove = useRemoveSavedJob();
  const listRef = useRef<HTMLUListElement>(null);

  const removeJob = (savedJob: SavedJob) =>
    remove.mutate(savedJob.id, {
      onSuccess: () => {
        onMessage({ kind: 'success', text: t('savedJobs.removed') });
        // The card's button goes with the card: the list keeps the reader's place.
        listRef.current?.focus();
      },
      onError: (error) =>
        onMessage({
          kind: 'error',
          text: describeApiError(error, { fallback: t('savedJobs.removeFailed') }).message,
        }),
    });

  return (
    <ul ref={listRef} tabIndex={-1} className="space-y-4 focus:outline-none">
      {savedJobs.map((savedJob) => (
        <SavedJobCard
          key={savedJob.id}
          savedJob={savedJob}
          isRemoving={remove.isPending && remove.variables === savedJob.id}
          onRemove={() => removeJob(savedJob)}
        />
      ))}
    </ul>
  );
}
