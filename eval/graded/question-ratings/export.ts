// Exports the questions the offline coach now asks for the graded corpus's jobs whose field is
// no longer decided by a phrase in passing (or that get the general bank), for a blind rating by
// a reader playing the hiring manager (eval/graded/README.md, "Question ratings").
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateQuestions } from '../../../src/server/ai/offline/generate-questions';
import { readJobDescription } from '../../../src/server/job-description/read-job-description';
import { loadGradedJobs } from '../corpus';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const jobs = loadGradedJobs().filter((job) => readJobDescription(job).family === null);
const todo = jobs.map((job) => ({
  id: job.id,
  language: job.language,
  jobTitle: job.jobTitle,
  jobDescription: job.jobDescription,
  questions: generateQuestions(job).map((text, index) => ({ n: index + 1, text })),
}));
writeFileSync(join(HERE, 'todo.json'), `${JSON.stringify(todo, null, 2)}\n`);
console.log(`${todo.length} jobs`);
