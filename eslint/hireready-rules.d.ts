import type { ESLint } from 'eslint';

/** The project's own lint rules (feature-boundaries, no-import-cycles); see hireready-rules.js. */
declare const plugin: ESLint.Plugin;
export default plugin;
