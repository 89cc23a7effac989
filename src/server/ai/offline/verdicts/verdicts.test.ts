// One generic test for every certain verdict (blank, gibberish, "I don't know", another
// language, a copy of the question or the posting, an earlier answer again, a bare list of
// words): its own examples of what it is and of what it must not be called, from examples.json.
// Every answer of the graded corpus is checked too, in graded-corpus.test.ts.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/language';
import { analyseAnswer } from '../analyse-answer';
import examples from './examples.json';

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
