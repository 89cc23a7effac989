import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language';
import { apiClient, postFile, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useForgetInterviews } from './interview-keys';

// A spoken answer's recording, kept only when the user chose to (in this site's storage, played
// back to them alone), and deleting it, or the whole interview with its recordings.

/** Where a kept recording plays from (the owner's session only). */
export function recordingUrl(options: { interviewId: string; order: number }): string {
  return `/api/interviews/${encodeURIComponent(options.interviewId)}/questions/${options.order}/recording`;
}

/** Keeps the recording of an answer already saved. */
export function keepRecording(options: {
  interviewId: string;
  order: number;
  recording: Blob;
  language: Language;
}) {
  return postFile<{ recording: { size: number } }>(recordingUrl(options), {
    method: 'PUT',
    body: options.recording,
    language: options.language,
    contentType: options.recording.type || 'audio/webm',
  });
}

export function useDeleteRecording(interviewId: string) {
  const language = useLanguage();
  const forget = useForgetInterviews();
  return useMutation({
    mutationFn: (order: number) =>
      unwrap(
        apiClient(language).api.interviews[':id'].questions[':order'].recording.$delete({
          param: { id: interviewId, order: String(order) },
        }),
      ),
    onSuccess: () => void forget(),
  });
}

export function useDeleteInterview() {
  const language = useLanguage();
  const forget = useForgetInterviews();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(apiClient(language).api.interviews[':id'].$delete({ param: { id } })),
    onSuccess: () => void forget(),
  });
}
