import type { FitCheck, FitCheckInput, FitTrialInput } from '../../../shared/schemas/fit-check';
import { AppError } from '../../app-error';
import { checkFit, type FitPosting } from './fit/fit-check';
import { resumeFromText } from './fit/resume-from-text';
import { readOwnedResumeDocument } from './resume-document';
import type { ResumesDeps } from './resumes.service';

export interface FitCheckDeps extends ResumesDeps {
  /** A board vacancy the viewer may see, as a posting; "Vacancy not found" otherwise. */
  readVacancy: (options: { vacancyId: string; viewerId: string | null }) => Promise<FitPosting>;
}

function resultOf(
  checked: ReturnType<typeof checkFit>,
  about: Pick<FitCheck, 'jobTitle' | 'resume'>,
): FitCheck {
  const { features: _features, ...shown } = checked;
  return { ...shown, ...about };
}

/**
 * A signed-in seeker's fit check: the posting (pasted, or a vacancy of the board) against the
 * resume they name, or their latest from the Resume Builder. Nothing is stored.
 */
export async function checkFitForUser(
  deps: FitCheckDeps,
  options: { userId: string; input: FitCheckInput },
): Promise<FitCheck> {
  const { userId, input } = options;
  const posting: FitPosting = input.vacancyId
    ? await deps.readVacancy({ vacancyId: input.vacancyId, viewerId: userId })
    : { text: input.posting, jobTitle: input.jobTitle };
  const resumeId = input.resumeId ?? (await deps.repository.listOwned(userId))[0]?.id;
  if (!resumeId) throw new AppError('fit_resume_required');
  const { resume, document } = await readOwnedResumeDocument(deps, {
    userId,
    resumeId,
    unreadable: 'fit_resume_unreadable',
  });
  const checked = checkFit({ posting, document, seeker: input.seeker, now: deps.now() });
  return resultOf(checked, {
    jobTitle: posting.jobTitle,
    resume: { id: resume.id, fileName: resume.fileName },
  });
}

/** A visitor's trial: a pasted posting or a board vacancy, and a pasted resume; nothing is stored. */
export async function checkFitForGuest(
  deps: Pick<FitCheckDeps, 'now' | 'readVacancy'>,
  input: FitTrialInput,
): Promise<FitCheck> {
  const posting: FitPosting = input.vacancyId
    ? await deps.readVacancy({ vacancyId: input.vacancyId, viewerId: null })
    : { text: input.posting, jobTitle: input.jobTitle };
  const checked = checkFit({
    posting,
    document: resumeFromText(input.resumeText),
    seeker: input.seeker,
    now: deps.now(),
  });
  return resultOf(checked, { jobTitle: posting.jobTitle, resume: { id: null, fileName: null } });
}
