import { parentPort, workerData } from 'node:worker_threads';
const x: number = workerData.n;
parentPort!.postMessage({ ok: x * 2 });
