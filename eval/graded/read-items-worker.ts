// The child process of read-items.ts: reads the answers of the jobs it is sent and sends them back.
import { loadGradedJobs } from './corpus';
import { readAnswers, type ReadOptions } from './read-items';

process.once('message', (message: { ids: string[]; options: ReadOptions }) => {
  const ids = new Set(message.ids);
  const jobs = loadGradedJobs().filter((job) => ids.has(job.id));
  const order = new Map(message.ids.map((id, index) => [id, index]));
  jobs.sort((one, other) => order.get(one.id)! - order.get(other.id)!);
  process.send!(readAnswers(jobs, message.options), () => process.exit(0));
});
