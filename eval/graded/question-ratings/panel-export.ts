// A frozen panel's questions, as the offline coach asks them now, for two fresh blind raters (the
// panel's rule in experiments/): writes <round>/todo.<panel>.json and says how many are the
// questions the panel's answers were written for. Rounds 51 and 52 on:
//   node --import tsx eval/graded/question-ratings/panel-export.ts round-52 fifteenth
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateQuestions } from '../../../src/server/ai/offline/generate-questions';
import { loadGradedJobs } from '../corpus';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const [round = '', panel = ''] = process.argv.slice(2);
const split = JSON.parse(readFileSync(join(HERE, '../split.json'), 'utf8')) as Record<
  string,
  unknown
>;
const ids = Array.isArray(split[panel]) ? (split[panel] as string[]) : [];
if (!round || ids.length === 0) throw new Error('usage: panel-export.ts <round-N> <panel>');
const jobs = loadGradedJobs().filter((job) => ids.includes(job.id));
let same = 0;
const todo = jobs.map((job) => {
  const asked = generateQuestions(job);
  same += asked.filter((text, index) => text === job.questions[index]?.asked).length;
  return {
    id: job.id,
    language: job.language,
    jobTitle: job.jobTitle,
    jobDescription: job.jobDescription,
    questions: asked.map((text, index) => ({ q: `q${index + 1}`, text })),
  };
});
writeFileSync(join(HERE, round, `todo.${panel}.json`), `${JSON.stringify(todo, null, 2)}\n`);
console.log(
  `${todo.length} jobs; ${same} of ${todo.length * 12} questions as the answers were written for`,
);
