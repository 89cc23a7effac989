import { useMutation } from '@tanstack/react-query';
import type { FitCheckInput, FitTrialInput } from '../../../../shared/schemas/fit-check';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
export type FitCheckRequest = Optional<FitCheckInput, 'posting' | 'jobTitle' | 'seeker'>;
export type FitTrialRequest = Optional<FitTrialInput, 'posting' | 'jobTitle' | 'seeker'>;

/** The signed-in seeker's fit check against their resume from the Resume Builder. */
export function useFitCheck() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (input: FitCheckRequest) =>
      unwrap(apiClient(language).api['fit-check'].$post({ json: input })),
  });
}

/** A visitor's trial fit check of a pasted resume; nothing is stored. */
export function useFitTrial() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (input: FitTrialRequest) =>
      unwrap(apiClient(language).api['fit-check'].trial.$post({ json: input })),
  });
}
