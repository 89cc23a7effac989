import { storedFileName } from '../../storage/object-key';
import type { ApplicantRow, ApplicationRow, OwnApplicationRow } from './applications.repository';
import { vacancyStateOf } from './vacancies.views';

/** What the applicant sees of their own application on the vacancy page. */
export function toApplicationStatus(row: ApplicationRow) {
  return { id: row.id, status: row.status, appliedAt: row.appliedAt.toISOString() };
}

/** The resume sent with an application: its name and where employer and applicant download it. */
export function toAttachedResume(row: ApplicationRow) {
  return row.resumeFileKey
    ? {
        fileName: storedFileName(row.resumeFileName, row.resumeContentType),
        url: `/api/applications/${row.id}/resume`,
      }
    : null;
}

function toApplicationBase(row: ApplicationRow) {
  return {
    ...toApplicationStatus(row),
    updatedAt: row.updatedAt.toISOString(),
    coverLetter: row.coverLetter,
    resume: toAttachedResume(row),
  };
}

/** An applicant as the vacancy's owner sees them. The resume arrives with the Resume Builder. */
export function toApplicant(row: ApplicantRow) {
  return {
    ...toApplicationBase(row),
    applicant: { name: row.applicantName, email: row.applicantEmail },
  };
}

/** One of the user's own applications, saying when its vacancy is inactive or removed. */
export function toOwnApplication(row: OwnApplicationRow) {
  return {
    ...toApplicationBase(row),
    vacancy: {
      id: row.vacancyId,
      status: vacancyStateOf(row.vacancyStatus),
      title: row.title,
      company: row.company,
    },
  };
}
