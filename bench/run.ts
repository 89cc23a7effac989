import { FIT_CHECK_HEADER, benchFitCheck } from './fit-check';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../tests/support/server-process';
import { EVENT_LOOP_HEADER, benchEventLoop } from './event-loop';
import { INTERVIEW_COST_HEADER, benchInterviewCost } from './interview-cost';
import { START_MEMORY_HEADER, benchStartAndMemory } from './start-and-memory';
import { benchHostileUploads } from './hostile-upload';
import { PAGE_JAVASCRIPT_HEADER, benchPageJavaScript, pageJavaScriptRows } from './page-javascript';
import { VOICE_IN_BROWSER_HEADER, benchVoiceInBrowser } from './voice-in-browser';
import { LIGHTHOUSE_HEADER, benchLighthouse, lighthouseRows } from './lighthouse';
import { benchOfflineCoach } from './offline-coach';
import { RESET_TIMING_HEADER, benchResetTiming } from './reset-timing';
import { RESUME_ANALYSIS_HEADER, benchResumeAnalysis } from './resume-analysis';
import { benchResumeUploadMemory, formatResumeUploadMemory } from './resume-upload-memory';
import { STREAMED_FEEDBACK_HEADER, benchStreamedFeedback } from './streamed-feedback';
import { VACANCY_SEARCH_HEADER, benchVacancySearch } from './vacancy-search';
import { VOICE_DELIVERY_HEADER, benchVoiceDelivery } from './voice-delivery';

// Throughput and latency of one server process on loopback, embedded database, and the budgets of
// issue 9 (initial JavaScript, Lighthouse, throughput as a ratio of a static response).
// Figures go to docs/benchmarks.md by hand, with the machine they were measured on.
//
//   npm run bench                              every section
//   npm run bench -- --only lighthouse,bundle  some sections (names below)
//   BENCH_CLIENT_DIR=/tmp/dist npm run bench   a client built elsewhere (vite build --outDir)

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: () => string;
  headers?: () => Record<string, string>;
}

let counter = 0;
const scenarios: Scenario[] = [
  { name: 'GET /livez', path: '/livez' },
  { name: 'GET / (SPA index)', path: '/' },
  { name: 'GET /api/session', path: '/api/session' },
  {
    // Each request comes from its own client (behind the trusted proxy), so the per-IP limit does
    // not turn the scenario into a measure of 429s: each one stores a row and writes a mail.
    name: 'POST /api/newsletter (new address and client each time)',
    path: '/api/newsletter',
    method: 'POST',
    body: () => JSON.stringify({ email: `bench-${process.pid}-${(counter += 1)}@example.com` }),
    headers: () => ({
      'x-forwarded-for': `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
    }),
  },
  {
    name: 'POST /api/feedbacks',
    path: '/api/feedbacks',
    method: 'POST',
    body: () => JSON.stringify({ title: 'Bench', description: 'Benchmark feedback', stars: 4 }),
  },
];

const CLIENT_DIR = process.env.BENCH_CLIENT_DIR ?? 'dist/client';

async function benchRequests(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hireready-bench-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    CLIENT_DIR,
  });
  const rows: string[] = [];
  try {
    for (const scenario of scenarios) {
      const result = await autocannon({
        url: `http://127.0.0.1:${server.port}${scenario.path}`,
        method: scenario.method ?? 'GET',
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { 'content-type': 'application/json' },
        requests: scenario.body
          ? [
              {
                setupRequest: (req) => ({
                  ...req,
                  body: scenario.body?.(),
                  headers: { ...req.headers, ...scenario.headers?.() },
                }),
              },
            ]
          : undefined,
      });
      const errors = result.errors + result.non2xx;
      rows.push(
        `| ${scenario.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`,
      );
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s each, one process, embedded PostgreSQL\n`,
  );
  console.log('| Scenario | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|');
  console.log(rows.join('\n'));
}

/** Each section of the report, by the name `--only` takes, in the order they run. */
const SECTIONS: Record<string, () => Promise<void>> = {
  // bench/page-javascript.ts (issue 20): what each page downloads until the network is idle.
  bundle: async () => {
    const results = await benchPageJavaScript(CLIENT_DIR);
    console.log(`\n${PAGE_JAVASCRIPT_HEADER}\n${pageJavaScriptRows(results).join('\n')}`);
  },
  requests: benchRequests,
  coach: async () => {
    console.log('\nOffline coach, in process, 200 runs per language\n');
    console.log('| Step | mean ms | p50 ms | p99 ms |\n|---|---|---|---|');
    console.log((await benchOfflineCoach()).join('\n'));
  },
  streamed: async () => {
    console.log(`\n${STREAMED_FEEDBACK_HEADER}`);
    console.log((await benchStreamedFeedback()).join('\n'));
  },
  search: async () => {
    console.log(`\n${VACANCY_SEARCH_HEADER}`);
    console.log((await benchVacancySearch()).join('\n'));
  },
  // bench/event-loop.ts (issue 20): does a search load or a sign-up burst hold up other requests?
  'event-loop': async () => {
    console.log(`\n${EVENT_LOOP_HEADER}\n${(await benchEventLoop()).join('\n')}`);
  },
  // bench/interview-cost.ts (issue 20): server CPU per interview answer against the coach's own.
  'interview-cost': async () => {
    console.log(`\n${INTERVIEW_COST_HEADER}\n${(await benchInterviewCost()).join('\n')}`);
  },
  // bench/start-and-memory.ts (issue 20): start to ready and idle memory, bundle and tsx.
  start: async () => {
    console.log(`\n${START_MEMORY_HEADER}\n${(await benchStartAndMemory()).join('\n')}`);
  },
  // bench/fit-check.ts (issue 38): a posting read against a resume, every pair of the corpus.
  fit: async () => {
    console.log(`\n${FIT_CHECK_HEADER}\n${(await benchFitCheck()).join('\n')}`);
  },
  resume: async () => {
    console.log(`\n${RESUME_ANALYSIS_HEADER}`);
    console.log((await benchResumeAnalysis()).join('\n'));
  },
  // bench/resume-upload-memory.ts (issue 6 item 7) is written by the resume upload work.
  'upload-memory': async () => {
    console.log(`\n${formatResumeUploadMemory(await benchResumeUploadMemory())}`);
  },
  // bench/hostile-upload.ts (issue 17): a PDF bomb and a zip bomb against /livez.
  'hostile-upload': async () => {
    console.log(`\n${await benchHostileUploads()}`);
  },
  // bench/reset-timing.ts (issue 18): does the time of a reset request tell who has an account?
  'reset-timing': async () => {
    console.log(`\n${RESET_TIMING_HEADER}\n${(await benchResetTiming()).join('\n')}`);
  },
  // bench/voice-delivery.ts (issue 37): spoken answers with known pauses, measured as in the browser.
  voice: async () => {
    console.log(`\n${VOICE_DELIVERY_HEADER}\n${(await benchVoiceDelivery(CLIENT_DIR)).join('\n')}`);
  },
  // bench/voice-in-browser.ts (issue 37): from Stop to the delivery panel, in Chromium.
  'voice-page': async () => {
    console.log(
      `\n${VOICE_IN_BROWSER_HEADER}\n${(await benchVoiceInBrowser(CLIENT_DIR)).join('\n')}`,
    );
  },
  lighthouse: async () => {
    console.log(
      `\n${LIGHTHOUSE_HEADER}\n${lighthouseRows(await benchLighthouse(CLIENT_DIR)).join('\n')}`,
    );
  },
};

/** The sections named after `--only` (comma-separated, or repeated), or all of them. */
function chosenSections(argv: readonly string[]): string[] {
  const names = argv.flatMap((arg, i) =>
    arg === '--only'
      ? (argv[i + 1] ?? '').split(',')
      : arg.startsWith('--only=')
        ? arg.slice(7).split(',')
        : [],
  );
  const unknown = names.filter((name) => !(name in SECTIONS));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown section ${unknown.join(', ')}; choose from ${Object.keys(SECTIONS).join(', ')}`,
    );
  }
  return names.length > 0 ? names : Object.keys(SECTIONS);
}

async function main() {
  const sections = chosenSections(process.argv.slice(2));
  if (!existsSync(join(CLIENT_DIR, 'index.html'))) {
    throw new Error(`Build the client first: npm run build (no ${CLIENT_DIR}/index.html)`);
  }
  if (process.env.BENCH_SERVER !== 'tsx' && !existsSync('dist/server/main.js')) {
    throw new Error('Build the server first: npm run build (no dist/server/main.js)');
  }
  for (const name of sections) await SECTIONS[name]!();
}

await main();
