// `node --import tsx eval/coach/relevance-probe.ts`: how much of each honest and off-topic answer
// is about the job, per job, to set the off-topic gate where it separates the two.
import {
  contentStems,
  readJobDescription,
} from '../../src/server/job-description/read-job-description';
import { loadJobs, loadOffTopic } from './corpus';

for (const job of loadJobs()) {
  const reading = readJobDescription(job);
  const measure = (answer: string) => {
    const stems = contentStems(answer);
    const hits = new Set(stems.filter((word) => reading.vocabulary.has(word)));
    return `${(stems.filter((w) => reading.vocabulary.has(w)).length / Math.max(1, stems.length)).toFixed(2)}/${hits.size}`;
  };
  const offTopic = loadOffTopic(job.language);
  console.log(job.id.padEnd(20), 'strong', job.answers.strong.map(measure).join(' '));
  console.log(''.padEnd(20), 'vague ', job.answers.vague.map(measure).join(' '));
  console.log(''.padEnd(20), 'off   ', offTopic.map(measure).join(' '));
}
