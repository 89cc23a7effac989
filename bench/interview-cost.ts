import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnsweredQuestion } from '../src/server/ai/coach';
import { createOfflineCoach } from '../src/server/ai/offline/offline-coach';
import type { Language } from '../src/shared/language';
import { callApi, signUpOver } from '../tests/support/http-client';
import { startServer } from '../tests/support/server-process';
import { benchServerCommand } from './bench-server';

// Server CPU per interview answer (issue 20, item 4), against what the offline coach itself needs
// for the same work. The bundle `npm start` runs, at its default log level (a line per request),
// answers sent one at a time so each request's CPU is its own: the server process's user + system
// time (all its threads, from /proc) over every answer, divided by the answers. The coach's own
// time: the same feedback and assessments computed in this process on the same questions and
// answers, after a warm-up.

const INTERVIEWS_PER_LANGUAGE = Number(process.env.BENCH_INTERVIEWS ?? 4);
const QUESTIONS = 12;
const TICKS_PER_SECOND = 100;
const YEARS: Record<Language, string> = { en: 'That was in', ru: 'Это было в' };

const JOBS: Record<Language, { jobTitle: string; jobDescription: string; answers: string[] }> = {
  en: {
    jobTitle: 'Registered Nurse, Cardiology',
    jobDescription:
      'Responsibilities: assess and monitor cardiac patients, give medication, educate families, work with physicians on care plans. Requirements: RN licence, 2+ years in acute care, BLS and ACLS, calm under pressure.',
    answers: [
      'I have four years on a cardiac step-down unit, where I cared for five or six patients a shift after bypass surgery and stents.',
      'When a patient’s blood pressure dropped after a new beta blocker, I held the next dose, called the physician, and we adjusted the plan; he was stable within the hour.',
      'I would check the monitor and the patient first, then escalate with SBAR and document what I saw.',
      'I teach families with the teach-back method, and our readmission rate for heart failure fell from 18% to 12% in a year.',
    ],
  },
  ru: {
    jobTitle: 'Бухгалтер по расчёту заработной платы',
    jobDescription:
      'Обязанности: расчёт зарплаты 300 сотрудникам, больничные и отпускные, отчётность в СФР и ФНС. Требования: опыт от 3 лет, 1С:ЗУП, знание трудового законодательства.',
    answers: [
      'Пять лет веду расчёт зарплаты в 1С:ЗУП для компании на 250 человек, сдаю 6-НДФЛ и РСВ без замечаний.',
      'Когда в ЗУП неверно посчитались отпускные после индексации, я нашла ошибку в настройках, пересчитала 40 документов и предупредила сотрудников до выплаты.',
      'Сначала проверю данные табеля, потом сверю начисления с прошлым месяцем и только после этого закрою период.',
      'Я объясняю сотрудникам расчётные листки простыми словами, и вопросов в бухгалтерию стало вдвое меньше.',
    ],
  },
};

export const INTERVIEW_COST_HEADER = [
  `Server CPU per interview answer, offline coach, ${2 * INTERVIEWS_PER_LANGUAGE} interviews × ${QUESTIONS} answers sent one at a time (en and ru), the bundle at its default log level`,
  '',
  '| Work | answers | server CPU per answer, ms | the coach alone, ms | server ÷ coach |',
  '|---|---|---|---|---|',
].join('\n');

function cpuTicks(pid: number): number {
  // Fields 14 and 15 of /proc/<pid>/stat (utime, stime), counted after the command's ")".
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

interface Answered {
  language: Language;
  questions: string[];
  answers: string[];
}

export async function benchInterviewCost(): Promise<string[]> {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'ignore' });
  const dataDir = mkdtempSync(join(tmpdir(), 'hireready-bench-interview-'));
  const server = await startServer(
    { DATA_DIR: dataDir, TRUST_PROXY: 'true' },
    { command: benchServerCommand() },
  );
  const base = `http://127.0.0.1:${server.port}`;
  const pid = server.child.pid!;
  const interviews: Answered[] = [];
  let answerTicks = 0;
  let references: string[];
  let interviewId = '';
  let answers = 0;
  try {
    // One person per language: each stays within the 30 interview starts an hour of one user.
    const users = {
      en: await signUpOver(base, `bench-en-${process.pid}@example.com`),
      ru: await signUpOver(base, `bench-ru-${process.pid}@example.com`),
    };
    for (let run = 0; run < INTERVIEWS_PER_LANGUAGE + 1; run += 1) {
      for (const language of ['en', 'ru'] as const) {
        const job = JOBS[language];
        const user = users[language];
        const started = await callApi<{ interview: { id: string } }>(base, '/api/interviews', {
          cookie: user.cookie,
          body: { jobTitle: job.jobTitle, jobDescription: job.jobDescription, language },
        });
        if (started.status !== 201) throw new Error(`start answered ${started.status}`);
        const id = started.body.interview.id;
        interviewId = id;
        const loaded = await callApi<{ interview: { questions: { questionText: string }[] } }>(
          base,
          `/api/interviews/${id}`,
          { cookie: user.cookie },
        );
        const given: string[] = [];
        const before = cpuTicks(pid);
        for (let order = 1; order <= QUESTIONS; order += 1) {
          // Each answer its own text, as people's are (the coach remembers analyses it has seen).
          const answer = `${job.answers[(order + run) % job.answers.length]!} ${YEARS[language]} ${2000 + run * QUESTIONS + order}.`;
          const res = await callApi(base, `/api/interviews/${id}/answers`, {
            cookie: user.cookie,
            body: { order, answer },
          });
          if (res.status !== 200) throw new Error(`answer ${order} answered ${res.status}`);
          given.push(answer);
        }
        // The first interview of each language warms the server up (lexicons, plans); not counted.
        if (run === 0) continue;
        answerTicks += cpuTicks(pid) - before;
        answers += QUESTIONS;
        interviews.push({
          language,
          questions: loaded.body.interview.questions.map((question) => question.questionText),
          answers: given,
        });
      }
    }
    references = await referenceRequests({ base, pid, cookie: users.en.cookie, interviewId });
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  const coachMs = await coachAlone(interviews);
  const serverMs = (answerTicks * 1000) / TICKS_PER_SECOND / answers;
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  return [
    `| feedback on each answer, the assessment after the 12th | ${answers} | ${serverMs.toFixed(1)} | ${coachMs.toFixed(1)} | ${(serverMs / coachMs).toFixed(1)} |`,
    ...references,
    '',
    `Load average after the run: ${load}`,
  ];
}

const REFERENCE_REQUESTS = 500;

/**
 * What simpler requests of the same server cost, one at a time, for reading the answer's figure:
 * the cheapest route, any API route, a signed-in session lookup (better-auth reads the session
 * from the database on every request), and loading the whole interview.
 */
async function referenceRequests(options: {
  base: string;
  pid: number;
  cookie: string;
  interviewId: string;
}): Promise<string[]> {
  const requests = [
    ['GET /livez', '/livez', ''],
    ['GET /api/nope (an API route answering 404, signed in)', '/api/nope', options.cookie],
    ['GET /api/session (the session looked up, signed in)', '/api/session', options.cookie],
    [
      'GET /api/interviews/:id (a finished interview)',
      `/api/interviews/${options.interviewId}`,
      options.cookie,
    ],
  ] as const;
  const rows: string[] = [];
  for (const [name, path, cookie] of requests) {
    const send = () =>
      fetch(`${options.base}${path}`, { headers: { cookie } }).then((res) => res.arrayBuffer());
    for (let i = 0; i < 100; i += 1) await send();
    const before = cpuTicks(options.pid);
    for (let i = 0; i < REFERENCE_REQUESTS; i += 1) await send();
    const ms = ((cpuTicks(options.pid) - before) * 1000) / TICKS_PER_SECOND / REFERENCE_REQUESTS;
    rows.push(`| for comparison: ${name} | ${REFERENCE_REQUESTS} | ${ms.toFixed(1)} | — | — |`);
  }
  return rows;
}

/** The offline coach's own CPU per answer for the same interviews, in this process. */
async function coachAlone(interviews: Answered[]): Promise<number> {
  const coach = createOfflineCoach();
  const once = async (texts: Answered[]) => {
    for (const { language, questions, answers } of texts) {
      const job = JOBS[language];
      const context = { jobTitle: job.jobTitle, jobDescription: job.jobDescription, language };
      const answered: AnsweredQuestion[] = [];
      for (const [index, answer] of answers.entries()) {
        const question = questions[index]!;
        const feedback = await coach.giveFeedback({
          ...context,
          order: index + 1,
          question,
          answer,
          earlierAnswers: answers.slice(0, index),
        });
        answered.push({ order: index + 1, question, answer, feedback });
      }
      await coach.assess({ ...context, answers: answered });
    }
  };
  // A warm-up on other texts, as the server's first interviews were.
  await once(
    interviews.map((interview) => ({
      ...interview,
      answers: interview.answers.map((answer) => answer.replace(/\d+\.$/, '1999.')),
    })),
  );
  const started = process.cpuUsage();
  await once(interviews);
  const used = process.cpuUsage(started);
  const count = interviews.reduce((sum, interview) => sum + interview.answers.length, 0);
  return (used.user + used.system) / 1000 / count;
}

// `node --import tsx bench/interview-cost.ts` runs this scenario alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await benchInterviewCost();
  console.log(`\n${INTERVIEW_COST_HEADER}\n${rows.join('\n')}`);
}
