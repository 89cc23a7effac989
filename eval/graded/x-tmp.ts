import { readFileSync } from 'node:fs';
import { analyseAnswer } from '../../src/server/ai/offline/analyse-answer';
import { judgeInputOf } from '../../src/server/ai/offline/score-answer';
import { explainAnswer, featureVector, FEATURES } from '../../src/server/ai/offline/judge/judge';
import { generateQuestions } from '../../src/server/ai/offline/generate-questions';
const show = (job: any, answer: string, q: string) => {
  const e = analyseAnswer({ answer, language: job.language, question: q, jobTitle: job.jobTitle, jobDescription: job.jobDescription });
  const v = featureVector(judgeInputOf(e));
  console.log(e.score, e.concern, e.wordCount, explainAnswer(judgeInputOf(e)).slice(0,9).map(x=>`${x.feature}=${v[FEATURES.findIndex(f=>f[0]===x.feature)]?.toFixed(2)} ${x.points.toFixed(1)}`).join(', '));
};
const sre = JSON.parse(readFileSync('eval/coach/corpus/en/en-sre.json','utf8'));
const off = JSON.parse(readFileSync('eval/coach/corpus/en/off-topic.json','utf8')).answers;
const qs = generateQuestions(sre);
show(sre, off[0], qs[6]); show(sre, off[1], qs[7]);
const acc = JSON.parse(readFileSync('eval/coach/corpus/ru/ru-accountant.json','utf8'));
const qa = generateQuestions(acc);
for (let i = 0; i < 3; i++) { show(acc, acc.answers.strong[i], qa[i]); console.log('   ', acc.answers.strong[i].slice(0,200)); }
