// Round 52: the fifteenth frozen panel's questions, as the offline coach asks them now, for two fresh
// blind raters (experiments/fifteenth-panel-rule.md). Writes todo.fifteenth.json; says whether they are the
// questions the panel's answers were written for.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateQuestions } from '../../../../src/server/ai/offline/generate-questions';
import { loadGradedJobs } from '../../corpus';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const split = JSON.parse(readFileSync(join(HERE, '../../split.json'), 'utf8')) as {
  fifteenth: string[];
};
const jobs = loadGradedJobs().filter((job) => split.fifteenth.includes(job.id));
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
writeFileSync(join(HERE, 'todo.fifteenth.json'), `${JSON.stringify(todo, null, 2)}\n`);
console.log(
  `${todo.length} jobs; ${same} of ${todo.length * 12} questions as the answers were written for`,
);
