import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { ObjectStorage } from './storage';
import type { StorageConfig } from './storage-config';

/** The storage the configuration asks for: S3-compatible when a bucket is set, local files otherwise. */
export function createStorage(config: StorageConfig): ObjectStorage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage({ root: config.root });
}
