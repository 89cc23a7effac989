// The job the interview API tests (and the security tests) start their interviews for.

/** A backend developer's job, described in English: what a new interview is sent. */
export const BACKEND_JOB = {
  jobTitle: 'Backend Developer',
  jobDescription: 'Build REST APIs in Node.js and PostgreSQL; own CI/CD; mentor juniors.',
  language: 'en',
};
