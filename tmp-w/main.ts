import { Worker } from 'node:worker_threads';
const t = performance.now();
const file = new URL('./w.ts', import.meta.url).href;
const w = new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file)}); });`, { eval: true, workerData: { n: 21 }, resourceLimits: { maxOldGenerationSizeMb: 128 } });
w.on('message', (m) => { console.log(m, (performance.now() - t).toFixed(0), 'ms'); w.terminate(); });
w.on('error', (e) => console.log('err', e));
