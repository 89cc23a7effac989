// The Resume Builder's reading, matching and checking as tasks of the CPU pool
// (workers/cpu-pool.ts), off the server's thread: see tailor-steps.ts.
export {
  finishTailoring as finish,
  prepareTailoring as prepare,
  readFieldsOf as readFields,
} from './tailor-steps';
