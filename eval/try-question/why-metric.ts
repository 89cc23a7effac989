// Which figures an answer's reading counts as results, and the result words of their sentences.
import { readFileSync } from 'node:fs';
import { analyseAnswer } from '../../src/server/ai/offline/analyse-answer';
import { getLexicon } from '../../src/server/language/lexicon';
import { findPhrases, normaliseText } from '../../src/server/language/text';
const [id, turn, kind] = process.argv.slice(2);
const corpus = JSON.parse(readFileSync('eval/try-question/corpus.json', 'utf8'));
const job = corpus.jobs.find((j: { id: string }) => j.id === id);
const item = job.items.find((i: { turn: number }) => i.turn === Number(turn));
const a = item.answers.find((x: { kind: string }) => x.kind === kind);
const e = analyseAnswer({
  answer: a.text,
  language: job.language,
  question: item.question,
  jobTitle: job.jobTitle,
  jobDescription: job.jobDescription,
});
console.log({
  kind: e.questionKind,
  metrics: e.metrics.map((m) => m.text),
  results: e.resultMetrics.map((m) => m.text),
  steps: e.steps,
  hasExample: e.hasExample,
  practices: e.practices,
  star: e.star,
  own: e.actionVerbs,
  team: e.teamVerbs,
  topicality: e.topicality,
});
console.log(
  'result words in answer:',
  findPhrases(normaliseText(a.text), getLexicon(job.language).star.result),
);
