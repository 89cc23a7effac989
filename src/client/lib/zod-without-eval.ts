// zod probes `new Function` to compile faster parsers; the CSP forbids eval, so every page load
// would report a violation. zod reads its global config from this documented global when it first
// loads (lazily, in its own chunk), so setting it here turns the probe off without importing zod
// into the first script. Imported first by main.tsx.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

export {};
