import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The secret that signs session cookies. Configured (AUTH_SECRET) for deployments; for the
 * embedded default it is made once and kept in DATA_DIR, so sessions survive a restart.
 */
export function resolveAuthSecret(options: { configured?: string; dataDir: string }): string {
  if (options.configured) return options.configured;
  const dir = resolve(options.dataDir);
  const file = join(dir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
