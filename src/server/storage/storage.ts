import type { Readable } from 'node:stream';
import { StorageError } from './storage-error';

export type StorageBody = Uint8Array | Readable;

/** What is stored under a key: the bytes (or a stream of them) and how to serve them. */
export interface PutObject {
  body: StorageBody;
  contentType: string;
  /** The byte length of a stream, when known; a stream of unknown length may be buffered. */
  contentLength?: number;
}

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

/** Where uploaded and generated files live: local files by default, an S3-compatible bucket in production. */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Stores the body under the key, replacing any object there; resolves with the stored size. */
  put(key: string, object: PutObject): Promise<{ size: number }>;
  /** Opens the object for reading; throws StorageError 'not_found' when there is none. */
  get(key: string): Promise<StoredObject>;
  /** Removes the object; removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /** Whether an object is stored under the key. */
  exists(key: string): Promise<boolean>;
  /** Releases connections. */
  close(): Promise<void>;
}

const MAX_KEY_BYTES = 1024;
// Control characters (C0, DEL, C1) and the backslash, which some stores and file systems treat as
// a separator.
const FORBIDDEN_KEY_CHARACTERS = /\p{Cc}|\\/u;

/**
 * Keys are relative, slash-separated paths whose segments are never empty and never start with a
 * dot, so "." and ".." cannot appear and the local store can keep its own files under dot-names.
 */
export function assertValidKey(key: string): void {
  const reason = findKeyProblem(key);
  if (reason) throw new StorageError('invalid_key', { message: `Invalid storage key: ${reason}` });
}

function findKeyProblem(key: string): string | null {
  if (key.length === 0) return 'empty';
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) return `longer than ${MAX_KEY_BYTES} bytes`;
  if (FORBIDDEN_KEY_CHARACTERS.test(key)) return 'control character or backslash';
  const segments = key.split('/');
  if (segments.some((segment) => segment.length === 0)) return 'empty path segment';
  if (segments.some((segment) => segment.startsWith('.'))) return 'segment starting with a dot';
  return null;
}
