import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TrackedFieldsInput,
  TrackedPatch,
  TrackerItem,
} from '../../../../shared/schemas/tracker';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { jobBoardKeys } from './job-board-keys';

export type { TrackerItem };

/** Every application of the seeker: their own tracked ones and those made on the board. */
export function useTracker() {
  const language = useLanguage();
  return useQuery({
    queryKey: jobBoardKeys.tracker(),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient(language).api.tracker.$get(undefined, { init: { signal } }),
        signal,
      ) as Promise<{ items: TrackerItem[] }>,
    staleTime: 0,
  });
}

function useTrackerWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobBoardKeys.tracker() }),
  });
}

export function useAddTracked() {
  const language = useLanguage();
  return useTrackerWrite((fields: TrackedFieldsInput) =>
    unwrap(apiClient(language).api.tracker.$post({ json: fields })),
  );
}

export function useUpdateTracked() {
  const language = useLanguage();
  return useTrackerWrite((change: { id: string; patch: TrackedPatch }) =>
    unwrap(
      apiClient(language).api.tracker[':id'].$patch({
        param: { id: change.id },
        json: change.patch,
      }),
    ),
  );
}

export function useDeleteTracked() {
  const language = useLanguage();
  return useTrackerWrite((id: string) =>
    unwrap(apiClient(language).api.tracker[':id'].$delete({ param: { id } })),
  );
}

/** A pasted posting (or a bookmarklet's page data) read into fields to check; nothing stored. */
export function useReadPosting() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (input: { posting: string; url?: string }) =>
      unwrap(apiClient(language).api.tracker.read.$post({ json: input })),
  });
}

/** Where the interview's calendar file downloads from. */
export function interviewCalendarUrl(id: string): string {
  return `/api/tracker/${encodeURIComponent(id)}/interview.ics`;
}

/** Adds every row of an import, or none. */
export function useImportTracked() {
  const language = useLanguage();
  return useTrackerWrite((rows: TrackedFieldsInput[]) =>
    unwrap(apiClient(language).api.tracker.import.$post({ json: { rows } })),
  );
}

/** Deletes every application of the seeker's own tracker (the board's stay). */
export function useDeleteAllTracked() {
  const language = useLanguage();
  return useTrackerWrite(() => unwrap(apiClient(language).api.tracker.$delete()));
}

export const TRACKER_CSV_URL = '/api/tracker/export.csv';

/** Keeps what was sent with an application: a copy of a resume and the cover letter. */
export function useKeepSent() {
  const language = useLanguage();
  return useTrackerWrite(
    (sent: {
      id: string;
      resumeId?: string;
      file: 'tailored' | 'original';
      coverLetter: string;
    }) => {
      const { id, ...json } = sent;
      return unwrap(apiClient(language).api.tracker[':id'].sent.$post({ param: { id }, json }));
    },
  );
}

/** Where the kept copy of the sent resume downloads from. */
export function sentResumeUrl(id: string): string {
  return `/api/tracker/${encodeURIComponent(id)}/sent-resume`;
}
