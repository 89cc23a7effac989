export declare const REPO_ROOT: string;
/** Absolute path of a package's CLI script, to run with `node`. */
export declare function binPath(packageName: string, binName?: string): string;
/** A TCP port free on 127.0.0.1 right now. */
export declare function findFreePort(): Promise<number>;
