// The reading worker when the server runs from TypeScript (tsx in `npm run dev`, Vitest in the
// tests): the worker registers the same loader before it loads the TypeScript module. The bundle
// of `npm start` loads dist/server/reading-worker.js instead.
const { register } = await import('tsx/esm/api');
register();
const worker = await import('./reading-worker.ts');
export const { readAnswer, warmUp } = worker;
