// Small helpers shared by the scripts: where the installed CLIs live and how to get a free port.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Absolute path of a package's CLI script, so it can be run with `node` (no shell, no npx). */
export function binPath(packageName, binName = packageName.split('/').pop()) {
  const packageDir = join(REPO_ROOT, 'node_modules', packageName);
  const { bin } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const relative = typeof bin === 'string' ? bin : bin?.[binName];
  if (!relative) throw new Error(`${packageName} has no "${binName}" executable`);
  return join(packageDir, relative);
}

/** A TCP port free on 127.0.0.1 right now (the OS picks it; we release it for the caller). */
export function findFreePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}
