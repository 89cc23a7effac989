export interface LockFile {
  packages?: Record<
    string,
    { optionalDependencies?: Record<string, string>; [field: string]: unknown }
  >;
}
export function findMissingOptionalPackages(lock: LockFile): string[];
export function readLockFile(path: string): LockFile;
