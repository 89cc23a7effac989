import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { signUpOver } from '../tests/support/http-client';
import { startSmtpCapture } from '../tests/support/smtp-capture';
import { startBenchServer, stopBenchServer } from './bench-server';

// Whether the time of "send me a reset link" tells who has an account (issue 18): one server
// process on loopback, mail over real SMTP to a local capture server (the outbox alike). Known
// and unknown addresses take turns, each address asked once, each request from its own client
// address (trusted proxy) so no rate limit answers instead. Reported: the response times.

const PAIRS = Number(process.env.BENCH_RESET_PAIRS ?? 40);

export const RESET_TIMING_HEADER = [
  `Password-reset requests, one server process (PGlite), mail over SMTP to a local server; ${PAIRS} known and ${PAIRS} unknown addresses, alternating, one at a time`,
  '',
  '| Address | requests | p50 ms | p90 ms | mean ms |',
  '|---|---|---|---|---|',
].join('\n');

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

function row(name: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  return `| ${name} | ${times.length} | ${quantile(sorted, 0.5).toFixed(1)} | ${quantile(sorted, 0.9).toFixed(1)} | ${mean.toFixed(1)} |`;
}

export async function benchResetTiming(): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hireready-bench-reset-'));
  const smtp = await startSmtpCapture();
  const { server, base } = await startBenchServer(dataDir, {
    SMTP_URL: smtp.url,
    TRUST_PROXY: 'true',
  });
  let client = 0;
  const from = () => {
    client += 1;
    return { 'x-forwarded-for': `10.9.${client >> 8}.${client & 255}` };
  };
  try {
    const known: string[] = [];
    for (let index = 0; index < PAIRS; index += 1) {
      const email = `known-${index}@example.com`;
      await signUpOver(base, email, { headers: from() });
      known.push(email);
    }
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let index = 0; index < PAIRS; index += 1) {
      for (const kind of ['known', 'unknown'] as const) {
        const email = kind === 'known' ? known[index] : `nobody-${index}@example.com`;
        const started = performance.now();
        const res = await fetch(`${base}/api/auth/password-reset-request`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, ...from() },
          body: JSON.stringify({ email }),
        });
        await res.arrayBuffer();
        times[kind].push(performance.now() - started);
        if (res.status !== 200) throw new Error(`a reset request answered ${res.status}`);
        // Let the mail of the request before go out, as it would between two people's requests.
        await delay(50);
      }
    }
    return [row('with an account', times.known), row('without an account', times.unknown)];
  } finally {
    await stopBenchServer(server);
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
