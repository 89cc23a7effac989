import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, expect, it } from 'vitest';
import hireready from '../../eslint/hireready-rules.js';

// The project's own lint rules catch what they are for, on deliberate violations written to a
// scratch tree shaped like src/ (the cycle rule reads the other files from disk).

const root = mkdtempSync(join(tmpdir(), 'hireready-lint-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string): string {
  const file = join(root, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return file;
}

function lint(file: string, text: string): string[] {
  const linter = new Linter({ configType: 'flat', cwd: root });
  const messages = linter.verify(
    text,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: { hireready },
        rules: { 'hireready/feature-boundaries': 'error', 'hireready/no-import-cycles': 'error' },
      },
    ],
    { filename: file },
  );
  return messages.map((message) => `${message.ruleId}: ${message.message}`);
}

it('refuses an import from one feature into another, and allows shared layers and itself', () => {
  write('src/server/features/vacancies/job-board.ts', 'export const board = 1;\n');
  write('src/server/http/app-error.ts', 'export class AppError {}\n');
  const text = [
    "import { board } from '../vacancies/job-board';",
    "import { AppError } from '../../http/app-error';",
    "import { helper } from './helper';",
    'export const all = [board, AppError, helper];',
  ].join('\n');
  const file = write('src/server/features/interviews/interviews.service.ts', text);
  write('src/server/features/interviews/helper.ts', 'export const helper = 1;\n');
  expect(lint(file, text)).toEqual([
    'hireready/feature-boundaries: server/interviews imports server/vacancies: features do not import each other. Move what both need down a layer (shared, lib, http).',
  ]);
});

it('refuses an import cycle, but not one made only of type imports', () => {
  const a = "import { b } from './b';\nexport const a = () => b;\n";
  const fileA = write('src/server/cycle/a.ts', a);
  write('src/server/cycle/b.ts', "import { a } from './a';\nexport const b = () => a;\n");
  const [problem] = lint(fileA, a);
  expect(problem).toMatch(
    /^hireready\/no-import-cycles: Import cycle: .*a\.ts → .*b\.ts → .*a\.ts$/,
  );

  const c = "import type { D } from './d';\nexport type C = D | null;\n";
  const fileC = write('src/server/types-only/c.ts', c);
  write('src/server/types-only/d.ts', "import { type C } from './c';\nexport type D = { c: C };\n");
  expect(lint(fileC, c)).toEqual([]);
});

it('asks for an options object past two parameters in src/, with the project config itself', async () => {
  const { ESLint } = await import('eslint');
  const eslint = new ESLint({ cwd: process.cwd() });
  const text = [
    'export function scoreAnswer(answer: string, question: string, language: string): number {',
    '  return answer.length + question.length + language.length;',
    '}',
    'export function scoreAnswerWell(answer: string, options: { question: string }): number {',
    '  return answer.length + options.question.length;',
    '}',
    '',
  ].join('\n');
  const [result] = await eslint.lintText(text, { filePath: 'src/server/ai/scratch-score.ts' });
  expect(result?.messages.map((message) => `${message.ruleId}@${message.line}`)).toEqual([
    'max-params@1',
  ]);
  // Tests may call and define helpers freely.
  const [test] = await eslint.lintText(text, { filePath: 'src/server/ai/scratch-score.test.ts' });
  expect(test?.messages).toEqual([]);
});
