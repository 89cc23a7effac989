// A thread of the CPU pool (cpu-pool.ts): runs one exported function of one task module per
// task. When the server runs from TypeScript (tsx in `npm run dev`, the browser tests), the task
// module is a .ts file and the loader is registered here first; the bundle of `npm start` names
// its .js siblings in dist/server.
let registered;

export async function run({ module, name, input }) {
  if (module.endsWith('.ts')) {
    registered ??= import('tsx/esm/api').then(({ register }) => register());
    await registered;
  }
  const loaded = await import(module);
  return loaded[name](input);
}
