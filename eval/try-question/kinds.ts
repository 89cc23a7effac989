// The kind (story / method / open) the coach reads in each trial question of the corpus.
import { readFileSync } from 'node:fs';
import { classifyQuestion } from '../../src/server/ai/offline/question-kind';
const corpus = JSON.parse(readFileSync('eval/try-question/corpus.json', 'utf8'));
for (const job of corpus.jobs)
  for (const item of job.items)
    console.log(job.id, item.turn, classifyQuestion(item.question), '|', item.question);
