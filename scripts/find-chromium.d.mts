export declare const DEFAULT_CHROMIUM_PATH: string;
/** The flags the tests and the benchmarks start Chromium with (headless, no sandbox, quiet). */
export declare const CHROMIUM_HEADLESS_FLAGS: readonly string[];
export declare class ChromiumNotFoundError extends Error {}
/** Path of a Chromium executable ($CHROMIUM_PATH, else /usr/bin/chromium, installing it with apt as root on Debian). */
export declare function findChromium(options?: {
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}): string;
