import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../tests/support/server-process';
import { benchOfflineCoach } from './offline-coach';
import { RESUME_ANALYSIS_HEADER, benchResumeAnalysis } from './resume-analysis';
import { STREAMED_FEEDBACK_HEADER, benchStreamedFeedback } from './streamed-feedback';
import { VACANCY_SEARCH_HEADER, benchVacancySearch } from './vacancy-search';

// Throughput and latency of one server process on loopback, embedded database.
// Figures go to docs/benchmarks.md by hand, with the machine they were measured on.

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

async function main() {
  if (!existsSync('dist/client/index.html')) {
    throw new Error('Build the client first: npm run build');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'hireready-bench-'));
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: 'true' });
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
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, one process, PGlite\n`);
  console.log('| Scenario | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|');
  console.log(rows.join('\n'));
  console.log('\nOffline coach, in process, 200 runs per language\n');
  console.log('| Step | mean ms | p50 ms | p99 ms |\n|---|---|---|---|');
  console.log((await benchOfflineCoach()).join('\n'));
  console.log(`\n${STREAMED_FEEDBACK_HEADER}`);
  console.log((await benchStreamedFeedback()).join('\n'));
  console.log(`\n${VACANCY_SEARCH_HEADER}`);
  console.log((await benchVacancySearch()).join('\n'));
  console.log(`\n${RESUME_ANALYSIS_HEADER}`);
  console.log((await benchResumeAnalysis()).join('\n'));
}

await main();
