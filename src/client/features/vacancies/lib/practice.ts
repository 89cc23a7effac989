import { JOB_DESCRIPTION_MAX_LENGTH, type Seniority } from '../../../../shared/constants';
import { newInterviewState } from '../../../paths';

/**
 * The location state that opens /new-interview filled with a job: its title, its description
 * followed by its requirements (what the coach draws questions from), and its level.
 */
export function practiceStateOf(job: {
  title: string;
  description: string;
  requirements?: string;
  experienceLevel?: string | null;
}) {
  const parts = [job.description.trim(), job.requirements?.trim() ?? ''].filter(Boolean);
  const seniority = SENIORITY_OF_LEVEL[job.experienceLevel ?? ''];
  return newInterviewState({
    jobTitle: job.title,
    jobDescription: parts.join('\n\n').slice(0, JOB_DESCRIPTION_MAX_LENGTH),
    ...(seniority ? { seniority } : {}),
  });
}

/** A vacancy's experience level as the interview's seniority (a lead is asked as a senior). */
const SENIORITY_OF_LEVEL: Record<string, Seniority | undefined> = {
  entry: 'junior',
  mid: 'mid',
  senior: 'senior',
  lead: 'senior',
};
