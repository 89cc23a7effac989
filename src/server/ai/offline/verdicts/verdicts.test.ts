// One generic test for every certain verdict (blank, gibberish, "I don't know", another
// language, a copy of the question or the posting, an earlier answer again, a bare list of
// words): its own examples of what it is and of what it must not be called, from examples.json,
// and every answer of the graded corpus (eval/graded): no honest answer ever gets a verdict, and
// every keyword list and wrong-language answer gets its own.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/language';
import { analyseAnswer } from '../analyse-answer';
import examples from './examples.json';
import { HONEST_STYLES, loadGradedJobs } from '../../../../../eval/graded/corpus';
import { readGradedAnswer } from '../../../../../eval/graded/corpus-reading';

interface Example {
  answer: string;
  language?: Language;
  question?: string;
  earlierAnswers?: string[];
}

type Context = { jobTitle: string; jobDescription: string; question: string };

function verdictOf(example: Example): string | null {
  const language = example.language ?? 'en';
  const context = (examples.context as Record<Language, Context>)[language];
  const evidence = analyseAnswer({
    answer: example.answer,
    language,
    jobTitle: context.jobTitle,
    jobDescription: context.jobDescription,
    question: example.question ?? context.question,
    earlierAnswers: example.earlierAnswers ?? [],
  });
  return evidence.nonAnswerReason ?? evidence.problem;
}

const verdicts = Object.entries(
  examples.verdicts as Record<string, { positive: Example[]; negative: Example[] }>,
);

describe.each(verdicts)('the verdict "%s"', (verdict, { positive, negative }) => {
  it.each(positive.map((example) => [example.answer.slice(0, 60), example] as const))(
    'is given to %j',
    (_, example) => {
      expect(verdictOf(example)).toBe(verdict);
    },
  );
  it.each(negative.map((example) => [example.answer.slice(0, 60), example] as const))(
    'is not given to %j',
    (_, example) => {
      expect(verdictOf(example)).not.toBe(verdict);
    },
  );
});

describe('certain verdicts on the graded corpus', () => {
  const jobs = loadGradedJobs();
  const read = (job: (typeof jobs)[number], answer: (typeof jobs)[number]['answers'][number]) => {
    const evidence = readGradedAnswer(job, answer);
    return evidence.nonAnswerReason ?? evidence.problem;
  };

  it('never gives an honest answer a verdict, however short', { timeout: 180_000 }, () => {
    const wrong = jobs.flatMap((job) =>
      job.answers
        .filter((answer) => HONEST_STYLES.includes(answer.style))
        .filter((answer) => read(job, answer) !== null)
        .map((answer) => `${job.id} ${answer.n} ${answer.style}: ${read(job, answer)}`),
    );
    expect(wrong).toEqual([]);
  });

  // A list of the posting's own phrases is also, mechanically, a copy of the posting: either
  // certain verdict says it is no answer (the ninth panel's first such list is called a copy).
  const isCalled = (style: string, verdict: string | null) =>
    verdict === style || (style === 'keyword_list' && verdict === 'copied_job_description');

  it('calls every bare keyword list one, and every answer in the other language that', () => {
    const wrong = jobs.flatMap((job) =>
      job.answers
        .filter((answer) => answer.style === 'keyword_list' || answer.style === 'wrong_language')
        .filter((answer) => !isCalled(answer.style, read(job, answer)))
        .map((answer) => `${job.id} ${answer.n} ${answer.style}: ${read(job, answer)}`),
    );
    expect(wrong).toEqual([]);
  });
});
