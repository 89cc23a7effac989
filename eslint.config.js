import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import hireready from './eslint/hireready-rules.js';

export default tseslint.config(
  {
    ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', '.test-results'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Features stay apart, and no module reaches itself through its imports.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { hireready },
    rules: {
      'hireready/feature-boundaries': 'error',
      'hireready/no-import-cycles': 'error',
    },
  },
  {
    // Issue 39: a module fits one screen of thought, 400 lines at most. Tests and data files (the
    // coach's sentences, each in two languages with variants) are exempt.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'src/server/ai/offline/feedback-phrases.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // STYLE.md: a function with more than two parameters takes an options object. Callbacks whose
    // signature a library fixes say so where they disable the rule.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/test-*.ts'],
    rules: { 'max-params': ['error', 2] },
  },
  {
    // Layering: the http layer serves the features and never reaches back into them (the
    // composition root, app.ts, wires them together).
    files: ['src/server/http/**/*.ts'],
    ignores: ['src/server/http/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**'], message: 'http/ does not import features.' }] },
      ],
    },
  },
  {
    // Layering: shared is the contract and imports nothing from client or server.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/client/**', '**/server/**'] }],
    },
  },
  {
    // The client may only take *types* from the server (the typed API client).
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              allowTypeImports: true,
              message: 'The client imports only types from the server.',
            },
          ],
        },
      ],
    },
  },
);
