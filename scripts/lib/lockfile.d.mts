export interface LockFile {
  packages?: Record<string, { optionalDependencies?: Record<string, string> }>;
}
export function findMissingOptionalPackages(lock: LockFile): string[];
export function readLockFile(path: string): LockFile;
