import { join } from 'node:path';
import type { Env } from '../env';

export interface LocalStorageConfig {
  kind: 'local';
  root: string;
}

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** A custom endpoint (MinIO, R2, s3rver); unset means AWS. */
  endpoint?: string;
  /** Bucket in the path rather than the host name, which MinIO and s3rver need. */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export type StorageConfig = LocalStorageConfig | S3StorageConfig;

type StorageEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>;

/** S3 when a bucket is configured (env.ts checks the variables belong together); local files otherwise. */
export function getStorageConfig(env: StorageEnv): StorageConfig {
  if (!env.S3_BUCKET) return { kind: 'local', root: join(env.DATA_DIR, 'storage') };
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined;
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_ENDPOINT !== undefined,
    credentials,
  };
}
