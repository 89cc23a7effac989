import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/server/env';
import { type ServerProcess, startServer } from '../support/server-process';
import {
  copiesOf,
  envOf,
  execForm,
  healthcheckCommand,
  lastOf,
  parseDockerfile,
} from './helpers/dockerfile';
import { importGraph, isDockerIgnored, readDockerignore } from './helpers/import-graph';

// There is no Docker engine here, so this checks what can be checked without one: the compose
// file's shape and variables, and the image's own start command run as it is, outside Docker.

const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const packageJson = JSON.parse(read('package.json')) as {
  dependencies: Record<string, string>;
};

/** The variables env.ts reads: the keys of its schema object. */
/**
 * The files and directories the server reads by their place in the installation
 * (`appPath('…')`, src/server/app-root.ts): the bundle does not carry them, the image must.
 */
function appPathsReadByServer(): string[] {
  const paths: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) visit(path);
      else if (/(?<!\.test)\.ts$/.test(entry.name)) {
        for (const match of read(path).matchAll(/appPath\('([^']+)'\)/g)) paths.push(match[1]!);
      }
    }
  };
  visit('src/server');
  expect(paths.length).toBeGreaterThan(0);
  return paths;
}

function knownVariables(): Set<string> {
  const source = read('src/server/env.ts');
  const body = /const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(source)?.[1] ?? '';
  return new Set([...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] ?? ''));
}

/** Compose's ${VAR}, ${VAR:-default} and ${VAR:?error}, filled from `values`. */
function interpolate(text: string, values: Record<string, string>): string {
  return text.replace(/\$\{(\w+)(?::?([-?])([^}]*))?\}/g, (_, name: string, kind, fallback) => {
    const value = values[name];
    if (value) return value;
    if (kind === '?') throw new Error(`${name} is required: ${fallback as string}`);
    return kind === '-' ? (fallback as string) : '';
  });
}

/** Compose interpolates the string values of the parsed file, not its text. */
function interpolateAll(value: unknown, values: Record<string, string>): unknown {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, values));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateAll(item, values)]),
    );
  }
  return value;
}

/** The example .env: every variable named (commented-out ones too), with its value. */
function exampleEnv(): Record<string, string> {
  const values: Record<string, string> = {};
  for (const match of read('deploy/compose.env.example').matchAll(
    /^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/gm,
  )) {
    values[match[1] ?? ''] = (match[2] ?? '').trim();
  }
  return values;
}

interface ComposeService {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }> | string[];
  ports?: string[];
  volumes?: string[];
  restart?: string;
  stop_grace_period?: string;
}

describe('docker-compose.yml', () => {
  const SECRETS = {
    AUTH_SECRET: 'a'.repeat(64),
    POSTGRES_PASSWORD: 'postgres-password',
    MINIO_ROOT_PASSWORD: 'minio-root-password',
    S3_SECRET_ACCESS_KEY: 'app-secret-key',
  };
  const text = read('docker-compose.yml');
  const compose = interpolateAll(parse(text, { merge: true }), { ...exampleEnv(), ...SECRETS }) as {
    services: Record<string, ComposeService>;
  };
  const { services } = compose;
  const apps = ['app1', 'app2'];

  it('runs two app processes, PostgreSQL, MinIO with its bucket job, and a reverse proxy', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['app1', 'app2', 'minio', 'minio-setup', 'postgres', 'proxy'].sort(),
    );
    for (const name of apps) expect(services[name]?.build).toBe('.');
  });

  it('checks the health of every long-running service, the apps on /readyz', () => {
    for (const name of [...apps, 'postgres', 'minio']) {
      expect(services[name]?.healthcheck, name).toBeDefined();
    }
    for (const name of apps) {
      expect(JSON.stringify(services[name]?.healthcheck?.test)).toContain('/readyz');
    }
  });

  it('starts the apps once PostgreSQL is healthy and the bucket exists, and the bucket job once MinIO is', () => {
    for (const name of apps) {
      expect(services[name]?.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        'minio-setup': { condition: 'service_completed_successfully' },
      });
    }
    expect(services['minio-setup']?.restart).toBe('no');
    expect(services['minio-setup']?.depends_on).toMatchObject({
      minio: { condition: 'service_healthy' },
    });
  });

  it('publishes only the proxy, which spreads requests over both apps and checks /readyz', () => {
    const published = Object.entries(services).filter(([, service]) => service.ports);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
    const caddyfile = services.proxy?.volumes?.find((volume) => volume.includes('Caddyfile'));
    const path = caddyfile?.split(':')[0] ?? '';
    expect(existsSync(join(ROOT, path))).toBe(true);
    const config = readFileSync(join(ROOT, path), 'utf8');
    expect(config).toMatch(/reverse_proxy app1:3000 app2:3000/);
    expect(config).toMatch(/health_uri \/readyz/);
  });

  it('mounts only files that exist in the repository', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0] ?? '';
        if (source.startsWith('./'))
          expect(existsSync(join(ROOT, source)), `${name}: ${source}`).toBe(true);
      }
    }
  });

  it('gives the apps only variables env.ts knows, valid together, sharing one secret and database', () => {
    const known = knownVariables();
    expect(known.size).toBeGreaterThan(20);
    const parsed = apps.map((name) => {
      const environment = services[name]?.environment ?? {};
      for (const variable of Object.keys(environment)) {
        expect(known.has(variable), `${name}: ${variable} is not read by src/server/env.ts`).toBe(
          true,
        );
      }
      for (const variable of [
        'DATABASE_URL',
        'AUTH_SECRET',
        'APP_URL',
        'TRUST_PROXY',
        'S3_ENDPOINT',
        'S3_BUCKET',
        'S3_REGION',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
      ]) {
        expect(environment[variable], `${name}: ${variable}`).toBeTruthy();
      }
      return parseEnv(environment);
    });
    expect(parsed[0]).toEqual(parsed[1]);
    expect(parsed[0]).toMatchObject({ TRUST_PROXY: true, S3_BUCKET: 'hireready' });
    expect(new URL(parsed[0]?.DATABASE_URL ?? '').host).toBe('postgres:5432');
    expect(parsed[0]?.AUTH_SECRET).toBe(SECRETS.AUTH_SECRET);
  });

  it('lets Docker wait longer than the app drains requests before it kills a stopping app', () => {
    for (const name of apps) {
      const service = services[name];
      const graceMs = Number.parseInt(service?.stop_grace_period ?? '10', 10) * 1000;
      expect(graceMs).toBeGreaterThan(Number(service?.environment?.SHUTDOWN_TIMEOUT_MS));
    }
  });

  it('leaves no variable env.ts reads out of the configuration table of docs/operations.md', () => {
    const table =
      read('docs/operations.md').split('\n## Configuration')[1]?.split('\n## ')[0] ?? '';
    const documented = new Set(
      [...table.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]),
    );
    expect([...knownVariables()].filter((name) => !documented.has(name))).toEqual([]);
  });

  it('documents every variable it reads in deploy/compose.env.example', () => {
    const used = new Set([...text.matchAll(/\$\{(\w+)/g)].map((match) => match[1] ?? ''));
    const documented = new Set(Object.keys(exampleEnv()));
    expect([...used].filter((name) => !documented.has(name))).toEqual([]);
  });
});

describe('Dockerfile', () => {
  const dockerfile = parseDockerfile(read('Dockerfile'));
  const runtime = dockerfile.stages.at(-1);
  if (!runtime) throw new Error('the Dockerfile has no stage');
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('builds in stages on Node 20 and runs as an unprivileged user', () => {
    expect(dockerfile.stages.map((stage) => stage.name)).toEqual([
      'build',
      'production-dependencies',
      'runtime',
    ]);
    for (const stage of dockerfile.stages) expect(stage.base).toMatch(/^node:20-bookworm-slim$/);
    const user = lastOf(runtime, 'USER')?.args.trim();
    expect(user).toBeTruthy();
    expect(['root', '0']).not.toContain(user);
  });

  it('ships only production dependencies and the built app, never building at start', () => {
    const install = dockerfile.stages[1]?.instructions.find((i) => i.keyword === 'RUN')?.args;
    expect(install).toMatch(/npm pkg delete devDependencies/);
    expect(install).toMatch(/npm install --omit=dev/);
    const copies = copiesOf(runtime);
    const modules = copies.filter((copy) => copy.sources.some((s) => s.includes('node_modules')));
    expect(modules).toEqual([
      {
        from: 'production-dependencies',
        sources: ['/app/node_modules'],
        destination: './node_modules',
      },
    ]);
    expect(copies).toContainEqual({
      from: 'build',
      sources: ['/app/dist/client'],
      destination: './dist/client',
    });
    // The server runs bundled (scripts/build-server.mjs), built in the build stage.
    expect(copies).toContainEqual({
      from: 'build',
      sources: ['/app/dist/server'],
      destination: './dist/server',
    });
    expect(execForm(lastOf(runtime, 'CMD')?.args ?? '')).toEqual([
      'node',
      '--enable-source-maps',
      'dist/server/main.js',
    ]);
    expect(JSON.stringify(runtime.instructions)).not.toMatch(/vite|npm (run )?build|npm start/);
  });

  it('copies every file the server and the backup scripts load, and needs only dependencies', () => {
    const graph = importGraph(ROOT, [
      'src/server/main.ts',
      'scripts/backup.ts',
      'scripts/restore.ts',
    ]);
    const dependencies = new Set(Object.keys(packageJson.dependencies));
    const command = execForm(lastOf(runtime, 'CMD')?.args ?? '') ?? [];
    const preloaded = command.filter((_, index) => command[index - 1] === '--import');
    for (const name of [...graph.packages, ...preloaded]) {
      expect(dependencies.has(name), `${name} must be a dependency, not a devDependency`).toBe(
        true,
      );
    }
    const copied = copiesOf(runtime)
      .filter((copy) => !copy.from)
      .flatMap((copy) => copy.sources);
    const isCopied = (file: string) =>
      copied.some((source) =>
        source.includes('*')
          ? new RegExp(`^${source.replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`).test(file)
          : file === source || file.startsWith(`${source}/`),
      );
    const ignore = readDockerignore(ROOT);
    // And what the server reads from the installation at run time (appPath in src/server).
    const runtimeFiles = [...graph.files, ...appPathsReadByServer()];
    for (const file of runtimeFiles) {
      expect(isCopied(file), `${file} is not copied into the image`).toBe(true);
      expect(isDockerIgnored(file, ignore), `${file} is excluded by .dockerignore`).toBe(false);
    }
  });

  it('starts with its own CMD outside Docker, passes its HEALTHCHECK, and stops on SIGTERM', async () => {
    // The image's build stage runs `npm run build`; npm test runs this before its build phase,
    // so the server bundle the CMD starts is built here.
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'ignore' });
    const command = execForm(lastOf(runtime, 'CMD')?.args ?? '');
    expect(command, 'CMD must be in exec form').not.toBeNull();
    expect(lastOf(runtime, 'WORKDIR')?.args.trim()).toBe('/app');
    const dataDir = mkdtempSync(join(tmpdir(), 'hireready-image-'));
    dataDirs.push(dataDir);
    // The image's environment, with its /data volume replaced by a temporary directory.
    const env = { ...envOf(runtime), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    expect(env).toMatchObject({ NODE_ENV: 'production', PORT: '3000' });

    const server = await startServer(env, { command: command ?? [] });
    servers.push(server);
    const health = healthcheckCommand(lastOf(runtime, 'HEALTHCHECK') ?? { keyword: '', args: '' });
    expect(health?.join(' ')).toContain('/readyz');
    const [program = '', ...args] = health ?? [];
    const status = await new Promise<number | null>((done) => {
      const check = spawn(program, args, {
        env: { PATH: process.env.PATH ?? '', ...env, PORT: String(server.port) },
        stdio: 'ignore',
      });
      check.on('exit', (code) => done(code));
    });
    expect(status).toBe(0);
    // The API answers from the migrated database (the web app itself may not be built yet: npm
    // test runs these tests before the build).
    const posts = await fetch(`http://127.0.0.1:${server.port}/api/blog/posts`);
    expect(posts.status).toBe(200);
    expect(((await posts.json()) as { posts: unknown[] }).posts.length).toBeGreaterThan(0);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
