// What can go wrong in object storage that a caller may want to tell apart.

export type StorageErrorKind = 'not_found' | 'invalid_key' | 'too_large';

export class StorageError extends Error {
  override name = 'StorageError';
  readonly kind: StorageErrorKind;

  constructor(kind: StorageErrorKind, { message, cause }: { message: string; cause?: unknown }) {
    super(message, { cause });
    this.kind = kind;
  }
}

export function isStorageError(value: unknown, kind?: StorageErrorKind): value is StorageError {
  return value instanceof StorageError && (kind === undefined || value.kind === kind);
}
