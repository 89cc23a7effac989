// `npx tsx eval/try-question/run.ts`: runs every answer of corpus.json through answerTrialQuestion
// (the offline coach, as "try a question" does) and writes report.md next to it (another corpus:
// `npm run eval:try-question -- corpus-b.json` writes report-b.md): per answer the
// question, the kind, the score, the non-answer reason, STAR parts, figures, terms and feedback;
// then per job the order honest > weak > adversarial, and the counts of false verdicts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyseAnswer } from '../../src/server/ai/offline/analyse-answer';
import { createOfflineCoach } from '../../src/server/ai/offline/offline-coach';
import { answerTrialQuestion } from '../../src/server/features/interviews/try-question.service';

const DIR = 'eval/try-question';
type Kind = 'honest' | 'weak' | 'adversarial';
interface Corpus {
  jobs: Array<{
    id: string;
    language: 'en' | 'ru';
    jobTitle: string;
    jobDescription: string;
    items: Array<{
      turn: number;
      question: string;
      answers: Array<{ kind: Kind; subkind?: string; text: string }>;
    }>;
  }>;
}

const corpusFile = process.argv[2] ?? 'corpus.json';
const reportFile = corpusFile.replace(/^corpus/, 'report').replace(/\.json$/, '.md');
const corpus = JSON.parse(readFileSync(join(DIR, corpusFile), 'utf8')) as Corpus;
const coach = createOfflineCoach();
const lines: string[] = ['# Try a question: offline coach feedback on the corpus', ''];
const summary: string[] = [];
const rows: Array<{
  job: string;
  turn: number;
  kind: Kind;
  sub?: string;
  score: number;
  reason: string | null;
}> = [];
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

for (const job of corpus.jobs) {
  lines.push(`## ${job.id}: ${job.jobTitle} (${job.language})`, '');
  if (job.jobDescription) lines.push(`> ${job.jobDescription}`, '');
  for (const item of job.items) {
    const scores: Partial<Record<Kind, number>> = {};
    for (const answer of item.answers) {
      const result = await answerTrialQuestion(coach, {
        jobTitle: job.jobTitle,
        jobDescription: job.jobDescription,
        language: job.language,
        turn: item.turn,
        answer: answer.text,
      });
      // A panel's answers were written for the questions of their day: when the coach now asks
      // another question at this turn, the answer is read against the one it was written for.
      const e =
        result.question === item.question
          ? result.evidence
          : analyseAnswer({
              answer: answer.text,
              language: job.language,
              question: item.question,
              jobTitle: job.jobTitle,
              jobDescription: job.jobDescription,
            });
      scores[answer.kind] = e.score;
      rows.push({
        job: job.id,
        turn: item.turn,
        kind: answer.kind,
        sub: answer.subkind,
        score: e.score,
        // The trial names a certain problem (a keyword list, a copy) as its non-answer reason;
        // analyseAnswer keeps it apart, as `problem`.
        reason: e.nonAnswerReason ?? e.problem ?? null,
      });
      lines.push(
        `### ${job.id} t${item.turn} ${answer.kind}${answer.subkind ? ` (${answer.subkind})` : ''}: score ${e.score}`,
        '',
        `**Q:** ${item.question}`,
        '',
        `**A (${words(answer.text)} words):** ${answer.text}`,
        '',
        `- nonAnswerReason: ${e.nonAnswerReason ?? e.problem ?? '—'}`,
        `- STAR: ${e.starPartsFound.join(', ') || '—'}`,
        `- metrics: ${e.metrics.map((m: string | { text: string }) => `«${typeof m === 'string' ? m : m.text}»`).join(', ') || '—'}`,
        `- job terms used: ${e.jobTermsUsed.join(', ') || '—'}; missed: ${e.jobTermsMissed.join(', ') || '—'}`,
        `- fillers/hedges: ${e.fillers.join(', ') || '—'}; words: ${e.wordCount}`,
        '',
        '**Feedback:**',
        '',
        result.feedback
          .split('\n')
          .map((l) => `> ${l}`)
          .join('\n'),
        '',
      );
    }
    const { honest = -1, weak = -1, adversarial = -1 } = scores;
    const order = honest > weak && weak > adversarial ? 'ok' : 'BROKEN';
    summary.push(`| ${job.id} | ${item.turn} | ${honest} | ${weak} | ${adversarial} | ${order} |`);
  }
}

const honestFlagged = rows.filter((r) => r.kind === 'honest' && r.reason);
const advHigh = rows.filter((r) => r.kind === 'adversarial' && r.score > 40);
const advNotFlagged = rows.filter((r) => r.kind === 'adversarial' && !r.reason);
const mean = (k: Kind) =>
  (
    rows.filter((r) => r.kind === k).reduce((s, r) => s + r.score, 0) /
    rows.filter((r) => r.kind === k).length
  ).toFixed(1);
const head = [
  '## Summary',
  '',
  `Answers: ${rows.length}. Mean score: honest ${mean('honest')}, weak ${mean('weak')}, adversarial ${mean('adversarial')}.`,
  '',
  `- Order honest > weak > adversarial broken: ${summary.filter((s) => s.includes('BROKEN')).length} of ${summary.length} questions`,
  `- Honest answers with a non-answer verdict: ${honestFlagged.length} (${honestFlagged.map((r) => `${r.job} t${r.turn} ${r.reason}`).join('; ') || 'none'})`,
  `- Adversarial answers above 40: ${advHigh.length} (${advHigh.map((r) => `${r.job} t${r.turn} ${r.sub} ${r.score}`).join('; ') || 'none'})`,
  `- Adversarial answers without a non-answer verdict: ${advNotFlagged.length} (${advNotFlagged.map((r) => `${r.job} t${r.turn} ${r.sub} ${r.score}`).join('; ') || 'none'})`,
  '',
  '| job | turn | honest | weak | adversarial | order |',
  '|---|---|---|---|---|---|',
  ...summary,
  '',
];
lines.splice(2, 0, ...head);
writeFileSync(join(DIR, reportFile), lines.join('\n'));
console.log(head.join('\n'));
