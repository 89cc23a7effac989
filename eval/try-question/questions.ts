// Prints the four trial questions of every job in jobs.json (or corpus.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createOfflineCoach } from '../../src/server/ai/offline/offline-coach';
import { trialQuestion } from '../../src/server/features/interviews/try-question.service';

const dir = 'eval/try-question';
const jobs = JSON.parse(readFileSync(join(dir, process.argv[2] ?? 'jobs.json'), 'utf8')) as Array<{
  id: string;
  language: 'en' | 'ru';
  jobTitle: string;
  jobDescription: string;
}>;
const coach = createOfflineCoach();
for (const job of jobs) {
  console.log(`\n## ${job.id} — ${job.jobTitle} (${job.language})`);
  for (let turn = 0; turn < 4; turn++) {
    const q = await trialQuestion(coach, { ...job, turn });
    console.log(`  ${turn} [#${q.order}] ${q.question}`);
  }
}
