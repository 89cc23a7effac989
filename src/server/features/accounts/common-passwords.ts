import { readFileSync } from 'node:fs';
import { appPath } from '../../app-root';

// The most common passwords of leaked lists (see data/common-passwords.txt for the source).
// Loaded once, on first use; compared case-insensitively, since "Password" is as weak as "password".
let commonPasswords: Set<string> | undefined;

function load(): Set<string> {
  const text = readFileSync(
    appPath('src/server/features/accounts/data/common-passwords.txt'),
    'utf8',
  );
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
}

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= load();
  return commonPasswords.has(password.trim().toLowerCase());
}

export function commonPasswordCount(): number {
  commonPasswords ??= load();
  return commonPasswords.size;
}
