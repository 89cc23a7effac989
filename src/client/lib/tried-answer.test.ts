import { afterEach, describe, expect, it } from 'vitest';
import { readTriedAnswer, rememberTriedAnswer } from './tried-answer';

afterEach(() => localStorage.clear());

const JOB = { jobTitle: 'Vet Nurse', jobDescription: '', language: 'en' as const };

describe('the trial answer kept for the first interview', () => {
  it('is the best-scored answer to the job, not the last one', () => {
    rememberTriedAnswer({ ...JOB, question: 'Q1?', answer: 'A full story', score: 68 });
    rememberTriedAnswer({ ...JOB, question: 'Q2?', answer: 'Not sure', score: 20 });
    expect(readTriedAnswer()).toMatchObject({ question: 'Q1?', answer: 'A full story', score: 68 });
    rememberTriedAnswer({ ...JOB, question: 'Q2?', answer: 'A better story', score: 74 });
    expect(readTriedAnswer()).toMatchObject({ answer: 'A better story', score: 74 });
  });

  it('is the latest answer once the job changes', () => {
    rememberTriedAnswer({ ...JOB, question: 'Q1?', answer: 'A full story', score: 68 });
    rememberTriedAnswer({
      ...JOB,
      jobTitle: 'Museum Guide',
      question: 'Q?',
      answer: 'Hm',
      score: 15,
    });
    expect(readTriedAnswer()).toMatchObject({ jobTitle: 'Museum Guide', answer: 'Hm' });
  });
});
