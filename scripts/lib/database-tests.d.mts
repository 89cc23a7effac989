/** The modules that give a test a database or a server process that opens one. */
export declare const DATABASE_MODULES: string[];
/** The test files under `folder` (relative to `root`) that reach a database module, sorted. */
export declare function listDatabaseTests(root: string, folder?: string): string[];
