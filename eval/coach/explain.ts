// `node --import tsx eval/coach/explain.ts <job id> <strong|brief|vague>`: the evidence behind each
// answer score of one corpus job, for finding out why the evaluation scored it as it did.
import { analyseAnswer } from '../../src/server/ai/offline/analyse-answer';
import { generateQuestions } from '../../src/server/ai/offline/generate-questions';
import { loadJobs } from './corpus';
const [id, style] = process.argv.slice(2);
const job = loadJobs().find((j) => j.id === id)!;
const ctx = { jobTitle: job.jobTitle, jobDescription: job.jobDescription, language: job.language };
const qs = generateQuestions(ctx);
const answers = job.answers[style as keyof typeof job.answers];
answers.forEach((answer, i) => {
  const t = performance.now();
  const e = analyseAnswer({
    answer,
    language: job.language,
    question: qs[i],
    jobTitle: job.jobTitle,
    jobDescription: job.jobDescription,
    earlierAnswers: answers.slice(0, i),
  });
  console.log(
    `${i + 1} [${e.score}] pr=${e.practices.length} ${(performance.now() - t).toFixed(0)}ms kind=${e.questionKind} rel=${e.relevance.toFixed(2)} prob=${e.problem} words=${e.wordCount} star=${e.starPartsFound.join(',')} own=${e.actionVerbs.length} team=${e.teamVerbs.length} terms=${e.jobTermsUsed.join('/')} metrics=${e.metrics.map((m) => m.text).join('/')} res=${e.resultMetrics.map((m) => m.text).join('/')} steps=${e.steps.length} ex=${e.hasExample} fill=${e.fillerAndHedgeCount}`,
  );
  console.log('   Q: ' + qs[i]);
});
