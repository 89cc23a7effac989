// Why an answer was (or wasn't) called off-topic: its content stems and which ones the job's
// vocabulary, the question or the work words matched. Usage:
// [CORPUS=corpus-b.json] npx tsx eval/try-question/probe.ts [kind] [job id]
import { readFileSync } from 'node:fs';
import { checkAnswer } from '../../src/server/ai/offline/answer-checks';
import { WORK_WORDS } from '../../src/server/ai/offline/work-words';
import {
  contentStems,
  readJobDescription,
} from '../../src/server/job-description/read-job-description';
import { stemText } from '../../src/server/language/stem';
import { tokenize, normaliseText } from '../../src/server/language/text';
import { findMetrics } from '../../src/server/ai/offline/metrics';

const kind = process.argv[2] ?? 'honest';
const only = process.argv[3];
const corpus = JSON.parse(
  readFileSync(`eval/try-question/${process.env.CORPUS ?? 'corpus.json'}`, 'utf8'),
);
const work = new Set(WORK_WORDS.flatMap((w) => stemText(w)));
for (const job of corpus.jobs) {
  if (only && job.id !== only) continue;
  const reading = readJobDescription({
    jobTitle: job.jobTitle,
    jobDescription: job.jobDescription,
  });
  for (const item of job.items) {
    for (const a of item.answers) {
      if (a.kind !== kind) continue;
      const stems = contentStems(a.text);
      const q = new Set(contentStems(item.question));
      const wc = tokenize(normaliseText(a.text)).filter((t) => /\p{L}/u.test(t)).length;
      const c = checkAnswer({
        answer: a.text,
        question: item.question,
        jobDescription: job.jobDescription,
        vocabulary: reading.vocabulary,
        skills: reading.skills,
        earlierAnswers: [],
        wordCount: wc,
        metrics: findMetrics(a.text),
      });
      const jobHits = [...new Set(stems.filter((s) => reading.vocabulary.has(s)))];
      console.log(
        `${job.id} t${item.turn} family=${reading.family} vocab=${reading.vocabulary.size} problem=${c.problem} rel=${c.relevance.toFixed(2)} jobShare=${(stems.filter((s) => reading.vocabulary.has(s)).length / stems.length).toFixed(2)} jobWords=${jobHits.length} skills=${c.skillsNamed} stems=${stems.length}`,
      );
      console.log(`   job: ${jobHits.join(' ')}`);
      console.log(
        `   q/work: ${[...new Set(stems.filter((s) => !reading.vocabulary.has(s) && (q.has(s) || work.has(s))))].join(' ')}`,
      );
      console.log(
        `   none: ${[...new Set(stems.filter((s) => !reading.vocabulary.has(s) && !q.has(s) && !work.has(s)))].join(' ')}`,
      );
    }
  }
}
