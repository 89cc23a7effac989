// `npm run eval:follow-ups`: how often the offline coach asks a follow-up (issue 21), over the
// corpus's strong, brief and vague answers to its own questions (20 jobs in 16 fields, half in Russian).
// A follow-up should come after an answer that lacks the candidate's part, the result, the steps
// or an example, and seldom after a full answer. Prints the rate per style and what was asked;
// exit code 1 when strong answers get more than 10 % or vague ones fewer than 40 %.
import { analyseAnswer } from '../../src/server/ai/offline/analyse-answer';
import { followUpNeedOf } from '../../src/server/ai/offline/follow-up';
import { generateQuestions } from '../../src/server/ai/offline/generate-questions';
import { QUESTIONS_PER_INTERVIEW } from '../../src/shared/constants';
import { loadJobs } from './corpus';

const TARGETS = { strongMax: 0.1, vagueMin: 0.4 };
const STYLES = ['strong', 'brief', 'vague'] as const;

function main() {
  const asked: Record<(typeof STYLES)[number], Record<string, number>> = {
    strong: {},
    brief: {},
    vague: {},
  };
  const totals = { strong: 0, brief: 0, vague: 0 };
  for (const job of loadJobs()) {
    const questions = generateQuestions(job);
    for (const style of STYLES) {
      const answers = job.answers[style];
      // The last question ends the interview: no follow-up is asked there.
      answers.slice(0, QUESTIONS_PER_INTERVIEW - 1).forEach((answer, index) => {
        const evidence = analyseAnswer({
          answer,
          language: job.language,
          question: questions[index] ?? '',
          jobTitle: job.jobTitle,
          jobDescription: job.jobDescription,
          earlierAnswers: answers.slice(0, index),
        });
        const need = followUpNeedOf(evidence) ?? 'none';
        asked[style][need] = (asked[style][need] ?? 0) + 1;
        totals[style] += 1;
      });
    }
  }
  const rate = (style: (typeof STYLES)[number]) =>
    1 - (asked[style].none ?? 0) / Math.max(totals[style], 1);
  for (const style of STYLES) {
    const kinds = Object.entries(asked[style])
      .filter(([need]) => need !== 'none')
      .map(([need, count]) => `${need} ${count}`)
      .join(', ');
    console.log(
      `${style}: a follow-up after ${(rate(style) * 100).toFixed(1)} % of ${totals[style]} answers (${kinds || 'none'})`,
    );
  }
  if (rate('strong') > TARGETS.strongMax || rate('vague') < TARGETS.vagueMin) {
    console.log('Missed: strong answers at most 10 %, vague ones at least 40 %.');
    process.exitCode = 1;
  }
}

main();
