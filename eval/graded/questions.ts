// Helper for writing the graded corpus (eval/graded/README.md): fills in the twelve questions the
// offline coach asks for a job file that has its posting, and checks a finished job file.
//   node --import tsx eval/graded/questions.ts eval/graded/jobs/en-firefighter.json
//   node --import tsx eval/graded/questions.ts --check eval/graded/jobs/en-firefighter.json
import { readFileSync } from 'node:fs';
import { generateQuestions, QUESTION_SLOTS } from '../../src/server/ai/offline/generate-questions';
import { checkJobFile } from './corpus';
import { writeJsonFile } from './write-json';

const args = process.argv.slice(2);
const check = args.includes('--check');
const files = args.filter((arg) => arg !== '--check');
let failed = false;
for (const file of files) {
  const job = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  if (check) {
    const problems = checkJobFile(job);
    console.log(problems.length === 0 ? `${file}: ok` : `${file}:\n  ${problems.join('\n  ')}`);
    failed ||= problems.length > 0;
    continue;
  }
  if (Array.isArray(job.questions) && job.questions.length > 0) {
    console.log(`${file}: already has questions, left as they are`);
  } else {
    const questions = generateQuestions({
      jobTitle: String(job.jobTitle ?? ''),
      jobDescription: String(job.jobDescription ?? ''),
      language: job.language === 'ru' ? 'ru' : 'en',
    });
    job.questions = questions.map((text, index) => ({
      n: index + 1,
      category: QUESTION_SLOTS[index]?.category,
      asked: text,
    }));
    writeJsonFile(file, job);
  }
  for (const q of job.questions as Array<{ n: number; category: string; asked: string }>) {
    console.log(`${q.n}. [${q.category}] ${q.asked}`);
  }
}
process.exit(failed ? 1 : 0);
