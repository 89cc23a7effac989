// `npm run eval:honest-verdicts`: every honest answer of the coach corpus (strong, brief and vague,
// 20 jobs × 12 answers each) read against its question; lists each one the coach names as no
// answer at all (a non-answer, a copy, off-topic, general words about oneself) so that a person
// can judge whether the verdict is fair, and prints how many there are.
import { analyseAnswer } from '../../src/server/ai/offline/analyse-answer';
import { generateQuestions } from '../../src/server/ai/offline/generate-questions';
import { loadJobs } from './corpus';
let total = 0,
  flagged = 0;
for (const job of loadJobs()) {
  const questions = generateQuestions({
    jobTitle: job.jobTitle,
    jobDescription: job.jobDescription,
    language: job.language,
  });
  for (const style of ['strong', 'brief', 'vague'] as const) {
    job.answers[style].forEach((answer, i) => {
      const e = analyseAnswer({
        answer,
        language: job.language,
        question: questions[i],
        jobTitle: job.jobTitle,
        jobDescription: job.jobDescription,
        earlierAnswers: job.answers[style].slice(0, i),
      });
      total++;
      if (e.problem || e.nonAnswerReason) {
        flagged++;
        console.log(
          `${job.id} ${style} #${i + 1} ${e.problem ?? e.nonAnswerReason} ${e.score}\n  Q: ${questions[i]}\n  A: ${answer}\n`,
        );
      }
    });
  }
}
console.log(`${flagged} of ${total} honest answers flagged`);
