import { JOB_DESCRIPTION_MAX_LENGTH } from '../../../../shared/constants';
import { newInterviewState } from '../../../paths';

/**
 * The location state that opens /new-interview filled with a job: its title, and its
 * description followed by its requirements (what the coach draws questions from).
 */
export function practiceStateOf(job: {
  title: string;
  description: string;
  requirements?: string;
}) {
  const parts = [job.description.trim(), job.requirements?.trim() ?? ''].filter(Boolean);
  return newInterviewState({
    jobTitle: job.title,
    jobDescription: parts.join('\n\n').slice(0, JOB_DESCRIPTION_MAX_LENGTH),
  });
}
