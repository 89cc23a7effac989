import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { findMissingOptionalPackages, readLockFile } from './lockfile.mjs';
import { REPO_ROOT } from './node-tools.mjs';

describe('package-lock.json', () => {
  test('records every optional platform package, so npm ci works on macOS, Windows and Linux alike', () => {
    const lock = readLockFile(join(REPO_ROOT, 'package-lock.json'));
    expect(findMissingOptionalPackages(lock)).toEqual([]);
  });
});

describe('findMissingOptionalPackages', () => {
  test('names an optional platform package the lock file lacks', () => {
    const lock = {
      packages: {
        '': { devDependencies: { '@tailwindcss/oxide': '4.3.5' } },
        'node_modules/@tailwindcss/oxide': {
          optionalDependencies: {
            '@tailwindcss/oxide-linux-x64-gnu': '4.3.5',
            '@tailwindcss/oxide-darwin-arm64': '4.3.5',
          },
        },
        'node_modules/@tailwindcss/oxide-linux-x64-gnu': {},
      },
    };
    expect(findMissingOptionalPackages(lock)).toEqual([
      'node_modules/@tailwindcss/oxide → @tailwindcss/oxide-darwin-arm64@4.3.5',
    ]);
  });

  test('finds a package nested under its dependent or hoisted above it, as Node resolves it', () => {
    const lock = {
      packages: {
        'node_modules/a': { optionalDependencies: { hoisted: '1', nested: '1' } },
        'node_modules/a/node_modules/nested': {},
        'node_modules/hoisted': {},
        'node_modules/a/node_modules/b': { optionalDependencies: { hoisted: '1', nested: '1' } },
      },
    };
    expect(findMissingOptionalPackages(lock)).toEqual([]);
  });
});
